import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginResponseSchema, sessionUserSchema } from '@shared/api/session';
import { ROL, hasRole } from '@shared/domain/roles';
import { MSG } from '@shared/messages';
import { googleLoginSchema, loginSchema } from '@shared/validation/auth';
import { noContent } from '../../plugins/openapi-responses';
import { HttpProblem, unauthorized } from '../../plugins/problem';
import { sessionUserOf, type UsuariosService } from '../usuarios';
import { createLoginCheck } from './login-limit';
import type { GoogleVerifier } from './google-verifier';
import type { SessionsService } from './sessions-service';
import type { TokenSigner } from './tokens';

const loginResponse = loginResponseSchema;

export interface SecurityDeps {
  usuarios: UsuariosService;
  sessions: SessionsService;
  tokens: TokenSigner;
  verifyGoogle: GoogleVerifier;
  rateLimit: { loginPerMinute: number; loginFailuresPerAccount: number };
}

export const securityRoutes: FastifyPluginAsyncZod<SecurityDeps> = async (app, deps) => {
  const { usuarios, sessions, tokens } = deps;
  // Google's sign-in: a ceiling per address (high: a venue's crowd shares one carrier
  // address). The password's limits ask for a challenge instead (login-limit.ts).
  const googleLimit = { max: deps.rateLimit.loginPerMinute, timeWindow: '1 minute' };
  const checkLogin = createLoginCheck(app, usuarios, deps.rateLimit.loginFailuresPerAccount);

  /**
   * Role 3 holds credentials for the door app only: never a web session (docs/architecture.md,
   * "Where each rule lives").
   */
  async function openSession(
    u: NonNullable<Awaited<ReturnType<UsuariosService['findById']>>>,
    userAgent: string,
  ) {
    const roles = await usuarios.rolesOf(u.idUsuario);
    if (
      hasRole(
        roles.map((cdRol) => ({ cdRol })),
        ROL.VALIDADOR,
      )
    )
      throw new HttpProblem(403, MSG.rolValidador);
    const { sessionId, expiresAt } = await sessions.create(u.idUsuario, userAgent);
    const token = await tokens.sign(sessionId, u.idUsuario, expiresAt);
    return { token, usuario: await usuarios.sessionUser(u, roles) };
  }

  app.post(
    '/Security/Login',
    {
      config: { access: 'public' },
      schema: { tags: ['Security'], body: loginSchema, response: { 200: loginResponse } },
    },
    async (request, reply) => {
      const u = await checkLogin(request, reply, request.body.usuario, request.body.pass);
      if (!u) throw unauthorized(MSG.credencialesInvalidas);
      return openSession(u, request.headers['user-agent'] ?? '');
    },
  );

  app.post(
    '/Security/Google',
    {
      config: { access: 'public', rateLimit: googleLimit },
      schema: { tags: ['Security'], body: googleLoginSchema, response: { 200: loginResponse } },
    },
    async (request) => {
      const identity = await deps.verifyGoogle(request.body.credential, request.body.nonce);
      if (!identity) throw unauthorized(MSG.falloGoogle);
      const u = await usuarios.findOrCreateGoogleUser(identity);
      return openSession(u, request.headers['user-agent'] ?? '');
    },
  );

  app.post(
    '/Security/Logout',
    {
      config: { access: 'authenticated' },
      schema: { tags: ['Security'], response: { 204: noContent('Sesión cerrada.') } },
    },
    async (request, reply) => {
      await sessions.revoke(request.auth!.sessionId);
      return reply.code(204).send();
    },
  );

  app.get(
    '/Security/Me',
    {
      config: { access: 'authenticated' },
      schema: { tags: ['Security'], response: { 200: z.object({ usuario: sessionUserSchema }) } },
    },
    async (request) => {
      // The session check already read the person (one query for the whole request).
      const { idUsuario, roles, persona } = request.auth!;
      return { usuario: sessionUserOf({ idUsuario, ...persona }, roles, persona.avatarUrl) };
    },
  );
};
