import { formatDiaSemanaAnio, formatPesos } from '@shared/format/es-ar';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiquidacionCifras, LiquidacionFila } from '@shared/api/settlement';
import { MSG } from '@shared/messages';
import { SETTLEMENT_TEXT } from '@shared/texts/settlement';
import { reembolsos, tickets, usuarios } from '../../db/schema/index';
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
import { readPdf } from '../../test/pdf-text';
import { renderLiquidacionPdf } from './liquidacion-pdf';
import {
  arrepentirse,
  crearCodigo,
  eventChanged,
  getLiquidacion,
  liquidacionOf,
  person,
  refundsUnconfirmed,
  resell,
  solicitarReembolso,
} from '../../test/settlement-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { OrdenView } from '@shared/api/checkout';
import { REFUND_REASON_TEXT } from '@shared/texts/checkout-mails';

/**
 * The settlement of a small event, every figure by hand (docs/decisions/0042-settlement.md):
 * two nights, General at $ 10.000 and VIP at $ 20.000 (two VIP on the first night, so
 * it sells out and one is resold), the service fee at 10 %.
 */
const SECOND_NIGHT = '2030-01-05T23:00:00-03:00';
const clock = testClock(CHECKOUT_NOW);
let t: TestApp;
let idEvento: number;
let idOwner: number;
let n1: number;
let n2: number;
const token: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
  const owner = await t.createUser([0, 2]);
  idOwner = owner.idUsuario;
  token.organizador = await t.tokenFor(owner.idUsuario);
  token.otro = await t.tokenFor((await t.createUser([0, 2])).idUsuario);
  token.admin = await t.tokenFor((await t.createUser([1])).idUsuario);
  const ev = await insertOnSale(
    t,
    owner.idUsuario,
    [
      { cdTipo: 0, precio: 10000, cantidad: 100 },
      { cdTipo: 2, precio: 20000, cantidad: 2 },
    ],
    { nombre: 'Noche Ñandú', dias: [NIGHT, SECOND_NIGHT] },
  );
  idEvento = ev.idEvento;
  [n1, n2] = ev.idFechas as [number, number];
  await crearCodigo(t, token.organizador, {
    idEvento,
    codigo: 'PULSO10',
    tipo: 'porcentaje',
    valor: 10,
  });
  await crearCodigo(t, token.organizador, {
    idEvento,
    codigo: 'VIPMENOS',
    tipo: 'monto',
    valor: 5000,
    tiposEntrada: [2],
  });
  const [a, b, c, d, e, f, g, h] = await Promise.all(Array.from({ length: 8 }, () => person(t)));
  token.asistente = a!.token;

  const withCode = async (p: typeof a, items: object[], codigo: string) => {
    const res = await crearOrden(t, p!.token, { idEvento, items, comprador, codigo });
    expect(res.statusCode, res.body).toBe(201);
    expect((await decidirEnSandbox(t, res.json<OrdenView>(), 'aprobar')).statusCode).toBe(303);
    return res.json<OrdenView>();
  };
  // A: 2 General + 1 VIP, first night, 10 % off everything: 40.000 − 4.000, fee 3.600.
  await withCode(
    a,
    [
      { idFecha: n1, cdTipo: 0, cantidad: 2 },
      { idFecha: n1, cdTipo: 2, cantidad: 1 },
    ],
    'pulso10',
  );
  // B: 1 General, second night; withdrawn (the whole 11.000 back).
  const ordenB = await buyPaid(t, b!.token, idEvento, [{ idFecha: n2, cdTipo: 0, cantidad: 1 }]);
  // C: 1 VIP, second night, $ 5.000 off VIP: 15.000, fee 1.500; refunded on request.
  const ordenC = await withCode(c, [{ idFecha: n2, cdTipo: 2, cantidad: 1 }], 'vipmenos');
  // D: 1 General, first night; refunded on request, the provider refuses for now.
  const ordenD = await buyPaid(t, d!.token, idEvento, [{ idFecha: n1, cdTipo: 0, cantidad: 1 }]);
  // E holds 3 General, F's payment is refused: neither moved money.
  await holdOrder(t, e!.token, idEvento, [{ idFecha: n1, cdTipo: 0, cantidad: 3 }]);
  const refused = await holdOrder(t, f!.token, idEvento, [{ idFecha: n2, cdTipo: 0, cantidad: 2 }]);
  await decidirEnSandbox(t, refused, 'rechazar');
  // G buys the last first-night VIP and resells it at 18.000 to H, who waits for one.
  const ordenG = await buyPaid(t, g!.token, idEvento, [{ idFecha: n1, cdTipo: 2, cantidad: 1 }]);
  await resell(t, g!, ordenG.tickets[0]!.idTicket, h!, { idFecha: n1, cdTipo: 2 }, 18000);

  clock.advanceMinutes(5);
  await eventChanged(t, idEvento, clock.now());
  await arrepentirse(t, b!, ordenB.idOrden);
  await solicitarReembolso(t, c!, ordenC.idOrden);
  await solicitarReembolso(t, d!, ordenD.idOrden);
  await refundsUnconfirmed(t, [ordenD.idOrden], 'fallido');
  // A second payment of A's order went back to its payer: no sale, no refund of a sale.
  const [ticketA] = await t.database.db
    .select()
    .from(tickets)
    .where(eq(tickets.idFecha, n1))
    .orderBy(asc(tickets.idTicket));
  await t.database.db.insert(reembolsos).values({
    idOrden: ticketA!.idOrden,
    monto: 39600,
    estado: 'hecho',
    motivo: REFUND_REASON_TEXT.pago_repetido,
  });
});
afterAll(() => t.close());

