import { randomBytes } from 'node:crypto';
import type { PaymentProvider as ProviderName } from '@shared/domain/orders';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { createMercadoPagoProvider } from './mercadopago-provider';
import type { PaymentProvider } from './provider';
import { createSandboxProvider, type SandboxProvider } from './sandbox-provider';

export interface Payments {
  provider: PaymentProvider;
  /** Set when the embedded sandbox is the provider (its page and decisions). */
  sandbox: SandboxProvider | null;
  /** The secret webhooks are signed with (MercadoPago's, or the sandbox's). */
  webhookSecret: string;
  /**
   * The provider an existing order was made with (ordenes.provider), for its refunds and
   * reconciliation: a database keeps orders made before the configuration changed. The
   * sandbox's payments live in this database, so it is always reachable; MercadoPago only
   * with its token (null otherwise).
   */
  providerFor(name: ProviderName): PaymentProvider | null;
}

/**
 * MercadoPago when MP_ACCESS_TOKEN (and MP_WEBHOOK_SECRET) are set, otherwise the embedded
 * sandbox. The sandbox signs the notifications it sends itself, so its secret may be made
 * up at start when SANDBOX_WEBHOOK_SECRET is not set.
 */
export function createPayments(config: Config, db: Db): Payments {
  const p = config.payments;
  if (p.mpAccessToken && p.mpWebhookSecret) {
    const mercadopago = createMercadoPagoProvider({
      accessToken: p.mpAccessToken,
      apiUrl: p.mpApiUrl,
    });
    // Only for orders paid before MercadoPago was configured: no page, no new checkouts.
    const earlierSandbox = createSandboxProvider(db);
    return {
      provider: mercadopago,
      sandbox: null,
      webhookSecret: p.mpWebhookSecret,
      providerFor: (name) => (name === 'mercadopago' ? mercadopago : earlierSandbox),
    };
  }
  const sandbox = createSandboxProvider(db);
  return {
    provider: sandbox,
    sandbox,
    webhookSecret: p.sandboxWebhookSecret ?? randomBytes(32).toString('base64url'),
    providerFor: (name) => (name === 'sandbox' ? sandbox : null),
  };
}
