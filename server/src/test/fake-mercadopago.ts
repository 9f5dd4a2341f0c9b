import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A fake MercadoPago API on loopback, speaking the REST calls the official SDK makes
 * (preferences, payments, payment search, refunds) and checking the bearer token. Tests set
 * payments on it the way MercadoPago would record them and read what Pulso asked for.
 */
export interface FakePayment {
  id: string;
  status: string;
  external_reference: string;
  transaction_amount: number;
}

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown> | null;
}

export async function startFakeMercadoPago(accessToken: string) {
  const requests: RecordedRequest[] = [];
  const payments = new Map<string, FakePayment>();
  const refunds: Array<{ id: number; paymentId: string; amount: number }> = [];
  let failPreferences = false;
  let next = 1000;

  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      // The SDK writes some paths with a trailing slash (/checkout/preferences/).
      url.pathname = url.pathname.replace(/(.)\/+$/, '$1');
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
      requests.push({ method: req.method ?? '', path: url.pathname, headers: req.headers, body });
      const send = (status: number, data: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(data));
      };
      if (req.headers.authorization !== `Bearer ${accessToken}`)
        return send(401, { message: 'invalid_token', status: 401 });

      if (req.method === 'POST' && url.pathname === '/checkout/preferences') {
        if (failPreferences) return send(400, { message: 'invalid items', status: 400 });
        const id = `123456-pref-${next++}`;
        return send(201, {
          ...body,
          id,
          init_point: `https://www.mercadopago.com.ar/checkout/v1/redirect?pref_id=${id}`,
        });
      }
      if (req.method === 'GET' && url.pathname === '/v1/payments/search') {
        const ref = url.searchParams.get('external_reference');
        const results = [...payments.values()].filter((p) => p.external_reference === ref);
        return send(200, { results, paging: { total: results.length, limit: 30, offset: 0 } });
      }
      const refundMatch = /^\/v1\/payments\/([^/]+)\/refunds$/.exec(url.pathname);
      if (req.method === 'POST' && refundMatch) {
        const payment = payments.get(refundMatch[1]!);
        if (!payment) return send(404, { message: 'Payment not found', status: 404 });
        const amount = Number(body?.amount ?? payment.transaction_amount);
        const refund = { id: next++, paymentId: payment.id, amount };
        refunds.push(refund);
        payment.status = 'refunded';
        return send(201, { id: refund.id, payment_id: payment.id, amount, status: 'approved' });
      }
      const paymentMatch = /^\/v1\/payments\/([^/]+)$/.exec(url.pathname);
      if (req.method === 'GET' && paymentMatch) {
        const payment = payments.get(paymentMatch[1]!);
        return payment
          ? send(200, payment)
          : send(404, { message: 'Payment not found', status: 404 });
      }
      return send(404, { message: 'not found', status: 404 });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    refunds,
    /** Records a payment as MercadoPago would (the buyer paid on its checkout). */
    pay(externalReference: number, amount: number, status = 'approved'): FakePayment {
      const payment = {
        id: String(next++),
        status,
        external_reference: String(externalReference),
        transaction_amount: amount,
      };
      payments.set(payment.id, payment);
      return payment;
    },
    failPreferences(fail: boolean) {
      failPreferences = fail;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
