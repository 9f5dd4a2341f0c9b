import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  BoleteriaDia,
  Caja,
  CajaResumen,
  PreciosPuertaDia,
  VentasRegistradas,
} from '@shared/api/boleteria';
import type { CobroQr } from '@shared/api/boleteria';
import type { PuertaCambios, PuertaEventos, PuertaSnapshot } from '@shared/api/door';
import type { Liquidacion } from '@shared/api/settlement';
import type { VentasEvento, VentasPorDia } from '@shared/api/after-sale';
import { BOLETERIA_MSG } from '@shared/texts/boleteria';
import {
  entradas,
  ordenes,
  outbox,
  productoraMiembros,
  productoras,
  tickets,
  eventos,
} from '../../db/schema/index';
import { insertOnSale, testClock } from '../../test/checkout-fixtures';
import { DOOR_OPEN_AT } from '../../test/door-fixtures';
import { boleteria, cajaConCupo, generalOnDoorSale, ventaDe } from '../../test/box-office-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * The box office (docs/decisions/0094-box-office.md), on PGlite and PostgreSQL: who sells, door
 * prices, allotments taken from the day's stock, sales recorded once (a replayed sync records
 * nothing again), the cierre de caja, and the organiser's cajas.
 */
const clock = testClock(DOOR_OPEN_AT);
let t: TestApp;
let org: { idUsuario: number; token: string };
let vendedora: { idUsuario: number; token: string };
let validador: { idUsuario: number; token: string };
let ev: { idEvento: number; idFechas: number[] };
let general: number;

const member = async (roles: Array<0 | 2>) => {
  const u = await t.createUser(roles);
  return { idUsuario: u.idUsuario, token: await t.tokenFor(u.idUsuario) };
};

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
  org = await member([0, 2]);
  vendedora = await member([0]);
  validador = await member([0]);
  ev = await insertOnSale(t, org.idUsuario, [
    { cdTipo: 0, precio: 10000, cantidad: 10 },
    { cdTipo: 2, precio: 20000, cantidad: 5 },
  ]);
  const [productora] = await t.database.db
    .insert(productoras)
    .values({ nombre: 'Boletería SRL', creadaPor: org.idUsuario })
    .returning();
  await t.database.db.insert(productoraMiembros).values([
    { idProductora: productora!.idProductora, idUsuario: org.idUsuario, rol: 'duenio' },
    { idProductora: productora!.idProductora, idUsuario: vendedora.idUsuario, rol: 'boleteria' },
    { idProductora: productora!.idProductora, idUsuario: validador.idUsuario, rol: 'validador' },
  ]);
  await t.database.db
    .update(eventos)
    .set({ idProductora: productora!.idProductora })
    .where(eq(eventos.idEvento, ev.idEvento));
}, 60_000);
afterAll(() => t.close());

