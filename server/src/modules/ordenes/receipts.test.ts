import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TicketCard, TicketDetalle, VentasEvento, VentasPorDia } from '@shared/api/after-sale';
import type { ImportesView, OrdenView } from '@shared/api/checkout';
import { formatPesos } from '@shared/format/es-ar';
import { EXPORT_SHEETS } from '@shared/texts/exports';
import { RECEIPT_TEXT } from '@shared/texts/receipt';
import { outbox } from '../../db/schema/index';
import {
  CHECKOUT_NOW,
  comprador,
  crearOrden,
  decidirEnSandbox,
  insertOnSale,
  NIGHT,
  testClock,
} from '../../test/checkout-fixtures';
import { asUser } from '../../test/door-fixtures';
import { readPdf } from '../../test/pdf-text';
import { crearCodigo, liquidacionOf, person, type Person } from '../../test/settlement-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Receipts a buyer can check (shared/domain/receipt.ts): after a purchase with a discount code,
 * the mail, the order, Mis entradas, the ticket, its PDF and the exports show list price,
 * discount, fee and total that add up, the tickets to their order to the peso; the organiser's
 * sales page, its chart, the settlement and the exports agree on what came in.
 */
const clock = testClock(CHECKOUT_NOW);
let t: TestApp;
let idEvento: number;
let idFechas: number[];
let organizador: string;
let ana: Person;
let beto: Person;
const orden: Record<'ana' | 'beto', OrdenView> = {} as never;

const sum = (list: ReadonlyArray<ImportesView>, k: keyof Omit<ImportesView, 'codigo'>) =>
  list.reduce((s, i) => s + i[k], 0);

async function buy(p: Person, items: Array<{ cdTipo: number; cantidad: number }>, codigo: string) {
  const res = await crearOrden(t, p.token, {
    idEvento,
    items: items.map((i) => ({ ...i, idFecha: idFechas[0]! })),
    comprador,
    codigo,
  });
  expect(res.statusCode, res.body).toBe(201);
  expect((await decidirEnSandbox(t, res.json<OrdenView>(), 'aprobar')).statusCode).toBe(303);
  const paid = await asUser(t, p.token, 'GET', `/Orden/GetOrden?idOrden=${res.json().idOrden}`);
  return paid.json<OrdenView>();
}

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
  const org = await t.createUser([0, 2]);
  organizador = await t.tokenFor(org.idUsuario);
  ({ idEvento, idFechas } = await insertOnSale(
    t,
    org.idUsuario,
    [
      { cdTipo: 0, precio: 13_500, cantidad: 100 },
      { cdTipo: 2, precio: 21_000, cantidad: 10 },
    ],
    { nombre: 'Subsuelo de prueba', dias: [NIGHT] },
  ));
  await crearCodigo(t, organizador, { idEvento, codigo: 'PULSO20', tipo: 'porcentaje', valor: 20 });
  await crearCodigo(t, organizador, {
    idEvento,
    codigo: 'MIL',
    tipo: 'monto',
    valor: 1000,
    tiposEntrada: [0],
  });
  [ana, beto] = [await person(t), await person(t)];
  // 3 General + 1 VIP at 20 % off: 61.500 - 12.300 = 49.200, fee 4.920, total 54.120.
  orden.ana = await buy(
    ana,
    [
      { cdTipo: 0, cantidad: 3 },
      { cdTipo: 2, cantidad: 1 },
    ],
    'pulso20',
  );
  // 3 General, $ 1.000 off: 334 + 333 + 333; fee 10 % of 39.500 = 3.950 → 1.317 + 1.317 + 1.316.
  orden.beto = await buy(beto, [{ cdTipo: 0, cantidad: 3 }], 'mil');
});
afterAll(() => t.close());

const GENERAL_PULSO20: ImportesView = {
  precioLista: 13_500,
  descuento: 2_700,
  codigo: 'PULSO20',
  precioPagado: 10_800,
  cargoServicio: 1_080,
  total: 11_880,
};

