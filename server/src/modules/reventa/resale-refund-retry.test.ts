import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListaEsperaView } from '@shared/api/waitlist';
import { pagos, reembolsos, tickets } from '../../db/schema/index';
import { CHECKOUT_NOW, insertOnSale, testClock, webhook } from '../../test/checkout-fixtures';
import { asUser } from '../../test/door-fixtures';
import { startFakeMercadoPago } from '../../test/fake-mercadopago';
import { startFlakyProxy } from '../../test/flaky-proxy';
import { buyPaidWithMercadoPago } from '../../test/paid-order';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * A resale paid through MercadoPago (the fake on loopback, behind a proxy that refuses one
 * call): the seller's refund of the resale price goes to the very payment that bought the
 * ticket, for that amount only; refused once, the ticket still moves, the refund shows as
 * fallido and the refund job's pass after its backoff completes it.
 */
const SECRET = 'mp-webhook-secret-for-tests-0123456789';
const ACCESS_TOKEN = 'TEST-0000-access-token';
const clock = testClock(CHECKOUT_NOW);
let mp: Awaited<ReturnType<typeof startFakeMercadoPago>>;
let proxy: Awaited<ReturnType<typeof startFlakyProxy>>;
let t: TestApp;

beforeAll(async () => {
  mp = await startFakeMercadoPago(ACCESS_TOKEN);
  proxy = await startFlakyProxy(mp.url);
  t = await createTestApp(
    { MP_ACCESS_TOKEN: ACCESS_TOKEN, MP_WEBHOOK_SECRET: SECRET, MP_API_URL: proxy.url },
    { now: clock.now },
  );
});
afterAll(async () => {
  await t.close();
  await proxy.close();
  await mp.close();
});

async function person() {
  const u = await t.createUser([0]);
  return { ...u, token: await t.tokenFor(u.idUsuario) };
}

describe('the seller refund of a resale', () => {
  it('goes back to the original payment for the resale price, and is retried until it does', async () => {
    const owner = await t.createUser([0, 2]);
    const ev = await insertOnSale(t, owner.idUsuario, [{ cdTipo: 0, precio: 15000, cantidad: 1 }], {
      nombre: 'Reventa con MercadoPago',
    });
    const idFecha = ev.idFechas[0]!;
    const seller = await person();
    const fan = await person();
    const orden = await buyPaidWithMercadoPago(t, mp, SECRET, seller.token, ev.idEvento, [
      { idFecha, cdTipo: 0, cantidad: 1 },
    ]);
    expect(
      (await asUser(t, fan.token, 'POST', '/ListaEspera/Anotarme', { idFecha, cdTipo: 0 }))
        .statusCode,
    ).toBe(200);
    const listed = await asUser(t, seller.token, 'POST', '/Entrada/Revender', {
      idTicket: orden.tickets[0]!.idTicket,
      precio: 12000,
    });
    expect(listed.statusCode, listed.body).toBe(200);
    const [place] = (await asUser(t, fan.token, 'GET', '/ListaEspera/Mias')).json<{
      lugares: ListaEsperaView[];
    }>().lugares;
    expect(place!.oferta).toMatchObject({ precio: 12000, cargoServicio: 1200, total: 13200 });
    expect(place!.oferta!.redirectUrl).toBeTruthy();

    proxy.refuse('POST', /^\/v1\/payments\/[^/]+\/refunds$/, 1, 400, {
      message: 'later',
      status: 400,
    });
    const payment = mp.pay(place!.oferta!.idOrden, 13200);
    expect((await webhook(t, payment.id, SECRET)).statusCode).toBe(200);

    // The ticket moved although the refund was refused.
    const fanTickets = await t.database.db
      .select()
      .from(tickets)
      .where(eq(tickets.idUsuario, fan.idUsuario));
    expect(fanTickets).toHaveLength(1);
    const refund = async () =>
      (
        await t.database.db.select().from(reembolsos).where(eq(reembolsos.idOrden, orden.idOrden))
      )[0]!;
    expect(await refund()).toMatchObject({ estado: 'fallido', attempts: 1, monto: 12000 });
    expect(mp.refunds).toEqual([]);

    clock.set(new Date(CHECKOUT_NOW.getTime() + 3 * 60_000));
    expect(await t.app.pagos.retryRefunds()).toEqual({ hecho: 1, fallido: 0 });
    expect(await refund()).toMatchObject({ estado: 'hecho', monto: 12000 });
    const [sellerPayment] = await t.database.db
      .select()
      .from(pagos)
      .where(eq(pagos.idOrden, orden.idOrden));
    expect(mp.refunds).toEqual([
      expect.objectContaining({ paymentId: sellerPayment!.providerPaymentId, amount: 12000 }),
    ]);
  });
});
