import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ORDEN_MSG,
  type OrdenPendiente,
  type OrdenPendienteView,
  type OrdenView,
} from '@shared/api/checkout';
import type { ListaEsperaView } from '@shared/api/waitlist';
import { entradas, ordenes } from '../../db/schema/index';
import {
  CHECKOUT_NOW,
  comprador,
  crearOrden,
  decidirEnSandbox,
  insertOnSale,
  preferenceIdOf,
  testClock,
} from '../../test/checkout-fixtures';
import { asUser } from '../../test/door-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Issue 15: back from the payment page, a buyer finds their pending purchase instead of
 * holding a second one; they resume it or let it go, and the provider (or the desktop app's
 * pulso:// link) brings them back to the order.
 */
const clock = testClock(CHECKOUT_NOW);
let t: TestApp;
let organizador: number;

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
  organizador = (await t.createUser([0, 2])).idUsuario;
});
afterAll(() => t.close());

let ev: { idEvento: number; idFechas: number[] };
let buyer: string;
beforeEach(async () => {
  clock.set(CHECKOUT_NOW);
  ev = await insertOnSale(t, organizador, [
    { cdTipo: 0, precio: 10000, cantidad: 10 },
    { cdTipo: 2, precio: 30000, cantidad: 4 },
  ]);
  buyer = await t.tokenFor((await t.createUser([0])).idUsuario);
});

const person = async () => t.tokenFor((await t.createUser([0])).idUsuario);
const items = (general: number, vip = 0) =>
  [
    { idFecha: ev.idFechas[0]!, cdTipo: 0, cantidad: general },
    { idFecha: ev.idFechas[0]!, cdTipo: 2, cantidad: vip },
  ].filter((i) => i.cantidad > 0);
const comprar = (token: string, general: number, vip = 0, extra: Record<string, unknown> = {}) =>
  crearOrden(t, token, { idEvento: ev.idEvento, items: items(general, vip), comprador, ...extra });