describe('what the buyer reads after paying with a discount code', () => {
  it('the order: its figures add up, and its tickets add up to them to the peso', () => {
    expect(orden.ana).toMatchObject({
      estado: 'pagada',
      subtotal: 61_500,
      descuento: 12_300,
      codigo: 'PULSO20',
      cargoServicio: 4_920,
      total: 54_120,
    });
    for (const o of [orden.ana, orden.beto]) {
      const tickets = o.tickets.map((x) => x.importes);
      expect(sum(tickets, 'precioLista')).toBe(o.subtotal);
      expect(sum(tickets, 'descuento')).toBe(o.descuento);
      expect(sum(tickets, 'cargoServicio')).toBe(o.cargoServicio);
      expect(sum(tickets, 'total')).toBe(o.total);
    }
    const generales = orden.ana.tickets.filter((x) => x.cdTipo === 0).map((x) => x.importes);
    expect(generales).toEqual([GENERAL_PULSO20, GENERAL_PULSO20, GENERAL_PULSO20]);
    expect(orden.ana.tickets.find((x) => x.cdTipo === 2)!.importes).toEqual({
      precioLista: 21_000,
      descuento: 4_200,
      codigo: 'PULSO20',
      precioPagado: 16_800,
      cargoServicio: 1_680,
      total: 18_480,
    });
    // The leftover pesos go to the first tickets, in ticket order.
    expect(orden.beto.total).toBe(43_450);
    expect(orden.beto.tickets.map((x) => [x.importes.descuento, x.importes.cargoServicio])).toEqual(
      [
        [334, 1317],
        [333, 1317],
        [333, 1316],
      ],
    );
  });

  it('the confirmation mail: subtotal, the discount line with its code, fee and total', async () => {
    const [mail] = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.destinatario, ana.correo));
    const lines = mail!.cuerpo.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        `3 x General – ${lines.find((l) => l.startsWith('3 x General'))!.split(' – ')[1]} – ${formatPesos(13_500)} c/u`,
        `Subtotal: ${formatPesos(61_500)}`,
        `Descuento (PULSO20): ${formatPesos(-12_300)}`,
        `Cargo por servicio: ${formatPesos(4_920)}`,
        `Total: ${formatPesos(54_120)}`,
      ]),
    );
    // In that order, one after the other: 61.500 - 12.300 + 4.920 = 54.120.
    const at = lines.indexOf(`Subtotal: ${formatPesos(61_500)}`);
    expect(lines.slice(at, at + 4)).toEqual([
      `Subtotal: ${formatPesos(61_500)}`,
      `Descuento (PULSO20): ${formatPesos(-12_300)}`,
      `Cargo por servicio: ${formatPesos(4_920)}`,
      `Total: ${formatPesos(54_120)}`,
    ]);
  });

  it('Mis entradas and the ticket: each ticket its share, the same as the order says', async () => {
    const cards = (await asUser(t, ana.token, 'GET', '/Entrada/MisEntradas')).json<{
      entradas: TicketCard[];
    }>().entradas;
    expect(cards).toHaveLength(4);
    expect(
      sum(
        cards.map((c) => c.importes),
        'total',
      ),
    ).toBe(54_120);
    const general = cards.find((c) => c.cdTipo === 0)!;
    expect(general.importes).toEqual(GENERAL_PULSO20);
    const detalle = (
      await asUser(t, ana.token, 'GET', `/Entrada/GetEntrada?idTicket=${general.idTicket}`)
    ).json<TicketDetalle>();
    expect(detalle.importes).toEqual(GENERAL_PULSO20);
    // Its resale ceiling and the fee not given back are the same figures.
    expect(detalle.revender).toMatchObject({ precioPagado: 10_800, cargoServicioPagado: 1_080 });
  });

  it('the PDF: value, the discount with its code, fee and total, never the list price as paid', async () => {
    const general = orden.ana.tickets.find((x) => x.cdTipo === 0)!;
    const res = await asUser(
      t,
      ana.token,
      'GET',
      `/Entrada/Descargar?idTicket=${general.idTicket}`,
    );
    expect(res.statusCode).toBe(200);
    const { lines } = await readPdf(new Uint8Array(res.rawPayload));
    const at = lines.indexOf(RECEIPT_TEXT.valor);
    expect(lines.slice(at, at + 8)).toEqual([
      RECEIPT_TEXT.valor,
      formatPesos(13_500),
      'Descuento (PULSO20)',
      formatPesos(-2_700),
      RECEIPT_TEXT.cargoServicio,
      formatPesos(1_080),
      RECEIPT_TEXT.total,
      formatPesos(11_880),
    ]);
  });
});

describe('what the organiser reads: one figure for what came in', () => {
  // 49.200 + 39.500: list prices less discounts, the fee apart.
  const RECAUDADO = 49_200 + 39_500;

  it('Entradas vendidas, its chart and the settlement say the same', async () => {
    const ventas = (
      await asUser(t, organizador, 'GET', `/Evento/GetVentas?IdEvento=${idEvento}`)
    ).json<VentasEvento>();
    expect(ventas.totalRecaudado).toBe(RECAUDADO);
    expect(ventas.filas.map((f) => [f.dsTipo, f.vendidas, f.total])).toEqual([
      // 6 General: 3 × 10.800 + 3 × 13.500 − 1.000.
      ['General', 6, 32_400 + 39_500],
      ['VIP', 1, 16_800],
    ]);
    const porDia = (
      await asUser(t, organizador, 'GET', `/Evento/GetVentasPorDia?IdEvento=${idEvento}`)
    ).json<VentasPorDia>();
    expect(porDia.dias.reduce((s, d) => s + d.recaudado, 0)).toBe(RECAUDADO);
    const { totales } = await liquidacionOf(t, idEvento, organizador);
    expect(totales.bruto - totales.descuentos).toBe(RECAUDADO);
    expect(totales.cargos).toBe(4_920 + 3_950);
  });

  it('the orders export: each row adds up, and its first line says what the paid ones add to', async () => {
    const res = await asUser(
      t,
      organizador,
      'GET',
      `/Evento/ExportarOrdenes?IdEvento=${idEvento}&Formato=csv`,
    );
    const [nota, , ...rows] = res.rawPayload.subarray(3).toString('utf8').trimEnd().split('\r\n');
    expect(nota).toBe(
      EXPORT_SHEETS.ordenes.nota({ filas: 2, entradas: 7, recaudado: formatPesos(RECAUDADO) }),
    );
    expect(rows.map((r) => r.split(';').slice(-7, -2))).toEqual([
      ['61500', '12300', 'PULSO20', '4920', '54120'],
      ['40500', '1000', 'MIL', '3950', '43450'],
    ]);
  });
});