const ZERO: LiquidacionCifras = {
  vendidas: 0,
  bruto: 0,
  descuentos: 0,
  reembolsos: 0,
  arrepentimientos: 0,
  revendidas: 0,
  reventas: 0,
  saldoReventas: 0,
  aDevolver: 0,
  cargos: 0,
  neto: 0,
  invitados: 0,
};
const figures = (f: LiquidacionFila): LiquidacionCifras => {
  const { idFecha: _i, dia: _d, cdTipo: _c, dsTipo: _s, ...cifras } = f;
  return cifras;
};

describe('GET /Evento/GetLiquidacion', () => {
  it('settles each night and type, and the totals are the sum of the rows', async () => {
    const l = await liquidacionOf(t, idEvento, token.organizador!);
    expect(l).toMatchObject({
      idEvento,
      nombre: 'Noche Ñandú',
      generadaAt: clock.now().toISOString(),
    });
    expect(l.filas.map((f) => [f.idFecha, f.dsTipo, f.dia])).toEqual([
      [n1, 'General', new Date(NIGHT).toISOString()],
      [n1, 'VIP', new Date(NIGHT).toISOString()],
      [n2, 'General', new Date(SECOND_NIGHT).toISOString()],
      [n2, 'VIP', new Date(SECOND_NIGHT).toISOString()],
    ]);
    expect(l.filas.map(figures)).toEqual([
      // A's 2 (20.000, 2.000 off, fee 1.800) and D's 1 (10.000, fee 1.000), whose refund the
      // provider has not confirmed: held back as "a devolver".
      {
        ...ZERO,
        vendidas: 3,
        bruto: 30000,
        descuentos: 2000,
        aDevolver: 10000,
        cargos: 2800,
        neto: 18000,
      },
      // A's 1 (20.000, 2.000 off, fee 1.800) and G's (fee 2.000), resold at 18.000 (H's fee
      // 1.800): H's 18.000 went back to G, the organiser keeps the first sale.
      {
        ...ZERO,
        vendidas: 2,
        bruto: 40000,
        descuentos: 2000,
        revendidas: 1,
        reventas: 18000,
        cargos: 5600,
        neto: 38000,
      },
      // B's, withdrawn: its 10.000 back (and the fee, Pulso's).
      { ...ZERO, vendidas: 1, bruto: 10000, arrepentimientos: 10000, cargos: 1000 },
      // C's, 5.000 off, refunded on request: the 15.000 it paid for the ticket.
      { ...ZERO, vendidas: 1, bruto: 20000, descuentos: 5000, reembolsos: 15000, cargos: 1500 },
    ]);
    expect(l.totales).toEqual({
      ...ZERO,
      vendidas: 7,
      bruto: 100000,
      descuentos: 9000,
      reembolsos: 15000,
      arrepentimientos: 10000,
      revendidas: 1,
      reventas: 18000,
      aDevolver: 10000,
      cargos: 10900,
      neto: 56000,
    });
  });

  it('moves a refund from "a devolver" to its column once confirmed; the net stays', async () => {
    const before = await liquidacionOf(t, idEvento, token.organizador!);
    const d = before.filas[0]!;
    const [pending] = await t.database.db
      .select()
      .from(reembolsos)
      .where(eq(reembolsos.estado, 'fallido'));
    await t.database.db
      .update(reembolsos)
      .set({ estado: 'hecho' })
      .where(eq(reembolsos.idReembolso, pending!.idReembolso));
    try {
      const after = (await liquidacionOf(t, idEvento, token.organizador!)).filas[0]!;
      expect(after).toEqual({ ...d, aDevolver: 0, reembolsos: 10000 });
    } finally {
      await t.database.db
        .update(reembolsos)
        .set({ estado: 'fallido' })
        .where(eq(reembolsos.idReembolso, pending!.idReembolso));
    }
  });

  it('lets an administrator read it; another organiser gets 404, attendees 403, guests 401', async () => {
    expect((await getLiquidacion(t, idEvento, token.admin)).statusCode).toBe(200);
    for (const res of [
      await getLiquidacion(t, idEvento, token.otro),
      await getLiquidacion(t, 999999, token.organizador),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ detail: MSG.eventoNoEncontrado });
    }
    expect((await getLiquidacion(t, idEvento, token.asistente)).statusCode).toBe(403);
    expect((await getLiquidacion(t, idEvento)).statusCode).toBe(401);
    expect((await getLiquidacion(t, 'abc', token.organizador)).statusCode).toBe(400);
  });
});

