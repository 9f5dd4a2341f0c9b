import { formatPesos } from '@shared/format/es-ar';
import { randomUUID } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ORDEN_MSG } from '@shared/api/checkout';
import { notFound } from '../plugins/problem';
import { sandboxPage } from './sandbox-page';
import type { SandboxCheckout, SandboxDecision, SandboxProvider } from './sandbox-provider';
import { signWebhook } from './webhook-signature';

const params = z.object({ preferenceId: z.string().regex(/^[a-z0-9]{1,64}$/) });
const DECISIONS = ['aprobar', 'rechazar', 'pendiente'] as const;

const MESSAGES: Record<Exclude<SandboxCheckout['kind'], 'abierto' | 'pendiente'>, string> = {
  pagado: ORDEN_MSG.sandboxPagado,
  vencido: ORDEN_MSG.sandboxVencido,
  inexistente: ORDEN_MSG.sandboxNoEncontrado,
};

/**
 * The embedded sandbox provider's checkout page (public: the buyer arrives from Pulso's
 * redirect, like on MercadoPago). Choosing sends the notification to Pulso's webhook path,
 * signed the way MercadoPago signs, and then sends the buyer back to the order's back URL
 * (shared/routes.ts paymentBackUrls: the website's order page or the desktop app's pulso://).
 * Registered always (the permission matrix lists it); 404 when MercadoPago is the provider.
 */
export const sandboxRoutes: FastifyPluginAsyncZod<{
  sandbox: SandboxProvider | null;
  webhookSecret: string;
  /** Delivers the signed notification to the webhook route (app.inject: same server). */
  notify: (opts: InjectOptions) => Promise<LightMyRequestResponse>;
  now: () => Date;
}> = async (app, { sandbox, webhookSecret, notify, now }) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  const stateOf = async (preferenceId: string) => {
    if (!sandbox) throw notFound(ORDEN_MSG.sandboxNoEncontrado);
    return sandbox.checkout(preferenceId, now());
  };

  const render = (state: SandboxCheckout, action: string) => {
    if (state.kind === 'inexistente') return null;
    const p = state.preference;
    return sandboxPage({
      titulo: p.titulo,
      total: formatPesos(p.amount),
      action,
      ...(state.kind === 'pagado' || state.kind === 'vencido'
        ? {
            message: MESSAGES[state.kind],
            backUrl: state.kind === 'pagado' ? p.successUrl : p.failureUrl,
          }
        : { leaveUrl: p.failureUrl }),
    });
  };

  app.get(
    '/Pagos/Sandbox/:preferenceId',
    { config: { access: 'public' }, schema: { tags: ['Pagos'], params, hide: true } },
    async (request, reply) => {
      const state = await stateOf(request.params.preferenceId);
      const html = render(state, request.url);
      if (!html) throw notFound(ORDEN_MSG.sandboxNoEncontrado);
      return reply.type('text/html; charset=utf-8').send(html);
    },
  );

  app.post(
    '/Pagos/Sandbox/:preferenceId',
    {
      config: { access: 'public' },
      schema: {
        tags: ['Pagos'],
        params,
        hide: true,
        body: z.object(
          { decision: z.enum(DECISIONS, { error: ORDEN_MSG.sandboxDecisionInvalida }) },
          { error: ORDEN_MSG.sandboxDecisionInvalida },
        ),
      },
    },
    async (request, reply) => {
      const { preferenceId } = request.params;
      const state = await stateOf(preferenceId);
      if (state.kind === 'inexistente') throw notFound(ORDEN_MSG.sandboxNoEncontrado);
      const payment = await sandbox!.decide(
        preferenceId,
        request.body.decision as SandboxDecision,
        now(),
      );
      if (!payment) {
        const html = render(await stateOf(preferenceId), request.url);
        return reply.code(409).type('text/html; charset=utf-8').send(html);
      }
      const requestId = randomUUID();
      const delivered = await notify({
        method: 'POST',
        url: `/api/v1/Pagos/Webhook?data.id=${payment.id}&type=payment`,
        headers: {
          'x-request-id': requestId,
          'x-signature': signWebhook({ secret: webhookSecret, dataId: payment.id, requestId }),
        },
        payload: { action: 'payment.updated', type: 'payment', data: { id: payment.id } },
      });
      // The reconciliation job applies it later if this delivery failed.
      if (delivered.statusCode !== 200)
        request.log.warn({ status: delivered.statusCode, body: delivered.body }, 'sandbox webhook');
      const p = state.preference;
      const back =
        payment.status === 'approved'
          ? p.successUrl
          : payment.status === 'pending'
            ? p.pendingUrl
            : p.failureUrl;
      return reply.redirect(back, 303);
    },
  );
};
