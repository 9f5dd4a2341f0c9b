import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrdenView } from '@shared/api/checkout';
import { EXPORT_MSG } from '@shared/api/exports';
import type { VentasEvento } from '@shared/api/after-sale';
import { formatPesos } from '@shared/format/es-ar';
import { formatOrderNumber } from '@shared/format/order-number';
import { EXPORT_SHEETS } from '@shared/texts/exports';
import { MSG } from '@shared/messages';
import { entradas, invitados, ordenes, usuarios } from '../../db/schema/index';
import {
  CHECKOUT_NOW,
  comprador,
  crearOrden,
  decidirEnSandbox,
  insertOnSale,
  NIGHT,
  testClock,
} from '../../test/checkout-fixtures';
import { admitAtDoor, asUser, DOOR_OPEN_AT } from '../../test/door-fixtures';
import { holdOrder } from '../../test/paid-order';
import { createTestApp, type TestApp } from '../../test/test-app';
import { neutralise } from './spreadsheet';

/**
 * Exports for organisers (issue 14): what the organiser's spreadsheet holds, byte for byte in
 * CSV and cell by cell in XLSX (read back with exceljs), formulas in buyers' names neutralised,
 * and who may ask.
 */
const SECOND_NIGHT = '2030-01-05T23:00:00-03:00';
const HYPERLINK = '=HYPERLINK("http://x","y")';
const clock = testClock(CHECKOUT_NOW);
let t: TestApp;
let idEvento: number;
const token: Record<string, string> = {};
const correo: Record<string, string> = {};
let friendApellido: string;
const orden: Record<string, OrdenView> = {};
let idOrdenInvitada: number;

async function account(name: string, roles: Array<0 | 1 | 2>) {
  const u = await t.createUser(roles);
  token[name] = await t.tokenFor(u.idUsuario);
  correo[name] = u.correo;
  return u;
}

