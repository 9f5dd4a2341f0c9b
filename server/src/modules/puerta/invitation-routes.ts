import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  aceptarInvitacionSchema,
  crearCuentaInvitacionSchema,
  invitacionVistaSchema,
  puertaLoginRespuestaSchema,
} from '@shared/api/door';
import type { SessionsService, TokenSigner } from '../security';
import type { InvitationService } from './invitation-service';

/**
 * The invitation link's routes (docs/decisions/0076-hostile-users.md), called by the door app's
 * invitation page: see it, accept it signed in as the invited address, or make the account.
 */
export const invitationRoutes: FastifyPluginAsyncZod<{
  invitations: InvitationService;
  sessions: SessionsService;
  tokens: TokenSigner;
  rateLimit: { accountActionsPerMinute: number };
}> = async (app, { invitations, sessions, tokens, rateLimit }) => {
  // Per address, as the password reset: each is a way to guess a link.
  const limit = { max: rateLimit.accountActionsPerMinute, timeWindow: '1 minute' };

  app.get(
    '/Puerta/Invitacion',
    {
      config: { access: 'public', rateLimit: limit },
      schema: {
        tags: ['Puerta'],
        querystring: z.object({ Token: aceptarInvitacionSchema.shape.token }),
        response: { 200: invitacionVistaSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return invitations.view(request.query.Token);
    },
  );

  app.post(
    '/Puerta/Invitacion/Aceptar',
    {
      config: { access: 'door', rateLimit: limit },
      schema: {
        tags: ['Puerta'],
        body: aceptarInvitacionSchema,
        response: { 200: z.object({ idEvento: z.number() }) },
      },
    },
    (request) => invitations.accept(request.auth!.idUsuario, request.body.token),
  );

  app.post(
    '/Puerta/Invitacion/Crear',
    {
      config: { access: 'public', rateLimit: limit },
      schema: {
        tags: ['Puerta'],
        body: crearCuentaInvitacionSchema,
        response: { 201: puertaLoginRespuestaSchema },
      },
    },
    async (request, reply) => {
      const { idUsuario, correo } = await invitations.createAccount(request.body);
      // Signed in at the door at once: the link proved the address, the password was just set.
      const ua = request.headers['user-agent'] ?? '';
      const { sessionId, expiresAt } = await sessions.create(idUsuario, ua, 'puerta');
      const { nombre, apellido } = request.body;
      return reply.code(201).send({
        token: await tokens.sign(sessionId, idUsuario, expiresAt),
        usuario: { id: idUsuario, name: `${nombre} ${apellido}`, email: correo },
      });
    },
  );
};