describe('the box office at the door', () => {
  it('the door app opens for the team roles that work the door; only the owner and the boletería sell', async () => {
    const eventosDe = async (token: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/v1/Puerta/Eventos',
          headers: { authorization: `Bearer ${token}` },
        })
      )
        .json<PuertaEventos>()
        .eventos.find((e) => e.idEvento === ev.idEvento);
    expect((await eventosDe(vendedora.token))?.vende).toBe(true);
    expect((await eventosDe(validador.token))?.vende).toBe(false);
    expect((await eventosDe(org.token))?.vende).toBe(true);
    const stranger = await member([0]);
    expect(await eventosDe(stranger.token)).toBeUndefined();

    const refused = await boleteria(t, validador.token, 'GET', `Dia?IdFecha=${ev.idFechas[0]}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe(BOLETERIA_MSG.sinPermiso);
  });

  it('the organiser puts types on door sale at a price; a bad price changes nothing', async () => {
    const idFecha = ev.idFechas[0]!;
    const [row] = await t.database.db
      .select({ idEntrada: entradas.idEntrada })
      .from(entradas)
      .where(and(eq(entradas.idFecha, idFecha), eq(entradas.cdTipo, 0)));
    general = row!.idEntrada;
    const mal = await boleteria(t, org.token, 'PUT', 'Precios', {
      idFecha,
      precios: [{ idEntrada: general, precioPuerta: -5 }],
    });
    expect(mal.statusCode).toBe(400);
    expect(mal.body).toContain(BOLETERIA_MSG.precioPuerta);
    const ok = await boleteria(t, org.token, 'PUT', 'Precios', {
      idFecha,
      precios: [{ idEntrada: general, precioPuerta: 12000 }],
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const dia = (
      await boleteria(t, vendedora.token, 'GET', `Dia?IdFecha=${idFecha}`)
    ).json<BoleteriaDia>();
    expect(dia.tipos.map((x) => [x.dsTipo, x.precioPuerta, x.disponibles])).toEqual([
      ['General', 12000, 10],
    ]);
    expect(dia.caja).toBeNull();
    // A boletería member cannot set prices.
    const ajeno = await boleteria(t, vendedora.token, 'PUT', 'Precios', {
      idFecha,
      precios: [{ idEntrada: general, precioPuerta: 1 }],
    });
    expect(ajeno.statusCode).toBe(403);
  });

  it('the organiser reads every day with all its types and their door price; a boletería member or another organiser cannot', async () => {
    // Another event's earlier night does not count among this event's days.
    await insertOnSale(t, org.idUsuario, [{ cdTipo: 0, precio: 1000, cantidad: 1 }], {
      dias: ['2030-01-03T23:00:00-03:00'],
    });
    const precios = await boleteria(t, org.token, 'GET', `Precios?IdEvento=${ev.idEvento}`);
    expect(precios.statusCode, precios.body).toBe(200);
    const dias = precios.json<PreciosPuertaDia[]>();
    expect(dias.map((d) => [d.idFecha, d.nroFecha])).toEqual(
      ev.idFechas.map((idFecha, i) => [idFecha, i + 1]),
    );
    // Types off door sale too (null), so the organiser can put them on it.
    expect(dias[0]!.tipos.map((x) => [x.idEntrada, x.dsTipo, x.precioPuerta])).toEqual([
      [general, 'General', 12000],
      [expect.any(Number), 'VIP', null],
    ]);
    expect(
      (await boleteria(t, vendedora.token, 'GET', `Precios?IdEvento=${ev.idEvento}`)).statusCode,
    ).toBe(403);
    const otro = await member([0, 2]);
    expect(
      (await boleteria(t, otro.token, 'GET', `Precios?IdEvento=${ev.idEvento}`)).statusCode,
    ).toBe(404);
  });

  it('an allotment takes places from the day; sales use it, once each; the caja closes with its difference and gives back what it did not sell', async () => {
    const idFecha = ev.idFechas[0]!;
    const { caja, cupo } = await cajaConCupo(t, vendedora.token, idFecha, general, 6, 'celu-1');
    expect(cupo.statusCode, cupo.body).toBe(200);
    // The day sees the places gone: an online buyer cannot take them.
    const dia = (
      await boleteria(t, vendedora.token, 'GET', `Dia?IdFecha=${idFecha}`)
    ).json<BoleteriaDia>();
    expect(dia.tipos[0]!.disponibles).toBe(4);
    expect(dia.caja?.cupos).toEqual([{ idEntrada: general, cantidad: 6, vendidas: 0 }]);
    const demasiado = await boleteria(t, vendedora.token, 'POST', 'Cupo', {
      idCaja: caja.idCaja,
      idEntrada: general,
      cantidad: 5,
    });
    expect(demasiado.statusCode).toBe(409);
    expect(demasiado.json().detail).toBe(BOLETERIA_MSG.sinLugares(4));

    // A door device's download before the sales: its next delta must carry the entries.
    const door = (url: string) =>
      t.app.inject({
        url: `/api/v1/Puerta/${url}`,
        headers: { authorization: `Bearer ${org.token}` },
      });
    const { cursor } = (await door(`Snapshot?IdFecha=${idFecha}`)).json<PuertaSnapshot>();
    const efectivo = ventaDe(general, 2, { ingresa: true, nombre: 'Lucía' });
    const transferencia = ventaDe(general, 1, {
      medio: 'transferencia',
      correo: 'Comprador@Puerta.test',
    });
    const demas = ventaDe(general, 4);
    const sync = () =>
      boleteria(t, vendedora.token, 'POST', 'Vender', {
        idCaja: caja.idCaja,
        // The same sale twice in one batch (a device retrying mid-request) is one sale.
        ventas: [efectivo, transferencia, demas, efectivo],
      });
    const first = await sync();
    expect(first.statusCode, first.body).toBe(200);
    const r = first.json<VentasRegistradas>();
    expect(r.ventas.map((v) => [v.tickets.length, v.motivo])).toEqual([
      [2, null],
      [1, null],
      [0, BOLETERIA_MSG.sinCupo],
      [2, null],
    ]);
    expect(r.ventas[3]!.idOrden).toBe(r.ventas[0]!.idOrden);
    expect(r.caja.ventas).toEqual({
      efectivo: { entradas: 2, monto: 24000 },
      transferencia: { entradas: 1, monto: 12000 },
      mercadopago: { entradas: 0, monto: 0 },
    });
    // Replayed: the same orders, nothing new.
    const again = (await sync()).json<VentasRegistradas>();
    expect(again.ventas.map((v) => v.idOrden)).toEqual(r.ventas.map((v) => v.idOrden));
    const stored = await t.database.db
      .select()
      .from(ordenes)
      .where(and(eq(ordenes.idEvento, ev.idEvento), eq(ordenes.origen, 'puerta')))
      .orderBy(asc(ordenes.idOrden));
    expect(
      stored.map((o) => [
        o.estado,
        o.medioPuerta,
        o.subtotal,
        o.cargoServicio,
        o.total,
        o.idUsuario,
      ]),
    ).toEqual([
      ['pagada', 'efectivo', 24000, 0, 24000, null],
      ['pagada', 'transferencia', 12000, 0, 12000, null],
    ]);
    // The one who walked in is in; the other carries a code, mailed to them.
    const entered = await t.database.db
      .select({ usadoAt: tickets.usadoAt, usadoPuerta: tickets.usadoPuerta })
      .from(tickets)
      .where(eq(tickets.idOrden, r.ventas[0]!.idOrden!));
    expect(entered.map((x) => [Boolean(x.usadoAt), x.usadoPuerta])).toEqual([
      [true, 'Boletería'],
      [true, 'Boletería'],
    ]);
    const cambios = (
      await door(`Cambios?IdFecha=${idFecha}&Desde=${encodeURIComponent(cursor)}`)
    ).json<PuertaCambios>();
    expect(cambios.ingresos.map((i) => i.puerta)).toEqual(['Boletería', 'Boletería']);
    const mails = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.destinatario, 'comprador@puerta.test'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.cuerpo).toContain(r.ventas[1]!.tickets[0]!.codigoCorto.slice(0, 4));

    // Counted 1.000 short: the difference stays; 3 unsold places go back to the day.
    const vendidasAntes = await vendidasDe(general);
    const cierre = await boleteria(t, vendedora.token, 'POST', 'CerrarCaja', {
      idCaja: caja.idCaja,
      efectivoContado: 23000,
      nota: 'Faltó cambio',
    });
    expect(cierre.statusCode, cierre.body).toBe(200);
    const cerrada = cierre.json<Caja>();
    expect([cerrada.efectivoEsperado, cerrada.efectivoContado, cerrada.diferencia]).toEqual([
      24000, 23000, -1000,
    ]);
    expect(cerrada.devueltos).toBe(3);
    expect(await vendidasDe(general)).toBe(vendidasAntes - 3);
    const cerradaOtraVez = await boleteria(t, vendedora.token, 'POST', 'Cupo', {
      idCaja: caja.idCaja,
      idEntrada: general,
      cantidad: 1,
    });
    expect(cerradaOtraVez.statusCode).toBe(409);
    expect(cerradaOtraVez.json().detail).toBe(BOLETERIA_MSG.cajaCerrada);

    // The sales page counts them as sold, apart as the door's, and so does the day's line.
    const ventas = (
      await t.app.inject({
        url: `/api/v1/Evento/GetVentas?IdEvento=${ev.idEvento}`,
        headers: { authorization: `Bearer ${org.token}` },
      })
    ).json<VentasEvento>();
    expect(ventas.puerta).toEqual({
      entradas: 3,
      efectivo: 24000,
      transferencia: 12000,
      mercadopago: 0,
      total: 36000,
    });
    expect(ventas.filas.find((f) => f.cdTipo === 0)).toMatchObject({ vendidas: 3, enPuerta: 3 });
    const porDia = (
      await t.app.inject({
        url: `/api/v1/Evento/GetVentasPorDia?IdEvento=${ev.idEvento}`,
        headers: { authorization: `Bearer ${org.token}` },
      })
    ).json<VentasPorDia>();
    expect(porDia.dias.filter((d) => d.enPuerta > 0).map((d) => [d.dia, d.enPuerta])).toEqual([
      ['2030-01-04', 3],
    ]);
    // The organiser reads it; another seller cannot touch it.
    const cajas = (await boleteria(t, org.token, 'GET', `Cajas?IdEvento=${ev.idEvento}`)).json<
      CajaResumen[]
    >();
    expect(cajas.map((c) => [c.dispositivo, c.diferencia, c.ventas.efectivo.monto])).toEqual([
      ['celu-1', -1000, 24000],
    ]);
    const ajena = await boleteria(t, org.token, 'POST', 'CerrarCaja', {
      idCaja: caja.idCaja,
      efectivoContado: 0,
    });
    expect(ajena.statusCode).toBe(403);
    expect(ajena.json().detail).toBe(BOLETERIA_MSG.cajaAjena);
  });
});

describe('a door sale by Mercado Pago QR', () => {
  it("holds the day's places, shows the provider's checkout as the QR, and issues the tickets once paid; it counts in the settlement", async () => {
    const otro = await insertOnSale(t, org.idUsuario, [{ cdTipo: 0, precio: 8000, cantidad: 5 }]);
    const idFecha = otro.idFechas[0]!;
    const row = { idEntrada: await generalOnDoorSale(t, idFecha, 9000) };
    const { caja } = await cajaConCupo(t, org.token, idFecha, row!.idEntrada, 1);
    const pedido = {
      idCaja: caja.idCaja,
      idVenta: randomUUID(),
      idEntrada: row!.idEntrada,
      cantidad: 2,
      nombre: 'Rocío',
    };
    const cobro = await boleteria(t, org.token, 'POST', 'CobrarQr', pedido);
    expect(cobro.statusCode, cobro.body).toBe(200);
    const qr = cobro.json<CobroQr>();
    expect([qr.estado, qr.total, qr.tickets]).toEqual(['pendiente', 18000, []]);
    expect(qr.url).toMatch(/\/api\/v1\/Pagos\/Sandbox\/[\w-]+$/);
    // Asked again (the device retried): the same order, the day's places taken once.
    const again = (await boleteria(t, org.token, 'POST', 'CobrarQr', pedido)).json<CobroQr>();
    expect(again.idOrden).toBe(qr.idOrden);
    expect(await vendidasDe(row!.idEntrada)).toBe(1 + 2);
    // More than the day has left: refused in Spanish, nothing held.
    const demasiado = await boleteria(t, org.token, 'POST', 'CobrarQr', {
      ...pedido,
      idVenta: randomUUID(),
      cantidad: 3,
    });
    expect(demasiado.statusCode).toBe(409);
    expect(demasiado.json().detail).toBe(BOLETERIA_MSG.sinLugares(2));
    // The buyer pays on the provider's page (the sandbox's "Aprobar pago").
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/v1/Pagos/Sandbox/${qr.url!.split('/').pop()}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'decision=aprobar',
    });
    expect(paid.statusCode, paid.body).toBe(303);
    const seguido = (
      await boleteria(t, org.token, 'GET', `Cobro?IdOrden=${qr.idOrden}`)
    ).json<CobroQr>();
    expect(seguido.estado).toBe('pagada');
    expect(seguido.tickets).toHaveLength(2);
    // Another seller cannot follow it.
    const ajeno = await boleteria(t, vendedora.token, 'GET', `Cobro?IdOrden=${qr.idOrden}`);
    expect(ajeno.statusCode).toBe(403);
    // Through Pulso: in the settlement's figures, not among what the productora collected.
    const liq = await t.app.inject({
      url: `/api/v1/Evento/GetLiquidacion?IdEvento=${otro.idEvento}`,
      headers: { authorization: `Bearer ${org.token}` },
    });
    expect(liq.statusCode, liq.body).toBe(200);
    const l = liq.json<Liquidacion>();
    expect([l.totales.vendidas, l.totales.bruto, l.totales.cargos]).toEqual([2, 18000, 0]);
    expect(l.ventasPuerta).toEqual({ entradas: 0, efectivo: 0, transferencia: 0, total: 0 });
  });
});

describe('a cancelled event with door sales', () => {
  it('voids them (the productora pays them back at its box): no refund through Pulso, places back', async () => {
    const otro = await insertOnSale(t, org.idUsuario, [{ cdTipo: 0, precio: 8000, cantidad: 10 }]);
    const idFecha = otro.idFechas[0]!;
    const row = { idEntrada: await generalOnDoorSale(t, idFecha, 9000) };
    const { caja } = await cajaConCupo(t, org.token, idFecha, row!.idEntrada, 3);
    const venta = await boleteria(t, org.token, 'POST', 'Vender', {
      idCaja: caja.idCaja,
      ventas: [ventaDe(row!.idEntrada, 2)],
    });
    expect(venta.statusCode, venta.body).toBe(200);
    const cancel = await t.app.inject({
      method: 'POST',
      url: '/api/v1/Evento/CancelarEvento',
      headers: { authorization: `Bearer ${org.token}` },
      payload: { idEvento: otro.idEvento, motivo: 'Suspendido por lluvia.' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const [orden] = await t.database.db
      .select({ estado: ordenes.estado })
      .from(ordenes)
      .where(and(eq(ordenes.idEvento, otro.idEvento), eq(ordenes.origen, 'puerta')));
    expect(orden!.estado).toBe('anulada');
    const refunds = await t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from reembolsos r join ordenes o on o.id_orden = r.id_orden
           where o.id_evento = ${otro.idEvento}`,
    );
    expect(refunds.rows[0]!.n).toBe(0);
  });
});

async function vendidasDe(idEntrada: number) {
  const [row] = await t.database.db
    .select({ vendidas: entradas.vendidas })
    .from(entradas)
    .where(eq(entradas.idEntrada, idEntrada));
  return row!.vendidas;
}