/** An order made and paid the buyer's way, with the checkout details `who` typed. */
async function buy(
  name: string,
  who: { nombre: string; apellido: string; numeroId: string },
  items: Array<{ idFecha: number; cdTipo: number; cantidad: number }>,
  codigo?: string,
): Promise<OrdenView> {
  const res = await crearOrden(t, token[name]!, {
    idEvento,
    items,
    comprador: { ...comprador, ...who },
    ...(codigo ? { codigo } : {}),
  });
  expect(res.statusCode, res.body).toBe(201);
  expect((await decidirEnSandbox(t, res.json<OrdenView>(), 'aprobar')).statusCode).toBe(303);
  const paid = await asUser(
    t,
    token[name]!,
    'GET',
    `/Orden/GetOrden?idOrden=${res.json().idOrden}`,
  );
  expect(paid.json<OrdenView>().estado).toBe('pagada');
  return paid.json<OrdenView>();
}

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
  const organizador = await account('organizador', [0, 2]);
  await account('otro', [0, 2]);
  await account('admin', [1]);
  for (const name of ['lucia', 'intruso', 'revende', 'pendiente', 'rechazado'])
    await account(name, [0]);
  const friend = await account('friend', [0]);
  friendApellido = (
    await t.database.db
      .select({ apellido: usuarios.apellido })
      .from(usuarios)
      .where(eq(usuarios.idUsuario, friend.idUsuario))
  )[0]!.apellido;

  let idFechas: number[];
  ({ idEvento, idFechas } = await insertOnSale(
    t,
    organizador.idUsuario,
    [
      { cdTipo: 0, precio: 10000, cantidad: 100 },
      { cdTipo: 2, precio: 20000, cantidad: 10 },
    ],
    { nombre: 'Noche exportada', dias: [NIGHT, SECOND_NIGHT] },
  ));
  const [n1, n2] = idFechas as [number, number];
  const code = await asUser(t, token.organizador!, 'POST', '/Codigo/CrearCodigo', {
    idEvento,
    codigo: 'PULSO10',
    tipo: 'porcentaje',
    valor: 10,
  });
  expect(code.statusCode, code.body).toBe(201);

  // Lucía: two General for the first night with the code; one gets in, the other she gives
  // to a friend (a transferred ticket is its new holder's).
  orden.lucia = await buy(
    'lucia',
    { nombre: 'Lucía', apellido: 'Romero', numeroId: '28999111' },
    [{ idFecha: n1, cdTipo: 0, cantidad: 2 }],
    'pulso10',
  );
  const [entra, regalada] = orden.lucia.tickets as [
    OrdenView['tickets'][0],
    OrdenView['tickets'][0],
  ];
  await admitAtDoor(t, clock, token.organizador!, [entra], DOOR_OPEN_AT);
  const sent = await asUser(t, token.lucia!, 'POST', '/Entrada/Transferir', {
    idTicket: regalada.idTicket,
    correo: correo.friend,
  });
  expect(sent.statusCode, sent.body).toBe(200);

  // A formula typed as a name at checkout.
  orden.intruso = await buy(
    'intruso',
    { nombre: HYPERLINK, apellido: '+Malo', numeroId: '27111222' },
    [{ idFecha: n2, cdTipo: 2, cantidad: 1 }],
  );
  // Listed for resale: it admits nobody meanwhile, so no attendee; the order stays paid.
  orden.revende = await buy(
    'revende',
    { nombre: 'Rita', apellido: 'Reventa', numeroId: '26555444' },
    [{ idFecha: n1, cdTipo: 0, cantidad: 1 }],
  );
  const listed = await asUser(t, token.revende!, 'POST', '/Entrada/Revender', {
    idTicket: orden.revende.tickets[0]!.idTicket,
    precio: 10000,
  });
  expect(listed.statusCode, listed.body).toBe(200);
  // Held, unpaid: an order, not an attendee. Rejected: neither.
  orden.pendiente = await holdOrder(t, token.pendiente!, idEvento, [
    { idFecha: n1, cdTipo: 0, cantidad: 1 },
  ]);
  const rejected = await holdOrder(t, token.rechazado!, idEvento, [
    { idFecha: n1, cdTipo: 0, cantidad: 3 },
  ]);
  expect((await decidirEnSandbox(t, rejected, 'rechazar')).statusCode).toBe(303);

  // A guest on the first night's list: no account, their name and address from the list.
  const [general] = await t.database.db
    .select({ idEntrada: entradas.idEntrada })
    .from(entradas)
    .where(and(eq(entradas.idFecha, n1), eq(entradas.cdTipo, 0)));
  const invited = await asUser(t, token.organizador!, 'POST', '/Lista/AgregarInvitados', {
    idEvento,
    idFecha: n1,
    idEntrada: general!.idEntrada,
    modalidad: 'free',
    invitados: [{ nombre: 'Sofía Invitada', email: 'sofia@invitada.test' }],
  });
  expect(invited.statusCode, invited.body).toBe(201);
  const [guest] = await t.database.db
    .select({ idOrden: invitados.idOrden })
    .from(invitados)
    .where(eq(invitados.email, 'sofia@invitada.test'));
  idOrdenInvitada = guest!.idOrden;
});
afterAll(() => t.close());

/** The order's number as the files show it (never its sequential id). */
const numeroDe = async (idOrden: number) =>
  formatOrderNumber(
    (await t.database.db.select().from(ordenes).where(eq(ordenes.idOrden, idOrden)))[0]!.numero,
  );

const exportar = (
  hoja: 'Asistentes' | 'Ordenes',
  formato: string,
  tok: string | undefined = token.organizador,
  id: number = idEvento,
) =>
  t.app.inject({
    url: `/api/v1/Evento/Exportar${hoja}?IdEvento=${id}&Formato=${formato}`,
    headers: tok ? { authorization: `Bearer ${tok}` } : {},
  });

