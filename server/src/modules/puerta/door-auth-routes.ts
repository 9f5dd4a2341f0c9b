import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  activarPuertaSchema,
  DOOR_MSG,
  puertaLoginRespuestaSchema,
  puertaLoginSchema,
  puertaUsuarioSchema,
  type PuertaLoginRespuesta,
  type PuertaUsuario,
} from '@shared/api/door';
import { MSG } from '@shared/messages';
import { noContent } from '../../plugins/openapi-responses';
import { unauthorized } from '../../plugins/problem';
import { createLoginCheck } from '../security';
import type { SessionsService } from '../security';
import type { TokenSigner } from '../security';
import type { PasswordService } from '../usuarios';
import type { UsuariosService } from '../usuarios';

const INVITACION = {
  invalido: DOOR_MSG.invitacionInvalida,
  usado: DOOR_MSG.invitacionInvalida,
  vencido: DOOR_MSG.invitacionInvalida,
};

const usuarioOf = (u: { idUsuario: number; nombre: string; apellido: string; correo: string }) =>
  ({
    id: u.idUsuario,
    name: `${u.nombre} ${u.apellido}`.trim() || u.correo,
    email: u.correo,
  }) satisfies PuertaUsuario;

/**
 * Signing in to the door app (issue 10). Any account with a password gets a door session
 * (sesiones.tipo 'puerta'), role 3 included; which doors it opens is decided per event. The
 * website's sign-in keeps refusing role 3.
 */
export const doorAuthRoutes: FastifyPluginAsyncZod<{
  usuarios: UsuariosService;
  sessions: SessionsService;
  tokens: TokenSigner;
  passwords: PasswordService;
  rateLimit: {
    loginPerMinute: number;
    loginFailuresPerAccount: number;
    accountActionsPerMinute: number;
  };
}> = async (app, { usuarios, sessions, tokens, passwords, rateLimit }) => {
  // As the website's sign-in, on the same counters (docs/decisions/0076-hostile-users.md).
  const checkLogin = createLoginCheck(app, usuarios, rateLimit.loginFailuresPerAccount);

  app.post(
    '/Puerta/Login',
    {
      config: { access: 'public' },
      schema: {
        tags: ['Puerta'],
        body: puertaLoginSchema,
        response: { 200: puertaLoginRespuestaSchema },
      },
    },
    async (request, reply): Promise<PuertaLoginRespuesta> => {
      const u = await checkLogin(request, reply, request.body.usuario, request.body.pass);
      if (!u) throw unauthorized(MSG.credencialesInvalidas);
      const ua = request.headers['user-agent'] ?? '';
      const { sessionId, expiresAt } = await sessions.create(u.idUsuario, ua, 'puerta');
      return { token: await tokens.sign(sessionId, u.idUsuario, expiresAt), usuario: usuarioOf(u) };
    },
  );

  app.post(
    '/Puerta/Logout',
    {
      config: { access: 'door' },
      schema: { tags: ['Puerta'], response: { 204: noContent('Sesión de puerta cerrada.') } },
    },
    async (request, reply) => {
      await sessions.revoke(request.auth!.sessionId);
      return reply.code(204).send();
    },
  );

  app.get(
    '/Puerta/Yo',
    {
      config: { access: 'door' },
      schema: {
        tags: ['Puerta'],
        response: { 200: z.object({ usuario: puertaUsuarioSchema }) },
      },
    },
    async (request) => {
      const u = await usuarios.findById(request.auth!.idUsuario);
      if (!u) throw unauthorized();
      return { usuario: usuarioOf(u) };
    },
  );

  app.post(
    '/Puerta/Activar',
    {
      config: {
        access: 'public',
        rateLimit: { max: rateLimit.accountActionsPerMinute, timeWindow: '1 minute' },
      },
      schema: {
        tags: ['Puerta'],
        body: activarPuertaSchema,
        response: { 204: noContent('Cuenta de puerta activada.') },
      },
    },
    async (request, reply) => {
      await passwords.reset(request.body.token, request.body.pass, INVITACION);
      return reply.code(204).send();
    },
  );
};
