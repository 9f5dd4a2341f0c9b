import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VentasEvento, VentasPorDia } from '@shared/api/after-sale';
import type { OrdenView } from '@shared/api/checkout';
import { MSG } from '@shared/messages';
import { codigosDescuento } from '../../db/schema/index';
import {
  CHECKOUT_NOW,
  comprador,
  crearOrden,
  decidirEnSandbox,
  insertOnSale,
  NIGHT,
  testClock,
} from '../../test/checkout-fixtures';
import { buyPaid, holdOrder } from '../../test/paid-order';
import { createTestApp, type TestApp } from '../../test/test-app';

const SECOND_NIGHT = '2030-01-05T23:00:00-03:00';
const clock = testClock(CHECKOUT_NOW);
let t: TestApp;
let idEvento: number;
let idFechas: number[];
let idOrganizador: number;
const token: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
  const organizador = await t.createUser([0, 2]);
  idOrganizador = organizador.idUsuario;
  token.organizador = await t.tokenFor(organizador.idUsuario);
  token.otro = await t.tokenFor((await t.createUser([0, 2])).idUsuario);
  token.admin = await t.tokenFor((await t.createUser([1])).idUsuario);
  for (const name of ['a', 'b', 'c', 'd', 'e'])
    token[name] = await t.tokenFor((await t.createUser([0])).idUsuario);
  ({ idEvento, idFechas } = await insertOnSale(
    t,
    organizador.idUsuario,
    [
      { cdTipo: 0, precio: 10000, cantidad: 100 },
      { cdTipo: 1, precio: 8000, cantidad: 3 },
      { cdTipo: 2, precio: 20000, cantidad: 10 },
    ],
    { nombre: 'Noche de ventas', dias: [NIGHT, SECOND_NIGHT] },
  ));
  const [n1] = idFechas as [number, number];
  // The early birds first: General opens when they sell out (the template's tanda).
  await buyPaid(t, token.b!, idEvento, [{ idFecha: n1, cdTipo: 1, cantidad: 3 }]);
  await buyPaid(t, token.a!, idEvento, [
    { idFecha: n1, cdTipo: 0, cantidad: 2 },
    { idFecha: n1, cdTipo: 2, cantidad: 1 },
  ]);
  // The organiser raises the price: the next sale is at 12000, the earlier ones stay at 10000.
  const raised = await t.app.inject({
    method: 'PUT',
    url: '/api/v1/Entrada/UpdateEntrada',
    headers: { authorization: `Bearer ${token.organizador}` },
    payload: { idFecha: n1, tipo: 0, precio: 12000 },
  });
  expect(raised.statusCode).toBe(200);
  await buyPaid(t, token.c!, idEvento, [{ idFecha: n1, cdTipo: 0, cantidad: 1 }]);
  // Held right now (pending), and a rejected payment: neither is a sale.
  await holdOrder(t, token.d!, idEvento, [{ idFecha: n1, cdTipo: 0, cantidad: 4 }]);
  const rejected = await holdOrder(t, token.e!, idEvento, [
    { idFecha: n1, cdTipo: 2, cantidad: 2 },
  ]);
  expect((await decidirEnSandbox(t, rejected, 'rechazar')).statusCode).toBe(303);
});
afterAll(() => t.close());

const ventas = (id: number | string, tok?: string) =>
  t.app.inject({
    url: `/api/v1/Evento/GetVentas?IdEvento=${id}`,
    headers: tok ? { authorization: `Bearer ${tok}` } : {},
  });