/**
 * What each file's first line says it counts: 4 tickets sold (Lucía's 2, the intruder's, Rita's
 * on resale) and 1 guest, less the one on resale; 5 orders, the 3 paid purchases 4 tickets and
 * 18.000 + 20.000 + 10.000 after Lucía's discount.
 */
const NOTA_ASISTENTES = EXPORT_SHEETS.asistentes.nota({
  filas: 4,
  vendidas: 4,
  invitados: 1,
  compradasEnReventa: 0,
  revendidas: 0,
  enReventa: 1,
});
const NOTA_ORDENES = EXPORT_SHEETS.ordenes.nota({
  filas: 5,
  entradas: 4,
  recaudado: formatPesos(48_000),
});

/** The CSV as Excel reads it: the BOM first, then CRLF-separated records. */
function csvLines(body: Buffer): string[] {
  expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = body.subarray(3).toString('utf8');
  expect(text.endsWith('\r\n')).toBe(true);
  return text.slice(0, -2).split('\r\n');
}

async function sheetOf(body: Buffer, name: string) {
  const workbook = new ExcelJS.Workbook();
  // exceljs declares a Buffer type of its own (an ArrayBuffer), not Node's.
  await workbook.xlsx.load(body as unknown as ExcelJS.Buffer);
  const sheet = workbook.getWorksheet(name);
  expect(sheet, `sheet ${name}`).toBeDefined();
  return sheet!;
}

/** Row `n` (1-based) as its cell values. */
const rowValues = (sheet: ExcelJS.Worksheet, n: number) =>
  (sheet.getRow(n).values as ExcelJS.CellValue[]).slice(1);

/** A cell's instant as Excel shows it: wall-clock time stored in the UTC fields. */
const wallClock = (iso: string) => new Date(`${iso}Z`);

