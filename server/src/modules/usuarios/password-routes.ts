import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cambiarPasswordSchema,
  recuperarPasswordSchema,
  restablecerPasswordSchema,
} from '@shared/validation/profile';
import { MAIL_LIMITS } from '@shared/domain/limits';
import { createMailQuota } from '../../mail/mail-quota';
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
  // Reset mails per recipient address (docs/decisions/0076-hostile-users.md).
  const resetQuota = createMailQuota(app, 'restablecer', MAIL_LIMITS.restablecer);

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
      const { correo } = request.body;
      // Over the address's daily quota the answer stays the same and no mail goes.
      if ((await resetQuota.take(null, correo)) === null) {
        const sent = await passwords.requestReset(correo, baseUrl).catch(async (error: unknown) => {
          await resetQuota.giveBack(null, correo);
          throw error;
        });
        if (!sent) await resetQuota.giveBack(null, correo);
      }
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
