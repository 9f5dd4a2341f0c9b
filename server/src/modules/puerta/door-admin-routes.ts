import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  agregarPersonalSchema,
  conflictoPuertaSchema,
  ingresosEventoSchema,
  invitacionPuertaSchema,
  personalYInvitacionesSchema,
} from '@shared/api/door';
import { MAIL_LIMITS } from '@shared/domain/limits';
import { ROL } from '@shared/domain/roles';
import { createMailQuota } from '../../mail/mail-quota';
import { noContent } from '../../plugins/openapi-responses';
import { viewerOf } from '../../plugins/viewer';
import { siteUrlOf } from '../../plugins/site-url';
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
  // Invitation mails per inviting account and per address (docs/decisions/0076-hostile-users.md).
  const invitaciones = createMailQuota(app, 'invitaciones', MAIL_LIMITS.invitaciones);

  app.get(
    '/Puerta/Personal',
    {
      config: owners,
      schema: {
        tags: ['Puerta'],
        querystring: z.object({ IdEvento: id }),
        response: { 200: personalYInvitacionesSchema },
      },
    },
    (request) => staff.list(viewerOf(request)!, request.query.IdEvento),
  );

  app.post(
    '/Puerta/Personal',
    {
      config: owners,
      schema: {
        tags: ['Puerta'],
        body: agregarPersonalSchema,
        response: { 201: z.object({ invitacion: invitacionPuertaSchema }) },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(request)!;
      const invitacion = await invitaciones.guard(
        reply,
        viewer.idUsuario,
        request.body.correo,
        () => staff.invite(viewer, request.body, siteUrlOf(publicUrl, request)),
      );
      return reply.code(201).send({ invitacion });
    },
  );

  app.delete(
    '/Puerta/Invitacion',
    {
      config: owners,
      schema: {
        tags: ['Puerta'],
        querystring: z.object({ IdEvento: id, IdInvitacion: id }),
        response: { 204: noContent('Invitación retirada.') },
      },
    },
    async (request, reply) => {
      await staff.withdraw(viewerOf(request)!, request.query.IdEvento, request.query.IdInvitacion);
      return reply.code(204).send();
    },
  );

  app.delete(
    '/Puerta/Personal',
    {
      config: owners,
      schema: {
        tags: ['Puerta'],
        querystring: z.object({ IdEvento: id, IdUsuario: id }),
        response: { 204: noContent('Persona quitada del personal de la puerta.') },
      },
    },
    async (request, reply) => {
      await staff.remove(viewerOf(request)!, request.query.IdEvento, request.query.IdUsuario);
      return reply.code(204).send();
    },
  );

  app.get(
    '/Puerta/Ingresos',
    {
      config: owners,
      schema: {
        tags: ['Puerta'],
        querystring: z.object({ IdEvento: id }),
        response: { 200: ingresosEventoSchema },
      },
    },
    (request) => numbers.ingresos(viewerOf(request)!, request.query.IdEvento),
  );

  app.get(
    '/Puerta/Conflictos',
    {
      config: owners,
      schema: {
        tags: ['Puerta'],
        querystring: z.object({ IdEvento: id }),
        response: { 200: z.object({ conflictos: z.array(conflictoPuertaSchema) }) },
      },
    },
    async (request) => ({
      conflictos: await numbers.conflictos(viewerOf(request)!, request.query.IdEvento),
    }),
  );
};
