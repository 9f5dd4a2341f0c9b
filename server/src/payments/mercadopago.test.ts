import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ORDEN_MSG, type OrdenView } from '@shared/api/checkout';
import { entradas, ordenes, reembolsos, tickets } from '../db/schema/index';
import {
  comprador,
  crearOrden,
  insertOnSale,
  SANDBOX_SECRET,
  testClock,
  webhook,
} from '../test/checkout-fixtures';
import { startFakeMercadoPago } from '../test/fake-mercadopago';
import { createTestApp, type TestApp } from '../test/test-app';

const ACCESS_TOKEN = 'APP_USR-test-token';
const MP_SECRET = 'mercadopago-webhook-secret-0123456789';

let mp: Awaited<ReturnType<typeof startFakeMercadoPago>>;
let t: TestApp;
const clock = testClock();
let token: string;
let organizador: number;
let ev: { idEvento: number; idFechas: number[] };

beforeAll(async () => {
  mp = await startFakeMercadoPago(ACCESS_TOKEN);
  t = await createTestApp(
    {
      MP_ACCESS_TOKEN: ACCESS_TOKEN,
      MP_WEBHOOK_SECRET: MP_SECRET,
      MP_API_URL: mp.url,
      PUBLIC_URL: 'https://pulso.example',
    },
    { now: clock.now },
  );
  organizador = (await t.createUser([0, 2])).idUsuario;
  token = await t.tokenFor((await t.createUser([0])).idUsuario);
});
afterAll(async () => {
  await t.close();
  await mp.close();
});

beforeEach(async () => {
  clock.set(new Date('2030-01-01T12:00:00-03:00'));
  ev = await insertOnSale(t, organizador, [
    { cdTipo: 0, precio: 10000, cantidad: 10 },
    { cdTipo: 2, precio: 25000, cantidad: 2 },
  ]);
});

const comprar = async (items: Array<{ cdTipo: number; cantidad: number }>, key?: string) => {
  const res = await crearOrden(
    t,
    token,
    {
      idEvento: ev.idEvento,
      items: items.map((i) => ({ idFecha: ev.idFechas[0]!, ...i })),
      comprador,
    },
    key,
  );
  return res;
};
const estado = async (idOrden: number) =>
  (await t.database.db.select().from(ordenes).where(eq(ordenes.idOrden, idOrden)))[0]!.estado;

