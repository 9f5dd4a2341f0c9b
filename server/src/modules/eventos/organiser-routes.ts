import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ROL } from '@shared/domain/roles';
import { crearEventoSchema, updateEventoSchema } from '@shared/validation/evento';
import { viewerOf } from '../../plugins/viewer';
import type { createEventoCreator } from './evento-create';
import type { createEventoUpdater } from './evento-update';

export interface OrganiserEventosDeps {
  crearEvento: ReturnType<typeof createEventoCreator>;
  actualizarEvento: ReturnType<typeof createEventoUpdater>;
}

/** Creating and modifying events (/crearevento, /modificar-evento). */
export const organiserEventosRoutes: FastifyPluginAsyncZod<OrganiserEventosDeps> = async (
  app,
  { crearEvento, actualizarEvento },
) => {
  /** Any signed-in user may create one (role 3 never has a session); it makes them organiser. */
  app.post(
    '/Evento/CrearEvento',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['Evento'],
        body: crearEventoSchema,
        response: {
          201: z.object({
            idEvento: z.number(),
            fechas: z.array(z.number()),
            nuevoOrganizador: z.boolean(),
          }),
        },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await crearEvento(request.auth!.idUsuario, request.body)),
  );

  /** The owner (an organiser) or an administrator; anyone else's event answers 404. */
  app.put(
    '/Evento/UpdateEvento',
    {
      config: { access: { roles: [ROL.ORGANIZADOR, ROL.ADMINISTRADOR] } },
      schema: {
        tags: ['Evento'],
        body: updateEventoSchema,
        response: { 200: z.object({ idEvento: z.number() }) },
      },
    },
    (request) => actualizarEvento(viewerOf(request)!, request.body),
  );
};
