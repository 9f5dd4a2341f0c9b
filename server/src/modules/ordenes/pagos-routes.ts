import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ORDEN_MSG, webhookAckSchema, type WebhookAck } from '@shared/api/checkout';
import { HttpProblem, unauthorized } from '../../plugins/problem';
import { verifyWebhook } from '../../payments/webhook-signature';
import type { PagosService } from './pagos-service';

const query = z
  .object({
    'data.id': z.string().max(64).optional(),
    type: z.string().max(64).optional(),
    topic: z.string().max(64).optional(),
    id: z.string().max(64).optional(),
  })
  .loose();

const body = z
  .object({
    type: z.string().max(64).optional(),
    action: z.string().max(64).optional(),
    // MercadoPago's payment ids outgrow int4; never stored as a number, only compared as text.
    data: z
      .object({
        id: z.union([z.string().max(64), z.number().int().min(0).max(Number.MAX_SAFE_INTEGER)]),
      })
      .optional(),
  })
  .loose()
  .optional();

/**
 * POST /Pagos/Webhook: MercadoPago's notifications (and the sandbox's, signed the same way).
 * Public, but nothing happens unless the x-signature verifies; then the payment is fetched
 * from the provider (the notification itself is never trusted) and applied. Other topics are
 * acknowledged and ignored.
 */
export const pagosRoutes: FastifyPluginAsyncZod<{
  pagos: PagosService;
  webhookSecret: string;
  toleranceSeconds: number;
}> = async (app, { pagos, webhookSecret, toleranceSeconds }) => {
  app.post(
    '/Pagos/Webhook',
    {
      config: { access: 'public' },
      schema: {
        tags: ['Pagos'],
        querystring: query,
        body,
        response: { 200: webhookAckSchema },
      },
    },
    async (request): Promise<WebhookAck> => {
      const q = request.query;
      const dataId = q['data.id'] ?? q.id ?? request.body?.data?.id?.toString();
      const verified = verifyWebhook({
        secret: webhookSecret,
        signature: request.headers['x-signature'],
        requestId: request.headers['x-request-id'],
        dataId,
        toleranceSeconds,
      });
      if (!verified) throw unauthorized(ORDEN_MSG.firmaInvalida);
      const topic = q.type ?? q.topic ?? request.body?.type;
      if (topic !== 'payment' || !dataId) return { recibido: true };
      try {
        const outcome = await pagos.processPayment(dataId);
        request.log.info({ paymentId: dataId, outcome }, 'payment notification applied');
      } catch (err) {
        request.log.error({ err, paymentId: dataId }, 'payment notification failed');
        // Not 2xx: the provider retries the notification (and reconciliation catches up).
        throw new HttpProblem(502, ORDEN_MSG.proveedorNoDisponible);
      }
      return { recibido: true };
    },
  );
};
