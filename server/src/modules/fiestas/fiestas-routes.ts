import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fiestaViewSchema, type FiestaView } from '@shared/api/organiser';
import { fiestaNombreSchema } from '@shared/validation/evento';
import { noContent } from '../../plugins/openapi-responses';
import { forbidden } from '../../plugins/problem';
import { viewerOf } from '../../plugins/viewer';
import type { FiestasService } from './fiestas-service';
import { idParamSchema } from '@shared/validation/ids';

const id = idParamSchema;

/**
 * Recurring parties (docs/architecture.md, "Where each rule lives", "Route and field names"). The
 * owner is always the caller: an `idUsuario` in a body is ignored, and another organiser's party
 * answers 404.
 */
export const fiestasRoutes: FastifyPluginAsyncZod<{ fiestas: FiestasService }> = async (
  app,
  { fiestas },
) => {
  app.get(
    '/Fiesta/GetFiestas',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['Fiesta'],
        querystring: z.object({ IdUsuario: id.optional() }),
        response: { 200: z.object({ fiestas: z.array(fiestaViewSchema) }) },
      },
    },
    async (request): Promise<{ fiestas: FiestaView[] }> => {
      const viewer = viewerOf(request)!;
      const idUsuario = request.query.IdUsuario ?? viewer.idUsuario;
      if (idUsuario !== viewer.idUsuario && !viewer.isAdmin) throw forbidden();
      return { fiestas: await fiestas.list(idUsuario) };
    },
  );

  app.post(
    '/Fiesta/CrearFiesta',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['Fiesta'],
        body: z.object({ nombre: fiestaNombreSchema }),
        response: { 201: z.object({ idFiesta: z.number() }) },
      },
    },
    async (request, reply) => {
      const idFiesta = await fiestas.create(request.auth!.idUsuario, request.body.nombre);
      return reply.code(201).send({ idFiesta });
    },
  );

  app.put(
    '/Fiesta/UpdateFiesta',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['Fiesta'],
        body: z.object({ idFiesta: id, nombre: fiestaNombreSchema }),
        response: { 200: z.object({ idFiesta: z.number() }) },
      },
    },
    async (request) => {
      const { idFiesta, nombre } = request.body;
      await fiestas.rename(request.auth!.idUsuario, idFiesta, nombre);
      return { idFiesta };
    },
  );

  app.delete(
    '/Fiesta/DeleteFiesta',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['Fiesta'],
        querystring: z.object({ id }),
        response: { 204: noContent('Fiesta dada de baja.') },
      },
    },
    async (request, reply) => {
      await fiestas.deactivate(request.auth!.idUsuario, request.query.id);
      return reply.code(204).send();
    },
  );
};
