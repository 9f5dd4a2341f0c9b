import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cambiarPasswordSchema,
  recuperarPasswordSchema,
  restablecerPasswordSchema,
} from '@shared/validation/profile';
import { noContent } from '../../plugins/openapi-responses';
import type { PasswordService } from './password-service';

export interface PasswordRoutesDeps {
  passwords: PasswordService;
  /** PUBLIC_URL, the base of mailed links; required in production (config.ts). */
  publicUrl: string | null;
  rateLimit: { accountActionsPerMinute: number };
}

/**
 * Password change (knowing the current one) and reset by an e-mailed link, replacing the
 * spec's `GET /Usuario/Login` check and `PUT /Usuario/RecoverPass`
 * (docs/architecture.md, "Plugins"). Rate limited like login: each is a way to guess or to flood.
 */
export const passwordRoutes: FastifyPluginAsyncZod<PasswordRoutesDeps> = async (app, deps) => {
  const { passwords } = deps;
  const limit = { max: deps.rateLimit.accountActionsPerMinute, timeWindow: '1 minute' };

  app.put(
    '/Usuario/CambiarPassword',
    {
      config: { access: 'authenticated', rateLimit: limit },
      schema: {
        tags: ['Usuario'],
        body: cambiarPasswordSchema,
        response: { 204: noContent('Contraseña cambiada.') },
      },
    },
    async (request, reply) => {
      const { idUsuario, sessionId } = request.auth!;
      await passwords.change(idUsuario, sessionId, request.body.actual, request.body.nueva);
      return reply.code(204).send();
    },
  );

  app.post(
    '/Usuario/RecuperarPassword',
    {
      config: { access: 'public', rateLimit: limit },
      schema: {
        tags: ['Usuario'],
        body: recuperarPasswordSchema,
        response: {
          202: noContent('Pedido aceptado: si el correo tiene cuenta, le llega un enlace.'),
        },
      },
    },
    async (request, reply) => {
      // Without PUBLIC_URL (never in production) the link follows the request's own origin.
      const baseUrl = deps.publicUrl ?? `${request.protocol}://${request.host}`;
      await passwords.requestReset(request.body.correo, baseUrl);
      return reply.code(202).send();
    },
  );

  app.post(
    '/Usuario/RestablecerPassword',
    {
      config: { access: 'public', rateLimit: limit },
      schema: {
        tags: ['Usuario'],
        body: restablecerPasswordSchema,
        response: { 204: noContent('Contraseña restablecida.') },
      },
    },
    async (request, reply) => {
      await passwords.reset(request.body.token, request.body.nueva);
      return reply.code(204).send();
    },
  );
};