describe('GET /Evento/ExportarAsistentes', () => {
  it('CSV: BOM, `;`, CRLF, the headers, one row per ticket that admits someone, formulas neutralised', async () => {
    const res = await exportar('Asistentes', 'csv');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="asistentes-${idEvento}.csv"`,
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    const l = await numeroDe(orden.lucia!.idOrden);
    expect(csvLines(res.rawPayload)).toEqual([
      NOTA_ASISTENTES,
      'Nombre;Apellido;Correo electrónico;DNI;Tipo de entrada;Día;Orden;Ingresó;Hora de ingreso;Adicionales',
      // First night, by surname: the guest (no surname, no account), Lucía, who got in at
      // 22:00, and her friend, who holds the other ticket.
      `Sofía Invitada;;sofia@invitada.test;;General;04/01/2030 23:00;${await numeroDe(idOrdenInvitada)};No;;`,
      `Lucía;Romero;${correo.lucia};28999111;General;04/01/2030 23:00;${l};Sí;04/01/2030 22:00;`,
      `Test;${friendApellido};${correo.friend};30123456;General;04/01/2030 23:00;${l};No;;`,
      // Second night: the cell reads as text, never as a formula.
      `"'=HYPERLINK(""http://x"",""y"")";'+Malo;${correo.intruso};27111222;VIP;05/01/2030 23:00;${await numeroDe(orden.intruso!.idOrden)};No;;`,
    ]);
  });

  it('XLSX: the same rows, text neutralised, the day a real date, the order its number as text', async () => {
    const res = await exportar('Asistentes', 'xlsx');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="asistentes-${idEvento}.xlsx"`,
    );
    const sheet = await sheetOf(res.rawPayload, 'Asistentes');
    expect(sheet.rowCount).toBe(6);
    expect(rowValues(sheet, 1)).toEqual([NOTA_ASISTENTES]);
    expect(rowValues(sheet, 2)).toEqual([
      'Nombre',
      'Apellido',
      'Correo electrónico',
      'DNI',
      'Tipo de entrada',
      'Día',
      'Orden',
      'Ingresó',
      'Hora de ingreso',
      'Adicionales',
    ]);
    expect(rowValues(sheet, 4)).toEqual([
      'Lucía',
      'Romero',
      correo.lucia,
      '28999111',
      'General',
      wallClock('2030-01-04T23:00:00'),
      await numeroDe(orden.lucia!.idOrden),
      'Sí',
      wallClock('2030-01-04T22:00:00'),
      '',
    ]);
    expect(sheet.getCell('F4').numFmt).toBe('dd/mm/yyyy hh:mm');
    const intruso = sheet.getRow(6);
    expect(intruso.getCell(1).value).toBe(`'${HYPERLINK}`);
    expect(intruso.getCell(1).type).toBe(ExcelJS.ValueType.String);
    expect(intruso.getCell(2).value).toBe("'+Malo");
    expect(intruso.getCell(7).value).toBe(await numeroDe(orden.intruso!.idOrden));
  });

  it('lets the desktop app (another origin) read the file name', async () => {
    const res = await t.app.inject({
      url: `/api/v1/Evento/ExportarAsistentes?IdEvento=${idEvento}&Formato=csv`,
      headers: { authorization: `Bearer ${token.organizador}`, origin: 'app://pulso' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('app://pulso');
    expect(res.headers['access-control-expose-headers']).toBe('content-disposition');
  });

  it('says what it counts on its first line, and the counts are the sales page’s', async () => {
    expect(NOTA_ASISTENTES).toBe(
      '4 entradas con ingreso = 4 vendidas + 1 de la lista de invitados - 1 publicada en reventa, que no da ingreso mientras esté publicada. Una fila por entrada, sin las devueltas.',
    );
    const [nota, , ...rows] = csvLines((await exportar('Asistentes', 'csv')).rawPayload);
    expect(nota).toBe(NOTA_ASISTENTES);
    const ventas = (
      await asUser(t, token.organizador!, 'GET', `/Evento/GetVentas?IdEvento=${idEvento}`)
    ).json<VentasEvento>();
    const invitadosVentas = ventas.filas.reduce((n, f) => n + f.invitados, 0);
    // Sold + guests - on resale = rows, with the sales page's own counts.
    expect([ventas.totalEntradas, invitadosVentas, ventas.totalReventas]).toEqual([4, 1, 0]);
    expect(rows).toHaveLength(ventas.totalEntradas + invitadosVentas - 1);
    // And the orders' note adds up to its "Total recaudado".
    expect(NOTA_ORDENES).toContain(`${formatPesos(ventas.totalRecaudado)} sin el cargo`);
  });

  it('lets an administrator export too', async () => {
    const res = await exportar('Asistentes', 'csv', token.admin);
    expect(res.statusCode).toBe(200);
    expect(csvLines(res.rawPayload)).toHaveLength(6);
  });
});

describe('GET /Evento/ExportarOrdenes', () => {
  const HEADERS =
    'Orden;Fecha;Estado;Origen;Comprador;Correo electrónico;DNI;Entradas;Adicionales;Subtotal;Descuento;Código de descuento;Cargo de servicio;Total;RRPP;Comisión RRPP';

  it('CSV: paid and pending orders, oldest first, money as plain whole pesos', async () => {
    const res = await exportar('Ordenes', 'csv');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="ordenes-${idEvento}.csv"`,
    );
    const { lucia, intruso, revende, pendiente } = orden as Required<typeof orden>;
    expect([lucia.subtotal, lucia.descuento, lucia.cargoServicio, lucia.total]).toEqual([
      20000, 2000, 1800, 19800,
    ]);
    expect(csvLines(res.rawPayload)).toEqual([
      NOTA_ORDENES,
      HEADERS,
      `${await numeroDe(lucia.idOrden)};01/01/2030 12:00;Pagada;Compra;Lucía Romero;${correo.lucia};28999111;2;;20000;2000;PULSO10;1800;19800;;0`,
      `${await numeroDe(intruso.idOrden)};01/01/2030 12:00;Pagada;Compra;"'=HYPERLINK(""http://x"",""y"") +Malo";${correo.intruso};27111222;1;;20000;0;;2000;22000;;0`,
      `${await numeroDe(revende.idOrden)};01/01/2030 12:00;Pagada;Compra;Rita Reventa;${correo.revende};26555444;1;;10000;0;;1000;11000;;0`,
      // The rejected order moved no money: it is not there.
      `${await numeroDe(pendiente.idOrden)};01/01/2030 12:00;Pendiente de pago;Compra;Ana Pérez;${correo.pendiente};30123456;1;;10000;0;;1000;11000;;0`,
      `${await numeroDe(idOrdenInvitada)};01/01/2030 12:00;Pagada;Lista de invitados;Sofía Invitada;sofia@invitada.test;;1;;0;0;;0;0;;0`,
    ]);
  });

  it('XLSX: money cells are numbers in pesos, the date a real date', async () => {
    const res = await exportar('Ordenes', 'xlsx');
    expect(res.statusCode, res.body).toBe(200);
    const sheet = await sheetOf(res.rawPayload, 'Órdenes');
    expect(rowValues(sheet, 1)).toEqual([NOTA_ORDENES]);
    expect(rowValues(sheet, 2).join(';')).toBe(HEADERS);
    expect(rowValues(sheet, 3)).toEqual([
      await numeroDe(orden.lucia!.idOrden),
      wallClock('2030-01-01T12:00:00'),
      'Pagada',
      'Compra',
      'Lucía Romero',
      correo.lucia,
      '28999111',
      2,
      '',
      20000,
      2000,
      'PULSO10',
      1800,
      19800,
      '',
      0,
    ]);
    for (const col of ['J', 'K', 'M', 'N', 'P']) {
      expect(typeof sheet.getCell(`${col}3`).value).toBe('number');
      expect(sheet.getCell(`${col}3`).numFmt).toBe('"$ "#,##0');
    }
    expect(sheet.getCell('E4').value).toBe(`'${HYPERLINK} +Malo`);
    expect(sheet.rowCount).toBe(7);
  });
});

describe('who may export, and what', () => {
  it("answers another organiser's or a missing event with 404 'No se encontró el evento.'", async () => {
    for (const res of [
      await exportar('Asistentes', 'csv', token.otro),
      await exportar('Ordenes', 'xlsx', token.otro),
      await exportar('Asistentes', 'csv', token.organizador, 999999),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ detail: MSG.eventoNoEncontrado });
    }
  });

  it('refuses attendees (403) and guests (401)', async () => {
    expect((await exportar('Asistentes', 'csv', token.lucia)).statusCode).toBe(403);
    expect((await exportar('Ordenes', 'csv', token.lucia)).statusCode).toBe(403);
    expect((await exportar('Asistentes', 'csv', '')).statusCode).toBe(401);
  });

  it('refuses a format other than csv or xlsx in Spanish (400)', async () => {
    for (const formato of ['pdf', 'CSV', '']) {
      const res = await exportar('Ordenes', formato);
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toBe(`Parámetro Formato: ${EXPORT_MSG.formato}`);
    }
    const sinFormato = await t.app.inject({
      url: `/api/v1/Evento/ExportarAsistentes?IdEvento=${idEvento}`,
      headers: { authorization: `Bearer ${token.organizador}` },
    });
    expect(sinFormato.statusCode).toBe(400);
    expect(sinFormato.json().detail).toBe(`Parámetro Formato: ${EXPORT_MSG.formato}`);
  });

  it('neutralises every formula start OWASP lists, and nothing else', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r'])
      expect(neutralise(`${start}1+1`)).toBe(`'${start}1+1`);
    for (const safe of ['', 'Ana', ' =1', "'=1", '1-2', 'a=b']) expect(neutralise(safe)).toBe(safe);
  });
});