describe('GET /Evento/DescargarLiquidacion', () => {
  const descargar = (tok: string) =>
    t.app.inject({
      url: `/api/v1/Evento/DescargarLiquidacion?IdEvento=${idEvento}`,
      headers: { authorization: `Bearer ${tok}` },
    });

  it('is a PDF with the event, each row and the net', async () => {
    const res = await descargar(token.organizador!);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="liquidacion-${idEvento}.pdf"`,
    );
    const pdf = await readPdf(new Uint8Array(res.rawPayload));
    expect(pdf.title).toBe(SETTLEMENT_TEXT.tituloEvento('Noche Ñandú'));
    expect(pdf.lines).toContain(SETTLEMENT_TEXT.tituloEvento('Noche Ñandú'));
    expect(pdf.lines).toContain(`${SETTLEMENT_TEXT.neto}: ${formatPesos(56000)}`);
    // The first night's VIP row: day, type and its figures in the table's order.
    // The day in full with its year ("sábado 4 de enero de 2030"), never cut.
    const at = pdf.lines.indexOf(formatDiaSemanaAnio(new Date(NIGHT)));
    expect(at).toBeGreaterThan(-1);
    expect(pdf.lines.slice(at, at + 14)).toEqual([
      formatDiaSemanaAnio(new Date(NIGHT)),
      'General',
      '3',
      formatPesos(30000),
      formatPesos(2000),
      formatPesos(0),
      formatPesos(0),
      '0',
      formatPesos(0),
      formatPesos(0),
      formatPesos(10000),
      formatPesos(18000),
      formatPesos(2800),
      'VIP',
    ]);
    expect(pdf.lines).toContain(SETTLEMENT_TEXT.total);
  });

  it("writes the door's sales apart, with the line that says Pulso does not settle them; none, nothing", async () => {
    const sinPuerta = await readPdf(
      new Uint8Array((await descargar(token.organizador!)).rawPayload),
    );
    expect(sinPuerta.lines).not.toContain(SETTLEMENT_TEXT.puertaTitulo);
    // The same settlement with box-office sales (docs/decisions/0094-box-office.md).
    const l = await liquidacionOf(t, idEvento, token.organizador!);
    const pdf = await readPdf(
      await renderLiquidacionPdf({
        ...l,
        ventasPuerta: { entradas: 3, efectivo: 24000, transferencia: 12000, total: 36000 },
      }),
    );
    const at = pdf.lines.indexOf(SETTLEMENT_TEXT.puertaTitulo);
    expect(at).toBeGreaterThan(pdf.lines.indexOf(`${SETTLEMENT_TEXT.neto}: ${formatPesos(56000)}`));
    expect(pdf.lines[at + 1]).toBe(
      `Entradas: 3 · Efectivo: ${formatPesos(24000)} · Transferencia: ${formatPesos(12000)} · Total: ${formatPesos(36000)}`,
    );
    expect(pdf.text.replaceAll('\n', ' ')).toContain(SETTLEMENT_TEXT.puertaNota);
    // Pulso's net is the same with or without them.
    expect(pdf.lines).toContain(`${SETTLEMENT_TEXT.neto}: ${formatPesos(56000)}`);
  });

  it('names the organiser with their CUIT and where they are paid, or says it is missing', async () => {
    const [owner] = await t.database.db
      .select()
      .from(usuarios)
      .where(eq(usuarios.idUsuario, idOwner));
    const nombre = `${owner!.nombre} ${owner!.apellido}`;
    const before = await readPdf(new Uint8Array((await descargar(token.organizador!)).rawPayload));
    expect(before.lines).toContain(SETTLEMENT_TEXT.organizador(nombre));
    expect(before.lines).toContain(SETTLEMENT_TEXT.cuitSinCargar);
    expect(before.lines).toContain(SETTLEMENT_TEXT.datosCobroSinCargar);
    expect(before.lines.join(' ')).toMatch(/Generada el \S+ \d+ de \S+ de \d{4} a las/);

    await t.database.db
      .update(usuarios)
      .set({
        cuit: '20123456786',
        cbu: '0720000788000012345678',
        aliasCbu: 'noche.nandu.mp',
        banco: 'Banco Santander',
      })
      .where(eq(usuarios.idUsuario, idOwner));
    const after = await readPdf(new Uint8Array((await descargar(token.organizador!)).rawPayload));
    expect(after.lines).toContain(SETTLEMENT_TEXT.cuit('20-12345678-6'));
    expect(after.lines).toContain(
      `${SETTLEMENT_TEXT.datosCobro}: ${SETTLEMENT_TEXT.banco('Banco Santander')} · ${SETTLEMENT_TEXT.cbu('0720000788000012345678')} · ${SETTLEMENT_TEXT.alias('noche.nandu.mp')}`,
    );
    expect(after.lines).not.toContain(SETTLEMENT_TEXT.datosCobroSinCargar);
    // The screen's figures carry them too.
    const res = await getLiquidacion(t, String(idEvento), token.organizador!);
    expect(res.json().organizador).toEqual({
      nombre,
      cuit: '20123456786',
      cbu: '0720000788000012345678',
      aliasCbu: 'noche.nandu.mp',
      banco: 'Banco Santander',
    });
  });

  it('answers 404 for another organiser and 403 for an attendee', async () => {
    expect((await descargar(token.otro!)).statusCode).toBe(404);
    expect((await descargar(token.asistente!)).statusCode).toBe(403);
  });
});
