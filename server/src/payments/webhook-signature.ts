import { createHmac } from 'node:crypto';
import { WebhookSignatureValidator } from 'mercadopago';

/**
 * MercadoPago's webhook signature (x-signature: `ts=<seconds>,v1=<hex>`), the HMAC-SHA256 of
 * the manifest `id:<data.id>;request-id:<x-request-id>;ts:<ts>;` with the webhook secret. The
 * sandbox signs its notifications the same way, so one verifier serves both providers.
 * An alphanumeric data.id enters the manifest lower-cased, as MercadoPago documents.
 */
export function signWebhook(opts: {
  secret: string;
  dataId: string;
  requestId: string;
  ts?: number;
}): string {
  const ts = opts.ts ?? Math.floor(Date.now() / 1000);
  const manifest = `id:${opts.dataId.toLowerCase()};request-id:${opts.requestId};ts:${ts};`;
  const v1 = createHmac('sha256', opts.secret).update(manifest).digest('hex');
  return `ts=${ts},v1=${v1}`;
}

/**
 * True when the signature is the secret's (constant-time compare, by the official SDK's
 * validator) and its timestamp within `toleranceSeconds` of `now`.
 */
export function verifyWebhook(opts: {
  secret: string;
  signature: string | string[] | undefined;
  requestId: string | string[] | undefined;
  dataId: string | undefined;
  toleranceSeconds: number;
  now?: () => number;
}): boolean {
  try {
    WebhookSignatureValidator.validate({
      xSignature: opts.signature,
      xRequestId: opts.requestId,
      dataId: opts.dataId?.toLowerCase(),
      secret: opts.secret,
      toleranceSeconds: opts.toleranceSeconds,
      now: opts.now,
    });
    return true;
  } catch {
    return false;
  }
}
