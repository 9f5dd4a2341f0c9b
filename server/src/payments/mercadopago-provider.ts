import { MercadoPagoConfig, Payment, PaymentRefund, Preference } from 'mercadopago';
import { AppConfig } from 'mercadopago/dist/utils/config/index.js';
import { PAYMENT_ITEM_TEXT } from '@shared/texts/checkout';
import type { PaymentProvider, ProviderPayment } from './provider';

interface MpPayment {
  id?: string | number;
  status?: string;
  external_reference?: string;
  transaction_amount?: number;
}

const toPayment = (p: MpPayment): ProviderPayment => ({
  id: String(p.id),
  status: p.status ?? 'unknown',
  externalReference: p.external_reference ?? '',
  amount: Math.round(p.transaction_amount ?? 0),
  raw: p,
});

const notFound = (err: unknown) =>
  typeof err === 'object' && err !== null && (err as { status?: number }).status === 404;

/**
 * MercadoPago through its official SDK (Checkout Pro). The SDK reads its base URL from a
 * static (`AppConfig.BASE_URL`); MP_API_URL sets it, so tests run against a fake MercadoPago
 * on loopback. One process talks to one MercadoPago API.
 */
export function createMercadoPagoProvider(opts: {
  accessToken: string;
  apiUrl: string;
  timeoutMs?: number;
}): PaymentProvider {
  // Declared readonly in the SDK's types, but a plain static it reads on every request.
  (AppConfig as { BASE_URL: string }).BASE_URL = opts.apiUrl;
  const client = new MercadoPagoConfig({
    accessToken: opts.accessToken,
    options: { timeout: opts.timeoutMs ?? 10_000 },
  });
  const preferences = new Preference(client);
  const payments = new Payment(client);
  const refunds = new PaymentRefund(client);

  return {
    name: 'mercadopago',

    async createPreference(input) {
      const created = await preferences.create({
        body: {
          items: [
            ...input.items.map((item, i) => ({
              id: `item-${i + 1}`,
              title: item.titulo,
              quantity: item.cantidad,
              unit_price: item.precioUnitario,
              currency_id: 'ARS',
            })),
            ...(input.cargoServicio > 0
              ? [
                  {
                    id: 'cargo-servicio',
                    title: PAYMENT_ITEM_TEXT.cargoServicio,
                    quantity: 1,
                    unit_price: input.cargoServicio,
                    currency_id: 'ARS',
                  },
                ]
              : []),
          ],
          external_reference: String(input.idOrden),
          payer: { email: input.payerEmail },
          back_urls: input.backUrls,
          auto_return: 'approved',
          notification_url: input.notificationUrl,
          expires: true,
          expiration_date_to: input.expiresAt.toISOString(),
          date_of_expiration: input.expiresAt.toISOString(),
          statement_descriptor: 'PULSO',
        },
        // One preference per order, whoever retries.
        requestOptions: { idempotencyKey: `pulso-orden-${input.idOrden}` },
      });
      if (!created.id || !created.init_point)
        throw new Error('MercadoPago answered a preference without id or init_point');
      return { preferenceId: created.id, redirectUrl: created.init_point };
    },

    async getPayment(paymentId) {
      try {
        return toPayment(await payments.get({ id: paymentId }));
      } catch (err) {
        if (notFound(err)) return null;
        throw err;
      }
    },

    async refund(paymentId, amount) {
      const refund = await refunds.create({
        payment_id: paymentId,
        body: { amount },
        // A retried refund of the same payment is the same refund.
        requestOptions: { idempotencyKey: `pulso-reembolso-${paymentId}` },
      });
      return { refundId: String(refund.id) };
    },

    async searchPaymentsByReference(externalReference) {
      const found = await payments.search({
        options: { external_reference: externalReference, sort: 'date_created', criteria: 'asc' },
      });
      return (found.results ?? []).map((p) => toPayment(p as MpPayment));
    },
  };
}
