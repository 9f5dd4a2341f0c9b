import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ORDEN_MSG, type OrdenView, type TicketPublicKey } from '@shared/api/checkout';
import { verifyTicketCode } from '@shared/domain/ticket-code';
import { formatOrderNumber } from '@shared/format/order-number';
import {
  entradas,
  ordenes,
  outbox,
  pagos,
  reembolsos,
  sandboxPagos,
  tickets,
} from '../../db/schema/index';
import {
  comprador,
  crearOrden,
  decidirEnSandbox,
  insertOnSale,
  preferenceIdOf,
  SANDBOX_SECRET,
  testClock,
  webhook,
} from '../../test/checkout-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { startJobQueue } from '../../jobs/job-queue';
import type { PaymentJobsResult } from '../../jobs/payment-jobs';
import { pulsoJobs } from '../../jobs/pulso-jobs';
import { createPagosService } from './pagos-service';
import { createSandboxProvider } from '../../payments/sandbox-provider';
import { createTicketSigner, resolveTicketSigningKey } from '../../tickets/ticket-signer';

let t: TestApp;
const clock = testClock();
let organizador: number;
let buyer: { idUsuario: number; correo: string };
let token: string;
let ev: { idEvento: number; idFechas: number[] };

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
  organizador = (await t.createUser([0, 2])).idUsuario;
  buyer = await t.createUser([0]);
  token = await t.tokenFor(buyer.idUsuario);
});
afterAll(() => t.close());

beforeEach(async () => {
  clock.set(new Date('2030-01-01T12:00:00-03:00'));
  ev = await insertOnSale(t, organizador, [
    { cdTipo: 0, precio: 10000, cantidad: 4 },
    { cdTipo: 2, precio: 30000, cantidad: 2 },
  ]);
});

const db = () => t.database.db;
/** The order's number as mails show it (shared/format/order-number.ts). */
const numeroDe = async (idOrden: number) =>
  formatOrderNumber(
    (await db().select().from(ordenes).where(eq(ordenes.idOrden, idOrden)))[0]!.numero,
  );
const comprar = async (items: Array<{ cdTipo: number; cantidad: number }>) => {
  const res = await crearOrden(t, token, {
    idEvento: ev.idEvento,
    items: items.map((i) => ({ idFecha: ev.idFechas[0]!, ...i })),
    comprador,
  });
  expect(res.statusCode).toBe(201);
  return res.json<OrdenView>();
};
const ordenRow = async (id: number) =>
  (await db().select().from(ordenes).where(eq(ordenes.idOrden, id)))[0]!;
const vendidas = async () =>
  Object.fromEntries(
    (await db().select().from(entradas).where(eq(entradas.idFecha, ev.idFechas[0]!))).map((r) => [
      r.cdTipo,
      r.vendidas,
    ]),
  );
const ticketsOf = (idOrden: number) =>
  db().select().from(tickets).where(eq(tickets.idOrden, idOrden));
const mailsTo = (correo: string) =>
  db().select().from(outbox).where(eq(outbox.destinatario, correo));
const paymentOf = async (idOrden: number) =>
  (
    await db()
      .select()
      .from(sandboxPagos)
      .where(eq(sandboxPagos.externalReference, String(idOrden)))
  )[0]!;
const getOrden = (id: number) =>
  t.app
    .inject({
      url: `/api/v1/Orden/GetOrden?idOrden=${id}`,
      headers: { authorization: `Bearer ${token}` },
    })
    .then((r) => r.json<OrdenView>());