describe('MercadoPago adapter (official SDK against a fake API on loopback)', () => {
  it('creates a preference from the order: items, fee, reference, back URLs, webhook, expiry', async () => {
    const res = await comprar([
      { cdTipo: 0, cantidad: 2 },
      { cdTipo: 2, cantidad: 1 },
    ]);
    expect(res.statusCode).toBe(201);
    const orden = res.json<OrdenView>();
    expect(orden.provider).toBe('mercadopago');
    const call = mp.requests.filter((r) => r.path === '/checkout/preferences').at(-1)!;
    expect(call.headers.authorization).toBe(`Bearer ${ACCESS_TOKEN}`);
    expect(call.headers['x-idempotency-key']).toBe(`pulso-orden-${orden.idOrden}`);
    const body = call.body as Record<string, unknown>;
    expect(body.items).toEqual([
      expect.objectContaining({
        title: 'Noche de prueba – General – viernes 4 de enero',
        quantity: 2,
        unit_price: 10000,
        currency_id: 'ARS',
      }),
      expect.objectContaining({
        title: 'Noche de prueba – VIP – viernes 4 de enero',
        quantity: 1,
        unit_price: 25000,
      }),
      expect.objectContaining({ title: 'Cargo por servicio', quantity: 1, unit_price: 4500 }),
    ]);
    const items = body.items as Array<{ quantity: number; unit_price: number }>;
    expect(items.reduce((s, i) => s + i.quantity * i.unit_price, 0)).toBe(orden.total);
    expect(body).toMatchObject({
      external_reference: String(orden.idOrden),
      notification_url: 'https://pulso.example/api/v1/Pagos/Webhook',
      back_urls: {
        success: `https://pulso.example/mis-entradas?orden=${orden.idOrden}`,
        pending: `https://pulso.example/mis-entradas?orden=${orden.idOrden}&pago=pendiente`,
        failure: `https://pulso.example/mis-entradas?orden=${orden.idOrden}&pago=rechazado`,
      },
      auto_return: 'approved',
      expires: true,
      expiration_date_to: orden.holdExpiresAt,
    });
    expect(orden.redirectUrl).toMatch(
      /^https:\/\/www\.mercadopago\.com\.ar\/checkout\/v1\/redirect\?pref_id=/,
    );
  });

  it('applies an approved payment from a webhook signed with MP_WEBHOOK_SECRET only', async () => {
    const orden = (await comprar([{ cdTipo: 0, cantidad: 3 }])).json<OrdenView>();
    const payment = mp.pay(orden.idOrden, orden.total);
    expect((await webhook(t, payment.id, SANDBOX_SECRET)).statusCode).toBe(401);
    expect(await estado(orden.idOrden)).toBe('pendiente');
    const res = await webhook(t, payment.id, MP_SECRET);
    expect(res.statusCode).toBe(200);
    expect(await estado(orden.idOrden)).toBe('pagada');
    expect(
      await t.database.db.select().from(tickets).where(eq(tickets.idOrden, orden.idOrden)),
    ).toHaveLength(3);
    const fetched = mp.requests.filter((r) => r.path === `/v1/payments/${payment.id}`);
    expect(fetched.length).toBeGreaterThan(0);
  });

  it('a rejected payment releases the hold', async () => {
    const orden = (await comprar([{ cdTipo: 2, cantidad: 2 }])).json<OrdenView>();
    const payment = mp.pay(orden.idOrden, orden.total, 'rejected');
    await webhook(t, payment.id, MP_SECRET);
    expect(await estado(orden.idOrden)).toBe('rechazada');
    const vip = await t.database.db
      .select()
      .from(entradas)
      .where(eq(entradas.idFecha, ev.idFechas[0]!));
    expect(vip.find((r) => r.cdTipo === 2)!.vendidas).toBe(0);
  });

  it('refunds a late payment with no stock left through MercadoPago', async () => {
    const orden = (await comprar([{ cdTipo: 2, cantidad: 2 }])).json<OrdenView>();
    clock.advanceMinutes(11);
    await t.app.pagos.expireHolds();
    const other = (await comprar([{ cdTipo: 2, cantidad: 2 }])).json<OrdenView>();
    await webhook(t, mp.pay(other.idOrden, other.total).id, MP_SECRET);
    expect(await estado(other.idOrden)).toBe('pagada');

    const late = mp.pay(orden.idOrden, orden.total);
    await webhook(t, late.id, MP_SECRET);
    expect(await estado(orden.idOrden)).toBe('reembolsada');
    expect(mp.refunds).toContainEqual(
      expect.objectContaining({ paymentId: late.id, amount: orden.total }),
    );
    const refundCall = mp.requests.find((r) => r.path === `/v1/payments/${late.id}/refunds`)!;
    expect(refundCall.headers['x-idempotency-key']).toBe(`pulso-reembolso-${late.id}`);
    const [refund] = await t.database.db
      .select()
      .from(reembolsos)
      .where(eq(reembolsos.idOrden, orden.idOrden));
    expect(refund).toMatchObject({ estado: 'hecho', monto: orden.total });
    expect(refund!.providerRefundId).toBe(String(mp.refunds.at(-1)!.id));
  });

  it('reconciliation finds a payment by external reference when no webhook came', async () => {
    const orden = (await comprar([{ cdTipo: 0, cantidad: 1 }])).json<OrdenView>();
    mp.pay(orden.idOrden, orden.total);
    clock.advanceMinutes(16);
    expect(await t.app.pagos.reconcile(15)).toBeGreaterThanOrEqual(1);
    expect(await estado(orden.idOrden)).toBe('pagada');
    const search = mp.requests.filter((r) => r.path === '/v1/payments/search');
    expect(search.length).toBeGreaterThan(0);
  });

  it('keeps the hold when MercadoPago refuses the preference (502), and a retry opens it', async () => {
    mp.failPreferences(true);
    const first = await comprar([{ cdTipo: 0, cantidad: 1 }], 'reintento-mp-0001');
    expect(first.statusCode).toBe(502);
    expect(first.json().detail).toBe(ORDEN_MSG.proveedorNoDisponible);
    mp.failPreferences(false);
    const retry = await comprar([{ cdTipo: 0, cantidad: 1 }], 'reintento-mp-0001');
    expect(retry.statusCode).toBe(200);
    expect(retry.json<OrdenView>().redirectUrl).toMatch(/pref_id=/);
    const rows = await t.database.db
      .select()
      .from(entradas)
      .where(eq(entradas.idFecha, ev.idFechas[0]!));
    expect(rows.find((r) => r.cdTipo === 0)!.vendidas).toBe(1);
  });

  it('has no sandbox page while MercadoPago is the provider', async () => {
    const page = await t.app.inject({ url: '/api/v1/Pagos/Sandbox/sbxprefcualquiera' });
    expect(page.statusCode).toBe(404);
  });
});