const pendiente = async (token: string, idEvento = ev.idEvento) => {
  const res = await asUser(t, token, 'GET', `/Orden/GetOrdenPendiente?idEvento=${idEvento}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<OrdenPendienteView>().orden;
};
const cancelar = (token: string, idOrden: number) =>
  asUser(t, token, 'POST', '/Orden/CancelarPendiente', { idOrden });
const vendidas = async () =>
  Object.fromEntries(
    (await t.database.db.select().from(entradas).where(eq(entradas.idFecha, ev.idFechas[0]!))).map(
      (r) => [r.cdTipo, r.vendidas],
    ),
  );
const ordersOf = () =>
  t.database.db
    .select({ idOrden: ordenes.idOrden, estado: ordenes.estado })
    .from(ordenes)
    .where(eq(ordenes.idEvento, ev.idEvento))
    .orderBy(ordenes.idOrden);

describe('resuming a pending purchase', () => {
  it('the same tickets again answer the same order (200), hold nothing more and keep its countdown', async () => {
    const first = await comprar(buyer, 2, 1);
    expect(first.statusCode).toBe(201);
    const orden = first.json<OrdenView>();
    clock.advanceMinutes(3);
    // A fresh /comprar after "back": a new Idempotency-Key, the same tickets in another order.
    const again = await crearOrden(t, buyer, {
      idEvento: ev.idEvento,
      items: [...items(2, 1)].reverse(),
      comprador,
    });
    expect(again.statusCode, again.body).toBe(200);
    const resumed = again.json<OrdenPendiente>();
    expect(resumed).toMatchObject({
      idOrden: orden.idOrden,
      estado: 'pendiente',
      redirectUrl: orden.redirectUrl,
      holdExpiresAt: orden.holdExpiresAt,
      restanteMs: 7 * 60_000,
    });
    expect(await vendidas()).toEqual({ 0: 2, 2: 1 });
    expect(await ordersOf()).toEqual([{ idOrden: orden.idOrden, estado: 'pendiente' }]);
  });

  it('other tickets are a new purchase that replaces it', async () => {
    const orden = (await comprar(buyer, 2)).json<OrdenView>();
    const other = await comprar(buyer, 3);
    expect(other.statusCode).toBe(201);
    expect(other.json<OrdenView>().idOrden).not.toBe(orden.idOrden);
    expect((await ordersOf()).map((o) => o.estado)).toEqual(['expirada', 'pendiente']);
    expect(await vendidas()).toEqual({ 0: 3, 2: 0 });
  });

  it('GET /Orden/GetOrdenPendiente answers the own pending purchase of the event while it holds, and nothing else', async () => {
    expect(await pendiente(buyer)).toBeNull();
    const orden = (await comprar(buyer, 1, 1)).json<OrdenView>();
    clock.advanceMinutes(4);
    const found = await pendiente(buyer);
    expect(found).toMatchObject({
      idOrden: orden.idOrden,
      evento: 'Noche de prueba',
      total: orden.total,
      redirectUrl: orden.redirectUrl,
      restanteMs: 6 * 60_000,
    });
    expect(found!.items.map((i) => [i.dsTipo, i.cantidad])).toEqual([
      ['General', 1],
      ['VIP', 1],
    ]);
    // Someone else has none; another event has none.
    expect(await pendiente(await person())).toBeNull();
    const otro = await insertOnSale(t, organizador, [{ cdTipo: 0, precio: 10000, cantidad: 5 }]);
    expect(await pendiente(buyer, otro.idEvento)).toBeNull();
    // Its hold over (before the job even ran): nothing to resume.
    clock.advanceMinutes(6);
    expect(await pendiente(buyer)).toBeNull();
  });
});

describe('POST /Orden/CancelarPendiente', () => {
  it('lets the stock go at once: vendidas goes back, the order is expirada and no longer offered', async () => {
    const orden = (await comprar(buyer, 3, 2)).json<OrdenView>();
    expect(await vendidas()).toEqual({ 0: 3, 2: 2 });
    const res = await cancelar(buyer, orden.idOrden);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<OrdenView>()).toMatchObject({
      idOrden: orden.idOrden,
      estado: 'expirada',
      redirectUrl: null,
    });
    expect(await vendidas()).toEqual({ 0: 0, 2: 0 });
    expect(await pendiente(buyer)).toBeNull();
    // Cancelled twice: nothing is given back twice.
    const again = await cancelar(buyer, orden.idOrden);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(ORDEN_MSG.cancelarNoPendiente);
    expect(await vendidas()).toEqual({ 0: 0, 2: 0 });
  });

  it('offers what came back to the wait list, as an expired hold does', async () => {
    const orden = (await comprar(buyer, 0, 4)).json<OrdenView>();
    const waiting = await person();
    const joined = await asUser(t, waiting, 'POST', '/ListaEspera/Anotarme', {
      idFecha: ev.idFechas[0]!,
      cdTipo: 2,
    });
    expect(joined.statusCode, joined.body).toBe(200);
    expect((await cancelar(buyer, orden.idOrden)).statusCode).toBe(200);
    const lugares = (await asUser(t, waiting, 'GET', '/ListaEspera/Mias')).json<{
      lugares: ListaEsperaView[];
    }>().lugares;
    expect(lugares[0]).toMatchObject({ estado: 'ofertada' });
    // The offer holds the one ticket it offers; the other three are free again.
    expect(await vendidas()).toEqual({ 0: 0, 2: 1 });
  });

  it("refuses others' orders (404) and paid ones (409), changing nothing", async () => {
    const orden = (await comprar(buyer, 2)).json<OrdenView>();
    const ajena = await cancelar(await person(), orden.idOrden);
    expect(ajena.statusCode).toBe(404);
    expect(ajena.json().detail).toBe(ORDEN_MSG.ordenNoEncontrada);
    expect((await cancelar(buyer, 2_000_000_000)).statusCode).toBe(404);
    expect(await vendidas()).toEqual({ 0: 2, 2: 0 });

    expect((await decidirEnSandbox(t, orden, 'aprobar')).statusCode).toBe(303);
    const paid = await cancelar(buyer, orden.idOrden);
    expect(paid.statusCode).toBe(409);
    expect(paid.json().detail).toBe(ORDEN_MSG.cancelarPagada);
    const [row] = await t.database.db
      .select({ estado: ordenes.estado })
      .from(ordenes)
      .where(and(eq(ordenes.idOrden, orden.idOrden)));
    expect(row!.estado).toBe('pagada');
    expect(await vendidas()).toEqual({ 0: 2, 2: 0 });
  });
});

describe('the way back from the payment page', () => {
  it("a website order: the provider's back URLs and the sandbox's 'volver' open the order's page", async () => {
    const orden = (await comprar(buyer, 1)).json<OrdenView>();
    const page = await t.app.inject({ url: `/api/v1/Pagos/Sandbox/${preferenceIdOf(orden)}` });
    expect(page.body).toContain(
      `<a href="http://localhost:80/mis-entradas?orden=${orden.idOrden}&#38;pago=rechazado">${ORDEN_MSG.sandboxVolverSinPagar}</a>`,
    );
  });

  it('a desktop order: the sandbox page links to pulso://orden/<id> and paying returns there', async () => {
    const made = await comprar(buyer, 1, 0, { retorno: 'desktop' });
    expect(made.statusCode, made.body).toBe(201);
    const orden = made.json<OrdenView>();
    const page = await t.app.inject({ url: `/api/v1/Pagos/Sandbox/${preferenceIdOf(orden)}` });
    expect(page.body).toContain(
      `<a href="pulso://orden/${orden.idOrden}?pago=rechazado">${ORDEN_MSG.sandboxVolverSinPagar}</a>`,
    );
    const paid = await decidirEnSandbox(t, orden, 'aprobar');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`pulso://orden/${orden.idOrden}`);
    // Afterwards the page's "Volver a Pulso" goes to the app too.
    const after = await t.app.inject({ url: `/api/v1/Pagos/Sandbox/${preferenceIdOf(orden)}` });
    expect(after.body).toContain(`<a href="pulso://orden/${orden.idOrden}">`);
  });

  it('refuses an unknown return target', async () => {
    const res = await comprar(buyer, 1, 0, { retorno: 'pulso://otra-cosa' });
    expect(res.statusCode).toBe(400);
  });
});