describe('GET /Evento/GetVentas', () => {
  it('counts each day and type from paid orders, at the price each ticket was sold for', async () => {
    const res = await ventas(idEvento, token.organizador);
    expect(res.statusCode).toBe(200);
    const body = res.json<VentasEvento>();
    expect(body).toMatchObject({ idEvento, nombre: 'Noche de ventas' });
    const [n1, n2] = idFechas as [number, number];
    expect(
      body.filas.map((f) => [
        f.idFecha,
        f.dsTipo,
        f.precio,
        f.vendidas,
        f.total,
        f.stock,
        f.restantes,
      ]),
    ).toEqual([
      // General: 3 sold (2 × 10000 + 1 × 12000), 4 held; its early bird's 3 use its total too.
      // Each tanda's steps in order: the early bird, then its kind.
      [n1, 'General Early Bird', 8000, 3, 24000, 3, 0],
      [n1, 'General', 12000, 3, 32000, 100, 90],
      [n1, 'VIP', 20000, 1, 20000, 10, 9],
      // The second night's General waits for its early bird to sell out (the template's tanda).
      [n2, 'General Early Bird', 8000, 0, 0, 3, 3],
      [n2, 'General', 10000, 0, 0, 100, 0],
      [n2, 'VIP', 20000, 0, 0, 10, 10],
    ]);
    expect(body.filas[0]!.dia).toBe(new Date(NIGHT).toISOString());
    expect(body.totalEntradas).toBe(7);
    expect(body.totalRecaudado).toBe(76000);
  });

  it('lets an administrator read it too', async () => {
    const res = await ventas(idEvento, token.admin);
    expect(res.statusCode).toBe(200);
    expect(res.json<VentasEvento>().totalEntradas).toBe(7);
  });

  it("answers another organiser's or a missing event with 404 'No se encontró el evento.'", async () => {
    for (const res of [
      await ventas(idEvento, token.otro),
      await ventas(999999, token.organizador),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ detail: MSG.eventoNoEncontrado });
    }
  });

  it('refuses attendees (403) and guests (401), and a bad id (400)', async () => {
    expect((await ventas(idEvento, token.a)).statusCode).toBe(403);
    expect((await ventas(idEvento)).statusCode).toBe(401);
    expect((await ventas('abc', token.organizador)).statusCode).toBe(400);
  });

  it('never counts the stock counter as sales: only orders are', async () => {
    const { idEvento: other } = await insertOnSale(
      t,
      idOrganizador,
      [{ cdTipo: 0, precio: 5000, cantidad: 10, vendidas: 10 }],
      { nombre: 'Sin órdenes' },
    );
    const body = (await ventas(other, token.organizador)).json<VentasEvento>();
    expect(body.filas.map((f) => [f.vendidas, f.total, f.stock, f.restantes])).toEqual([
      [0, 0, 10, 0],
    ]);
    expect(body.totalEntradas).toBe(0);
  });
});

describe('GET /Evento/GetVentasPorDia', () => {
  const porDia = (id: number, tok: string) =>
    t.app.inject({
      url: `/api/v1/Evento/GetVentasPorDia?IdEvento=${id}`,
      headers: { authorization: `Bearer ${tok}` },
    });

  it('every day since the opening, tickets per type and revenue less discounts, and the codes used', async () => {
    // A second day of sales, one with a discount code (10 % off 2 VIP).
    await t.database.db.insert(codigosDescuento).values({
      idEvento,
      codigo: 'AMIGOS10',
      tipo: 'porcentaje',
      valor: 10,
    });
    clock.set(new Date('2030-01-02T10:00:00-03:00'));
    try {
      const buyer = await t.tokenFor((await t.createUser([0])).idUsuario);
      const res = await crearOrden(t, buyer, {
        idEvento,
        items: [{ idFecha: idFechas[0]!, cdTipo: 2, cantidad: 2 }],
        comprador,
        codigo: 'amigos10',
      });
      expect(res.statusCode).toBe(201);
      expect((await decidirEnSandbox(t, res.json<OrdenView>(), 'aprobar')).statusCode).toBe(303);

      const body = (await porDia(idEvento, token.organizador!)).json<VentasPorDia>();
      expect(body.tipos.map((x) => x.dsTipo)).toEqual(['General Early Bird', 'General', 'VIP']);
      // Sales opened 30 days before the first night (2029-12-05) and run to today.
      expect(body.dias[0]!.dia).toBe('2029-12-05');
      expect(body.dias.at(-1)!.dia).toBe('2030-01-02');
      expect(body.dias).toHaveLength(29);
      expect(body.dias.slice(0, -2).every((d) => d.cantidad === 0 && d.recaudado === 0)).toBe(true);
      const [first, second] = body.dias.slice(-2);
      // 2 General at 10,000 + 1 VIP at 20,000; 3 early birds at 8,000; 1 General at 12,000.
      expect(first).toEqual({
        dia: '2030-01-01',
        porTipo: [
          { cdTipo: 1, cantidad: 3 },
          { cdTipo: 0, cantidad: 3 },
          { cdTipo: 2, cantidad: 1 },
        ],
        cantidad: 7,
        enPuerta: 0,
        recaudado: 76000,
      });
      // 2 VIP at 20,000 less 10 %.
      expect(second).toEqual({
        dia: '2030-01-02',
        porTipo: [
          { cdTipo: 1, cantidad: 0 },
          { cdTipo: 0, cantidad: 0 },
          { cdTipo: 2, cantidad: 2 },
        ],
        cantidad: 2,
        enPuerta: 0,
        recaudado: 36000,
      });
      expect(body.codigos).toEqual([{ codigo: 'AMIGOS10', usos: 1, descuento: 4000 }]);

      expect((await porDia(idEvento, token.otro!)).statusCode).toBe(404);
      expect((await porDia(idEvento, token.admin!)).statusCode).toBe(200);
    } finally {
      clock.set(CHECKOUT_NOW);
    }
  });
});
