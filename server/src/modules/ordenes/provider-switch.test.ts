import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReembolsosEvento } from '@shared/api/after-sale';
import type { OrdenView } from '@shared/api/checkout';
import { buildApp } from '../../app';
import { ordenes, pagos, reembolsos } from '../../db/schema/index';
import { createSandboxProvider } from '../../payments/sandbox-provider';
import {
  CHECKOUT_NOW,
  insertOnSale,
  preferenceIdOf,
  testClock,
} from '../../test/checkout-fixtures';
import { startFakeMercadoPago } from '../../test/fake-mercadopago';
import { buyPaid, buyPaidWithMercadoPago, holdOrder } from '../../test/paid-order';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * A database outlives its configuration: orders paid through the sandbox stay when the server
 * is restarted with MercadoPago, and the other way round. Refunds and reconciliation go to the
 * provider each order was made with (ordenes.provider), not to today's.
 */
const ACCESS_TOKEN = 'TEST-switch-access-token';
const MP_SECRET = 'mp-webhook-secret-for-the-switch-0123';
const clock = testClock(CHECKOUT_NOW);
let mp: Awaited<ReturnType<typeof startFakeMercadoPago>>;
/** The server as first configured: the embedded sandbox. */
let sandboxed: TestApp;
/** The same database served again with MercadoPago configured. */
let withMp: FastifyInstance;
let owner: { idUsuario: number; token: string };
let buyer: string;

beforeAll(async () => {
  mp = await startFakeMercadoPago(ACCESS_TOKEN);
  sandboxed = await createTestApp({}, { now: clock.now });
  const { config } = sandboxed;
  withMp = await buildApp(
    {
      ...config,
      payments: {
        ...config.payments,
        mpAccessToken: ACCESS_TOKEN,
        mpWebhookSecret: MP_SECRET,
        mpApiUrl: mp.url,
      },
    },
    { database: sandboxed.database, mediaStore: sandboxed.mediaStore, now: clock.now },
  );
  await withMp.ready();
  const o = await sandboxed.createUser([0, 2]);
  owner = { idUsuario: o.idUsuario, token: await sandboxed.tokenFor(o.idUsuario) };
  buyer = await sandboxed.tokenFor((await sandboxed.createUser([0])).idUsuario);
});
afterAll(async () => {
  await withMp.close();
  await sandboxed.close();
  await mp.close();
});

const db = () => sandboxed.database.db;
const cancelar = (app: FastifyInstance, idEvento: number) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/Evento/CancelarEvento',
    headers: { authorization: `Bearer ${owner.token}` },
    payload: { idEvento, motivo: 'Cambio de planes.' },
  });
const refundOf = async (idOrden: number) =>
  (await db().select().from(reembolsos).where(eq(reembolsos.idOrden, idOrden)))[0]!;
const estado = async (idOrden: number) =>
  (await db().select().from(ordenes).where(eq(ordenes.idOrden, idOrden)))[0]!.estado;

describe('orders made with the sandbox, after the server moved to MercadoPago', () => {
  it('are reconciled and refunded through the sandbox, never through MercadoPago', async () => {
    const ev = await insertOnSale(sandboxed, owner.idUsuario, [
      { cdTipo: 0, precio: 10000, cantidad: 20 },
    ]);
    const items = [{ idFecha: ev.idFechas[0]!, cdTipo: 0, cantidad: 1 }];
    const paid = await buyPaid(sandboxed, buyer, ev.idEvento, items);
    // Approved at the sandbox, but its notification never arrived.
    const unnotified = await holdOrder(sandboxed, buyer, ev.idEvento, items);
    await createSandboxProvider(db()).decide(preferenceIdOf(unnotified), 'aprobar', clock.now());

    clock.advanceMinutes(16);
    expect(await withMp.pagos.reconcile(15)).toBe(1);
    expect(await estado(unnotified.idOrden)).toBe('pagada');
    expect(mp.requests).toEqual([]);

    const res = await cancelar(withMp, ev.idEvento);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ReembolsosEvento>().lineas.map((l) => [l.idOrden, l.estado])).toEqual([
      [paid.idOrden, 'pendiente'],
      [unnotified.idOrden, 'pendiente'],
    ]);
    // No job queue here: the refund pass of the MercadoPago server attempts them.
    expect(await withMp.pagos.retryRefunds()).toEqual({ hecho: 2, fallido: 0 });
    const refunded = await createSandboxProvider(db()).refunds();
    for (const orden of [paid, unnotified]) {
      const [pago] = await db().select().from(pagos).where(eq(pagos.idOrden, orden.idOrden));
      expect(pago!.provider).toBe('sandbox');
      expect(refunded).toContainEqual({
        paymentId: pago!.providerPaymentId,
        refundId: (await refundOf(orden.idOrden)).providerRefundId,
        amount: orden.total,
      });
      expect(await estado(orden.idOrden)).toBe('reembolsada');
    }
    expect(mp.refunds).toEqual([]);
    expect(mp.requests).toEqual([]);
  });
});

describe('an order paid with MercadoPago', () => {
  it('cannot be refunded by a server without MercadoPago; the job finishes it where it was paid', async () => {
    const ev = await insertOnSale(sandboxed, owner.idUsuario, [
      { cdTipo: 0, precio: 12000, cantidad: 20 },
    ]);
    const orden: OrdenView = await buyPaidWithMercadoPago(
      { ...sandboxed, app: withMp },
      mp,
      MP_SECRET,
      buyer,
      ev.idEvento,
      [{ idFecha: ev.idFechas[0]!, cdTipo: 0, cantidad: 2 }],
    );
    expect(orden.provider).toBe('mercadopago');

    // Cancelled on the sandbox-only server: the money cannot go back the sandbox's way.
    expect((await cancelar(sandboxed.app, ev.idEvento)).statusCode).toBe(200);
    expect(await sandboxed.app.pagos.retryRefunds()).toEqual({ hecho: 0, fallido: 1 });
    const failed = await refundOf(orden.idOrden);
    expect(failed).toMatchObject({ estado: 'fallido', attempts: 1 });
    expect(failed.lastError).toContain('mercadopago');
    expect(await createSandboxProvider(db()).refunds()).not.toContainEqual(
      expect.objectContaining({ amount: orden.total }),
    );

    clock.advanceMinutes(3);
    expect(await withMp.pagos.retryRefunds()).toEqual({ hecho: 1, fallido: 0 });
    expect(mp.refunds).toEqual([
      { id: expect.any(Number), paymentId: expect.any(String), amount: orden.total },
    ]);
    expect(await estado(orden.idOrden)).toBe('reembolsada');
  });
});
