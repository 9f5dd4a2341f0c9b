import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { confirmarCorreoSchema, correoConfirmadoSchema } from '@shared/api/email-confirmation';
import { noContent } from '../../plugins/openapi-responses';
import { perAccountRateLimit } from '../../plugins/rate-limit-store';
import { siteUrlOf } from '../../plugins/site-url';
import type { EmailConfirmationService } from './email-confirmation-service';

export interface EmailConfirmationRoutesDeps {
  confirmaciones: EmailConfirmationService;
  /** PUBLIC_URL, the base of mailed links; required in production (config.ts). */
  publicUrl: string | null;
  rateLimit: { accountActionsPerMinute: number };
}

/**
 * Confirming the e-mail by the mailed link, and asking for a new link
 * (shared/api/email-confirmation.ts; docs/decisions/0076-hostile-users.md). Both are limited
 * per address like the password links; the resend also per account (the service counts the
 * mails of the last hour, the limiter the requests of the last minute).
 */
export const emailConfirmationRoutes: FastifyPluginAsyncZod<EmailConfirmationRoutesDeps> = async (
  app,
  { confirmaciones, publicUrl, rateLimit },
) => {
  const limit = { max: rateLimit.accountActionsPerMinute, timeWindow: '1 minute' };

  app.post(
    '/Usuario/ConfirmarCorreo',
    {
      config: { access: 'public', rateLimit: limit },
      schema: {
        tags: ['Usuario'],
        body: confirmarCorreoSchema,
        response: { 200: correoConfirmadoSchema },
      },
    },
    async (request) => confirmaciones.confirm(request.body.token),
  );

  app.post(
    '/Usuario/ReenviarConfirmacion',
    {
      config: { access: 'authenticated', rateLimit: limit },
      preHandler: perAccountRateLimit(app, {
        name: 'confirmacion-cuenta',
        max: rateLimit.accountActionsPerMinute,
        timeWindow: '1 minute',
      }),
      schema: {
        tags: ['Usuario'],
        response: { 202: noContent('Enlace nuevo enviado al correo de la cuenta.') },
      },
    },
    async (request, reply) => {
      await confirmaciones.resend(request.auth!.idUsuario, siteUrlOf(publicUrl, request));
      return reply.code(202).send();
    },
  );
};
