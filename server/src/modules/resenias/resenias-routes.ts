import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  crearReseniaSchema,
  RESENIA_ORDENES,
  reseniasPageSchema,
  reseniaViewSchema,
} from '@shared/api/after-sale';
import { ROL } from '@shared/domain/roles';
import { MSG } from '@shared/messages';
import { viewerOf } from '../../plugins/viewer';
import type { ReseniasService } from './resenias-service';
import { idParamSchema } from '@shared/validation/ids';

const id = idParamSchema;

/** One of idFiesta (a party's ratings) or idEvento (one event's). */
const getReseniasQuery = z
  .object({
    idFiesta: id.optional(),
    idEvento: id.optional(),
    orden: z.enum(RESENIA_ORDENES).default('recientes'),
    q: z.string().max(100).default(''),
  })
  .refine((q) => (q.idFiesta === undefined) !== (q.idEvento === undefined), {
    message: MSG.datosInvalidos,
  });

/** Party ratings (/resenias-de-la-fiesta, issue 6). */
export const reseniasRoutes: FastifyPluginAsyncZod<{ resenias: ReseniasService }> = async (
  app,
  { resenias },
) => {
  app.post(
    '/Resenia/CrearResenia',
    {
      config: { access: { roles: [ROL.USUARIO] } },
      schema: {
        tags: ['Resenia'],
        body: crearReseniaSchema,
        response: { 201: reseniaViewSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await resenias.crear(request.auth!.idUsuario, request.body)),
  );

  app.get(
    '/Resenia/GetResenias',
    {
      config: { access: 'public' },
      schema: {
        tags: ['Resenia'],
        querystring: getReseniasQuery,
        response: { 200: reseniasPageSchema },
      },
    },
    (request) => {
      const { idFiesta, idEvento, orden, q } = request.query;
      const scope = idFiesta !== undefined ? { idFiesta } : { idEvento: idEvento! };
      return resenias.page(scope, { orden, q }, viewerOf(request));
    },
  );
};