describe('the sandbox provider', () => {
  it('serves its own Spanish page with the three choices, under the CSP', async () => {
    const orden = await comprar([{ cdTipo: 0, cantidad: 2 }]);
    const page = await t.app.inject({ url: `/api/v1/Pagos/Sandbox/${preferenceIdOf(orden)}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    for (const text of [
      ORDEN_MSG.sandboxAprobar,
      ORDEN_MSG.sandboxRechazar,
      ORDEN_MSG.sandboxPendiente,
    ])
      expect(page.body).toContain(
        `value="${text === ORDEN_MSG.sandboxAprobar ? 'aprobar' : text === ORDEN_MSG.sandboxRechazar ? 'rechazar' : 'pendiente'}">${text}</button>`,
      );
    expect(page.body).toContain('$\u00a022.000');
    expect(page.body).not.toContain('<script');
    const missing = await t.app.inject({ url: '/api/v1/Pagos/Sandbox/sbxprefnoexiste' });
    expect(missing.statusCode).toBe(404);
  });

  it('approving pays the order in one go: tickets, signed codes, confirmation mail, back to /mis-entradas', async () => {
    const orden = await comprar([
      { cdTipo: 0, cantidad: 2 },
      { cdTipo: 2, cantidad: 1 },
    ]);
    const res = await decidirEnSandbox(t, orden, 'aprobar');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`http://localhost:80/mis-entradas?orden=${orden.idOrden}`);

    const row = await ordenRow(orden.idOrden);
    expect(row.estado).toBe('pagada');
    expect(row.paidAt?.toISOString()).toBe(clock.now().toISOString());
    const issued = await ticketsOf(orden.idOrden);
    expect(issued.map((x) => x.cdTipo).sort()).toEqual([0, 0, 2]);
    expect(new Set(issued.map((x) => x.codigo)).size).toBe(3);
    expect(await vendidas()).toEqual({ 0: 2, 2: 1 });
    const [pago] = await db().select().from(pagos).where(eq(pagos.idOrden, orden.idOrden));
    expect(pago).toMatchObject({ provider: 'sandbox', status: 'approved', amount: orden.total });

    const key = (
      await t.app.inject({ url: '/api/v1/Entrada/ClavePublica' })
    ).json<TicketPublicKey>();
    expect(key).toMatchObject({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA' });
    const claims = await verifyTicketCode(issued[0]!.codigo, key);
    expect(claims).toMatchObject({
      tid: issued[0]!.uid,
      idEvento: ev.idEvento,
      idFecha: ev.idFechas[0],
      cdTipo: issued[0]!.cdTipo,
    });

    const mails = await mailsTo(buyer.correo);
    const confirmation = mails.find((m) => m.asunto === 'Tus entradas para Noche de prueba');
    expect(confirmation?.cuerpo).toContain(
      `Tu compra N.º ${await numeroDe(orden.idOrden)} para Noche de prueba está confirmada.`,
    );
    expect(confirmation?.cuerpo).toContain(
      '2 x General – viernes 4 de enero, 23:00 – $\u00a010.000 c/u',
    );
    expect(confirmation?.cuerpo).toContain(
      'Cargo por servicio: $\u00a05.000\nTotal: $\u00a055.000',
    );

    const view = await getOrden(orden.idOrden);
    expect(view.estado).toBe('pagada');
    expect(view.redirectUrl).toBeNull();
    expect(view.tickets.map((x) => x.codigo).sort()).toEqual(issued.map((x) => x.codigo).sort());
    expect(view.tickets[0]).toMatchObject({ evento: 'Noche de prueba', idEvento: ev.idEvento });

    // The page now says it is paid and offers no buttons.
    const page = await t.app.inject({ url: `/api/v1/Pagos/Sandbox/${preferenceIdOf(orden)}` });
    expect(page.body).toContain(ORDEN_MSG.sandboxPagado);
    expect(page.body).not.toContain('<button');
  });

  it("rejecting gives the stock back and sends the buyer to the order's page", async () => {
    const orden = await comprar([{ cdTipo: 0, cantidad: 3 }]);
    expect(await vendidas()).toEqual({ 0: 3, 2: 0 });
    const res = await decidirEnSandbox(t, orden, 'rechazar');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(
      `http://localhost:80/mis-entradas?orden=${orden.idOrden}&pago=rechazado`,
    );
    expect((await ordenRow(orden.idOrden)).estado).toBe('rechazada');
    expect(await vendidas()).toEqual({ 0: 0, 2: 0 });
    expect(await ticketsOf(orden.idOrden)).toHaveLength(0);
  });

  it('leaving it pending changes nothing until the payment is decided', async () => {
    const orden = await comprar([{ cdTipo: 2, cantidad: 2 }]);
    const res = await decidirEnSandbox(t, orden, 'pendiente');
    expect(res.headers.location).toBe(
      `http://localhost:80/mis-entradas?orden=${orden.idOrden}&pago=pendiente`,
    );
    expect((await ordenRow(orden.idOrden)).estado).toBe('pendiente');
    expect(await vendidas()).toEqual({ 0: 0, 2: 2 });
    await decidirEnSandbox(t, orden, 'aprobar');
    expect((await ordenRow(orden.idOrden)).estado).toBe('pagada');
    expect(await ticketsOf(orden.idOrden)).toHaveLength(2);
    // One payment, first pending then approved.
    const rows = await db().select().from(pagos).where(eq(pagos.idOrden, orden.idOrden));
    expect(rows.map((p) => p.status)).toEqual(['approved']);
  });

  it('refuses a decision that is not one of the three (400), and a new payment after expiry', async () => {
    const orden = await comprar([{ cdTipo: 0, cantidad: 1 }]);
    const bad = await t.app.inject({
      method: 'POST',
      url: `/api/v1/Pagos/Sandbox/${preferenceIdOf(orden)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'decision=regalar',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toBe(ORDEN_MSG.sandboxDecisionInvalida);
    clock.advanceMinutes(11);
    const late = await decidirEnSandbox(t, orden, 'aprobar');
    expect(late.statusCode).toBe(409);
    expect(late.body).toContain(ORDEN_MSG.sandboxVencido);
    expect(
      await db()
        .select()
        .from(sandboxPagos)
        .where(eq(sandboxPagos.externalReference, String(orden.idOrden))),
    ).toHaveLength(0);
  });
  it('stores the checkouts opened at once in one insert, each with its own page', async () => {
    // The database as the provider sees it, counting its inserts.
    let inserts = 0;
    const counting = new Proxy(db(), {
      get: (target, prop, receiver) =>
        prop === 'insert'
          ? (...args: Parameters<typeof target.insert>) => {
              inserts += 1;
              return target.insert(...args);
            }
          : Reflect.get(target, prop, receiver),
    });
    const sandbox = createSandboxProvider(counting);
    const idOrdenes = [990_001, 990_002, 990_003, 990_004, 990_005];
    const opened = await Promise.all(
      idOrdenes.map((idOrden) =>
        sandbox.createPreference({
          idOrden,
          titulo: 'Noche de prueba',
          items: [{ titulo: 'General', cantidad: 1, precioUnitario: 10000 }],
          cargoServicio: 1000,
          total: 11000 + idOrden - 990_000,
          expiresAt: clock.now(),
          backUrls: { success: 'http://x/ok', failure: 'http://x/no', pending: 'http://x/p' },
          notificationUrl: 'http://pulso.test/api/v1/Pagos/Webhook',
          payerEmail: 'comprador@pulso.test',
        }),
      ),
    );
    // The first alone; the four opened meanwhile together.
    expect(inserts).toBe(2);
    expect(new Set(opened.map((o) => o.preferenceId)).size).toBe(5);
    for (const [i, o] of opened.entries()) {
      expect(o.redirectUrl).toBe(`http://pulso.test/api/v1/Pagos/Sandbox/${o.preferenceId}`);
      const page = await sandbox.checkout(o.preferenceId, new Date(0));
      expect(page.kind).toBe('abierto');
      if (page.kind === 'abierto') {
        expect(page.preference.externalReference).toBe(String(idOrdenes[i]));
        expect(page.preference.amount).toBe(11000 + i + 1);
      }
    }
  });
});

describe('POST /Pagos/Webhook', () => {
  it('changes nothing for a forged, missing or stale signature (401)', async () => {
    const orden = await comprar([{ cdTipo: 0, cantidad: 1 }]);
    await decidirEnSandbox(t, orden, 'pendiente');
    const payment = await paymentOf(orden.idOrden);
    await db()
      .update(sandboxPagos)
      .set({ status: 'approved' })
      .where(eq(sandboxPagos.id, payment.id));
    const before = (await db().select().from(pagos)).length;

    const forged = await webhook(t, payment.id, 'not-the-secret-0123456789');
    expect(forged.statusCode).toBe(401);
    expect(forged.json().detail).toBe(ORDEN_MSG.firmaInvalida);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: `/api/v1/Pagos/Webhook?data.id=${payment.id}&type=payment`,
      payload: { type: 'payment', data: { id: payment.id } },
    });
    expect(unsigned.statusCode).toBe(401);
    const stale = await webhook(t, payment.id, SANDBOX_SECRET, {
      ts: Math.floor(Date.now() / 1000) - 3600,
    });
    expect(stale.statusCode).toBe(401);
    // A signature for another payment id does not carry over.
    const requestId = 'req-1';
    const { signWebhook } = await import('../../payments/webhook-signature');
    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/v1/Pagos/Webhook?data.id=${payment.id}&type=payment`,
      headers: {
        'x-request-id': requestId,
        'x-signature': signWebhook({ secret: SANDBOX_SECRET, dataId: 'otro', requestId }),
      },
      payload: { type: 'payment', data: { id: payment.id } },
    });
    expect(moved.statusCode).toBe(401);

    expect((await db().select().from(pagos)).length).toBe(before);
    expect((await ordenRow(orden.idOrden)).estado).toBe('pendiente');
    expect(await ticketsOf(orden.idOrden)).toHaveLength(0);

    const genuine = await webhook(t, payment.id, SANDBOX_SECRET);
    expect(genuine.statusCode).toBe(200);
    expect(genuine.json()).toEqual({ recibido: true });
    expect((await ordenRow(orden.idOrden)).estado).toBe('pagada');
  });

  it('issues one set of tickets however many times a payment is confirmed', async () => {
    const orden = await comprar([{ cdTipo: 0, cantidad: 2 }]);
    await decidirEnSandbox(t, orden, 'aprobar');
    const payment = await paymentOf(orden.idOrden);
    const replies = await Promise.all(
      Array.from({ length: 5 }, () => webhook(t, payment.id, SANDBOX_SECRET)),
    );
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await ticketsOf(orden.idOrden)).toHaveLength(2);
    const numero = await numeroDe(orden.idOrden);
    expect(
      (await mailsTo(buyer.correo)).filter((m) => m.cuerpo.includes(`N.º ${numero} `)),
    ).toHaveLength(1);
    expect(await db().select().from(pagos).where(eq(pagos.idOrden, orden.idOrden))).toHaveLength(1);
  });

  it('acknowledges other topics and unknown payments without changes', async () => {
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/v1/Pagos/Webhook?data.id=123&type=merchant_order',
      headers: {
        'x-request-id': 'r',
        'x-signature': (await import('../../payments/webhook-signature')).signWebhook({
          secret: SANDBOX_SECRET,
          dataId: '123',
          requestId: 'r',
        }),
      },
      payload: {},
    });
    expect(other.statusCode).toBe(200);
    const unknown = await webhook(t, 'sbxpaynoexiste', SANDBOX_SECRET);
    expect(unknown.statusCode).toBe(200);
  });
});

describe('holds', () => {
  it('an expired hold returns its stock exactly once', async () => {
    const orden = await comprar([
      { cdTipo: 0, cantidad: 3 },
      { cdTipo: 2, cantidad: 1 },
    ]);
    await decidirEnSandbox(t, orden, 'pendiente');
    expect(await t.app.pagos.expireHolds()).toBe(0);
    clock.advanceMinutes(10);
    // Orders other tests left pending expire with it (same clock).
    expect(await t.app.pagos.expireHolds()).toBeGreaterThanOrEqual(1);
    expect((await ordenRow(orden.idOrden)).estado).toBe('expirada');
    expect(await vendidas()).toEqual({ 0: 0, 2: 0 });
    expect(await t.app.pagos.expireHolds()).toBe(0);
    expect(await vendidas()).toEqual({ 0: 0, 2: 0 });
    // The pending payment rejected afterwards gives nothing back twice.
    expect((await decidirEnSandbox(t, orden, 'rechazar')).statusCode).toBe(303);
    expect((await paymentOf(orden.idOrden)).status).toBe('rejected');
    expect((await getOrden(orden.idOrden)).estado).toBe('expirada');
    expect(await vendidas()).toEqual({ 0: 0, 2: 0 });
  });

  it('a payment after the hold is accepted while stock remains', async () => {
    const orden = await comprar([{ cdTipo: 0, cantidad: 2 }]);
    await decidirEnSandbox(t, orden, 'pendiente');
    clock.advanceMinutes(15);
    await t.app.pagos.expireHolds();
    expect(await vendidas()).toEqual({ 0: 0, 2: 0 });
    await decidirEnSandbox(t, orden, 'aprobar');
    expect((await ordenRow(orden.idOrden)).estado).toBe('pagada');
    expect(await vendidas()).toEqual({ 0: 2, 2: 0 });
    expect(await ticketsOf(orden.idOrden)).toHaveLength(2);
  });

  it('a payment after the hold with no stock left is refunded through the provider', async () => {
    const orden = await comprar([{ cdTipo: 2, cantidad: 2 }]);
    await decidirEnSandbox(t, orden, 'pendiente');
    clock.advanceMinutes(15);
    await t.app.pagos.expireHolds();
    // Someone else buys the last VIP tickets meanwhile.
    const other = await comprar([{ cdTipo: 2, cantidad: 2 }]);
    await decidirEnSandbox(t, other, 'aprobar');

    await decidirEnSandbox(t, orden, 'aprobar');
    const row = await ordenRow(orden.idOrden);
    expect(row.estado).toBe('reembolsada');
    expect(await ticketsOf(orden.idOrden)).toHaveLength(0);
    expect(await vendidas()).toEqual({ 0: 0, 2: 2 });
    const [refund] = await db()
      .select()
      .from(reembolsos)
      .where(eq(reembolsos.idOrden, orden.idOrden));
    expect(refund).toMatchObject({ estado: 'hecho', monto: orden.total, attempts: 1 });
    const payment = await paymentOf(orden.idOrden);
    expect(payment).toMatchObject({ status: 'refunded', refundId: refund!.providerRefundId });
    const mail = (await mailsTo(buyer.correo)).find(
      (m) => m.asunto === 'Reembolso de tu compra para Noche de prueba',
    );
    expect(mail?.cuerpo).toContain('no quedaban entradas disponibles');
    expect(mail?.cuerpo).toContain('Te devolvemos $\u00a066.000');
    expect((await getOrden(orden.idOrden)).reembolso).toEqual({
      estado: 'hecho',
      monto: orden.total,
    });
  });
});

describe('jobs', () => {
  it('the job queue runs the three passes (PGlite: one process, no lock to take)', async () => {
    const orden = await comprar([{ cdTipo: 0, cantidad: 1 }]);
    clock.advanceMinutes(11);
    const results: PaymentJobsResult[] = [];
    const queue = await startJobQueue({
      database: t.database,
      jobs: pulsoJobs({
        database: t.database,
        pagos: t.app.pagos,
        intervals: { lifecycleMs: 3_600_000, paymentsMs: 3_600_000 },
        reconcileAfterMinutes: 15,
        mail: null,
        onPayments: (r) => results.push(r),
      }),
    });
    for (let i = 0; i < 400 && results.length === 0; i += 1)
      await new Promise((resolve) => setTimeout(resolve, 25));
    await queue.stop();
    expect(results).toHaveLength(1);
    expect(results[0]!.expiradas).toBeGreaterThanOrEqual(1);
    expect(results[0]!.reembolsos).toEqual({ hecho: 0, fallido: 0 });
    expect((await ordenRow(orden.idOrden)).estado).toBe('expirada');
  });

  it('reconciliation applies an approval whose notification never arrived', async () => {
    const orden = await comprar([{ cdTipo: 0, cantidad: 1 }]);
    await decidirEnSandbox(t, orden, 'pendiente');
    const payment = await paymentOf(orden.idOrden);
    // Approved at the provider, but the webhook is lost.
    await db()
      .update(sandboxPagos)
      .set({ status: 'approved' })
      .where(eq(sandboxPagos.id, payment.id));
    expect(await t.app.pagos.reconcile(15)).toBe(0);
    clock.advanceMinutes(16);
    expect(await t.app.pagos.reconcile(15)).toBe(1);
    expect((await ordenRow(orden.idOrden)).estado).toBe('pagada');
    expect(await ticketsOf(orden.idOrden)).toHaveLength(1);
    // Looked at again only after another 15 minutes; nothing new either way.
    expect(await t.app.pagos.reconcile(15)).toBe(0);
  });

  it('a refund the provider refuses is retried with backoff until it goes through', async () => {
    const orden = await comprar([{ cdTipo: 2, cantidad: 2 }]);
    await decidirEnSandbox(t, orden, 'aprobar');
    const [pago] = await db().select().from(pagos).where(eq(pagos.idOrden, orden.idOrden));
    await db()
      .update(ordenes)
      .set({ estado: 'reembolso_pendiente' })
      .where(eq(ordenes.idOrden, orden.idOrden));
    await db().insert(reembolsos).values({
      idOrden: orden.idOrden,
      idPago: pago!.idPago,
      monto: orden.total,
      motivo: 'prueba',
      nextAttemptAt: clock.now(),
    });
    let failures = 2;
    const sandbox = (await import('../../payments/sandbox-provider')).createSandboxProvider(db());
    const flaky = {
      ...sandbox,
      refund: async (id: string, amount: number) => {
        if (failures-- > 0) throw new Error('proveedor caído');
        return sandbox.refund(id, amount);
      },
    };
    const service = createPagosService({
      db: db(),
      provider: flaky,
      signer: createTicketSigner(resolveTicketSigningKey(null, t.config.dataDir)),
      now: clock.now,
      siteUrl: null,
    });
    expect(await service.retryRefunds()).toEqual({ hecho: 0, fallido: 1 });
    const refund = async () =>
      (await db().select().from(reembolsos).where(eq(reembolsos.idOrden, orden.idOrden)))[0]!;
    expect(await refund()).toMatchObject({
      estado: 'fallido',
      attempts: 1,
      lastError: 'proveedor caído',
    });
    expect((await refund()).nextAttemptAt.getTime() - clock.now().getTime()).toBe(2 * 60_000);
    // Not before its backoff.
    expect(await service.retryRefunds()).toEqual({ hecho: 0, fallido: 0 });
    clock.advanceMinutes(2);
    expect(await service.retryRefunds()).toEqual({ hecho: 0, fallido: 1 });
    expect((await refund()).nextAttemptAt.getTime() - clock.now().getTime()).toBe(4 * 60_000);
    clock.advanceMinutes(4);
    expect(await service.retryRefunds()).toEqual({ hecho: 1, fallido: 0 });
    expect(await refund()).toMatchObject({ estado: 'hecho', attempts: 3, lastError: null });
    expect((await ordenRow(orden.idOrden)).estado).toBe('reembolsada');
    expect(
      await db()
        .select()
        .from(sandboxPagos)
        .where(
          and(eq(sandboxPagos.id, pago!.providerPaymentId), eq(sandboxPagos.status, 'refunded')),
        ),
    ).toHaveLength(1);
  });
});

describe('ticket holders', () => {
  it('lists each holder of a paid order of the event once', async () => {
    const orden = await comprar([{ cdTipo: 0, cantidad: 2 }]);
    await decidirEnSandbox(t, orden, 'aprobar');
    await comprar([{ cdTipo: 0, cantidad: 1 }]); // pending: not a holder yet
    const { createOrdenesService } = await import('./ordenes-service');
    const service = createOrdenesService({
      db: db(),
      provider: (await import('../../payments/sandbox-provider')).createSandboxProvider(db()),
      feeRate: 0.1,
      holdMinutes: 10,
      now: clock.now,
    });
    expect(await service.ticketHolders(db(), ev.idEvento)).toEqual([buyer.correo]);
    const mine = await service.ticketsOf(buyer.idUsuario);
    expect(mine.filter((x) => x.idEvento === ev.idEvento)).toHaveLength(2);
    const one = await service.ticketOf(buyer.idUsuario, mine[0]!.idTicket);
    expect(one).toEqual(mine[0]);
    expect(await service.ticketOf(organizador, mine[0]!.idTicket)).toBeNull();
  });
});

describe('ticket codes', () => {
  it('a tampered code, or one checked with another key, is refused', async () => {
    const orden = await comprar([{ cdTipo: 0, cantidad: 1 }]);
    await decidirEnSandbox(t, orden, 'aprobar');
    const [ticket] = await ticketsOf(orden.idOrden);
    const key = (
      await t.app.inject({ url: '/api/v1/Entrada/ClavePublica' })
    ).json<TicketPublicKey>();
    const [header, payload, signature] = ticket!.codigo.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forgedPayload = Buffer.from(JSON.stringify({ ...claims, cdTipo: 2 })).toString(
      'base64url',
    );
    expect(await verifyTicketCode(`${header}.${forgedPayload}.${signature}`, key)).toBeNull();
    const flipped =
      signature!.slice(0, 10) + (signature![10] === 'A' ? 'B' : 'A') + signature!.slice(11);
    expect(await verifyTicketCode(`${header}.${payload}.${flipped}`, key)).toBeNull();
    expect(await verifyTicketCode('no-es-un-codigo', key)).toBeNull();
    const { generateKeyPairSync } = await import('node:crypto');
    const otherSigner = createTicketSigner(generateKeyPairSync('ed25519').privateKey);
    expect(await verifyTicketCode(ticket!.codigo, otherSigner.publicJwk)).toBeNull();
    expect(await verifyTicketCode(otherSigner.sign(claims), key)).toBeNull();
  });
});
