import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { agregarPersonalSchema } from '@shared/api/door';
import { ROL } from '@shared/domain/roles';
import { viewerOf } from '../../plugins/viewer';
import { siteUrlOf } from '../ordenes/ordenes-routes';
import type { DoorNumbersService } from './door-numbers-service';
import type { StaffService } from './staff-service';

const id = z.coerce.number().int().positive().max(2_147_483_647);
const owners = { access: { roles: [ROL.ORGANIZADOR, ROL.ADMINISTRADOR] } } as const;

/** The organiser's door (the event's owner with role 2, or an administrator): staff, numbers, conflicts. */
export const doorAdminRoutes: FastifyPluginAsyncZod<{
  staff: StaffService;
  numbers: DoorNumbersService;
  publicUrl: string | null;
}> = async (app, { staff, numbers, publicUrl }) => {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/Puerta/Personal',
    { config: owners, schema: { tags: ['Puerta'], querystring: z.object({ IdEvento: id }) } },
    async (request) => ({ personal: await staff.list(viewerOf(request)!, request.query.IdEvento) }),
  );

  app.post(
    '/Puerta/Personal',
    { config: owners, schema: { tags: ['Puerta'], body: agregarPersonalSchema } },
    async (request, reply) =>
      reply
        .code(201)
        .send(await staff.add(viewerOf(request)!, request.body, siteUrlOf(publicUrl, request))),
  );

  app.delete(
    '/Puerta/Personal',
    {
      config: owners,
      schema: { tags: ['Puerta'], querystring: z.object({ IdEvento: id, IdUsuario: id }) },
    },
    async (request, reply) => {
      await staff.remove(viewerOf(request)!, request.query.IdEvento, request.query.IdUsuario);
      return reply.code(204).send();
    },
  );

  app.get(
    '/Puerta/Ingresos',
    { config: owners, schema: { tags: ['Puerta'], querystring: z.object({ IdEvento: id }) } },
    (request) => numbers.ingresos(viewerOf(request)!, request.query.IdEvento),
  );

  app.get(
    '/Puerta/Conflictos',
    { config: owners, schema: { tags: ['Puerta'], querystring: z.object({ IdEvento: id }) } },
    async (request) => ({
      conflictos: await numbers.conflictos(viewerOf(request)!, request.query.IdEvento),
    }),
  );
};