describe('POST /Orden/ReintentarPago', () => {
  const reintentar = (token: string, idOrden: number, extra: Record<string, unknown> = {}) =>
    asUser(t, token, 'POST', '/Orden/ReintentarPago', { idOrden, ...extra });
  const rechazada = async (general: number, vip = 0) => {
    const orden = (await comprar(buyer, general, vip)).json<OrdenView>();
    expect((await decidirEnSandbox(t, orden, 'rechazar')).statusCode).toBe(303);
    expect(await vendidas()).toEqual({ 0: 0, 2: 0 });
    return orden;
  };

  it('buys the same tickets again as a new order with its own checkout; a second tap answers it', async () => {
    const orden = await rechazada(2, 1);
    clock.advanceMinutes(2);
    const res = await reintentar(buyer, orden.idOrden);
    expect(res.statusCode, res.body).toBe(201);
    const nueva = res.json<OrdenView>();
    expect(nueva.idOrden).not.toBe(orden.idOrden);
    expect(nueva).toMatchObject({ estado: 'pendiente', total: orden.total });
    expect(nueva.redirectUrl).toMatch(/\/Pagos\/Sandbox\//);
    expect(nueva.items.map((i) => [i.dsTipo, i.cantidad])).toEqual([
      ['General', 2],
      ['VIP', 1],
    ]);
    expect(await vendidas()).toEqual({ 0: 2, 2: 1 });
    // The buyer of the first attempt, on the new order.
    const [row] = await t.database.db
      .select()
      .from(ordenes)
      .where(eq(ordenes.idOrden, nueva.idOrden));
    expect(row).toMatchObject({ compradorNumeroId: comprador.numeroId, estado: 'pendiente' });

    const again = await reintentar(buyer, orden.idOrden);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<OrdenView>().idOrden).toBe(nueva.idOrden);
    expect(await vendidas()).toEqual({ 0: 2, 2: 1 });
    expect((await ordersOf()).map((o) => o.estado)).toEqual(['rechazada', 'pendiente']);
  });

  it('refuses past the hold, an order not rejected, and anyone else’s, changing nothing', async () => {
    const orden = await rechazada(1);
    const otro = await reintentar(await person(), orden.idOrden);
    expect(otro.statusCode).toBe(404);
    expect(otro.json().detail).toBe(ORDEN_MSG.ordenNoEncontrada);

    clock.advanceMinutes(11);
    const tarde = await reintentar(buyer, orden.idOrden);
    expect(tarde.statusCode).toBe(409);
    expect(tarde.json().detail).toBe(ORDEN_MSG.reintentoVencido);

    const pendienteAun = (await comprar(buyer, 1)).json<OrdenView>();
    const noRechazada = await reintentar(buyer, pendienteAun.idOrden);
    expect(noRechazada.statusCode).toBe(409);
    expect(noRechazada.json().detail).toBe(ORDEN_MSG.reintentoNoRechazada);
    expect((await ordersOf()).map((o) => o.estado)).toEqual(['rechazada', 'pendiente']);
    expect(await vendidas()).toEqual({ 0: 1, 2: 0 });
  });
});
