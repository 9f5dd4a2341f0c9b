import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  CODIGO_MSG,
  type CodigoAplicable,
  type CodigoView,
  type CrearCodigoPayload,
  type EntradaOcultable,
} from '@shared/api/codigos';
import type { EventosPage } from '@shared/api/discovery';
import type { OrdenView } from '@shared/api/checkout';
import type { TipoFila, TiposEvento } from '@shared/api/ticket-types';
import { codigosDescuento, entradas, ordenes } from '../../db/schema/index';
import { comprador, crearOrden, insertOnSale, testClock } from '../../test/checkout-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Access codes (issue 14): a hidden ticket row leaves the event page and is sold only with an
 * access code of its type; the code takes nothing off and counts its uses like any code.
 */
let t: TestApp;
const clock = testClock();
let organizador: { idUsuario: number; token: string };
let otro: string;
let buyer: string;
let ev: { idEvento: number; idFechas: number[] };
let vip: number;

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
  const org = await t.createUser([0, 2]);
  organizador = { idUsuario: org.idUsuario, token: await t.tokenFor(org.idUsuario) };
  otro = await t.tokenFor((await t.createUser([0, 2])).idUsuario);
});
afterAll(() => t.close());

beforeEach(async () => {
  clock.set(new Date('2030-01-01T12:00:00-03:00'));
  buyer = await t.tokenFor((await t.createUser([0])).idUsuario);
  ev = await insertOnSale(t, organizador.idUsuario, [
    { cdTipo: 0, precio: 10000, cantidad: 300 },
    { cdTipo: 2, precio: 30000, cantidad: 50 },
  ]);
  const [row] = await t.database.db
    .select({ idEntrada: entradas.idEntrada })
    .from(entradas)
    .where(eq(entradas.idFecha, ev.idFechas[0]!))
    .orderBy(entradas.cdTipo);
  vip = row!.idEntrada + 1;
});

const as = (token: string) => ({ authorization: `Bearer ${token}` });
const ocultar = (idEntrada: number, oculta: boolean, token = organizador.token) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/Codigo/OcultarEntrada',
    headers: as(token),
    payload: { idEntrada, oculta },
  });
const crearCodigo = (body: Partial<CrearCodigoPayload>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/Codigo/CrearCodigo',
    headers: as(organizador.token),
    payload: { idEvento: ev.idEvento, codigo: 'SPONSOR', tipo: 'acceso', ...body },
  });
const comprar = (items: Array<{ cdTipo: number; cantidad: number }>, codigo?: string) =>
  crearOrden(t, buyer, {
    idEvento: ev.idEvento,
    items: items.map((i) => ({ idFecha: ev.idFechas[0]!, ...i })),
    comprador,
    ...(codigo === undefined ? {} : { codigo }),
  });
const eventPageTypes = async () => {
  const res = await t.app.inject({ url: `/api/v1/Evento/GetEventos?IdEvento=${ev.idEvento}` });
  return res.json<EventosPage>().eventos[0]!.fechas[0]!.entradas.map((e) => e.tipo.cdTipo);
};
const ordersOfEvent = () =>
  t.database.db.select().from(ordenes).where(eq(ordenes.idEvento, ev.idEvento));

describe('hidden ticket rows', () => {
  it('leave the event page when hidden and come back when shown', async () => {
    expect(await eventPageTypes()).toEqual([0, 2]);
    const res = await ocultar(vip, true);
    expect(res.statusCode).toBe(200);
    expect(res.json<EntradaOcultable>()).toMatchObject({ idEntrada: vip, cdTipo: 2, oculta: true });
    expect(await eventPageTypes()).toEqual([0]);
    const day = await t.app.inject({
      url: `/api/v1/Entrada/GetEntradasFecha?IdFecha=${ev.idFechas[0]}`,
    });
    expect(day.json<Array<{ tipo: { cdTipo: number } }>>().map((e) => e.tipo.cdTipo)).toEqual([0]);
    const list = await t.app.inject({
      url: `/api/v1/Codigo/GetEntradas?IdEvento=${ev.idEvento}`,
      headers: as(organizador.token),
    });
    expect(list.json<EntradaOcultable[]>().map((e) => [e.cdTipo, e.oculta])).toEqual([
      [0, false],
      [2, true],
    ]);
    await ocultar(vip, false);
    expect(await eventPageTypes()).toEqual([0, 2]);
  });

  it("are another organiser's business only to 404", async () => {
    const res = await ocultar(vip, true, otro);
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toBe(CODIGO_MSG.entradaNoEncontrada);
    const [row] = await t.database.db.select().from(entradas).where(eq(entradas.idEntrada, vip));
    expect(row!.oculta).toBe(false);
    const attendee = await ocultar(vip, true, buyer);
    expect(attendee.statusCode).toBe(403);
  });

  it('are refused without a code, with nothing stored', async () => {
    await ocultar(vip, true);
    const res = await comprar([{ cdTipo: 2, cantidad: 1 }]);
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe(CODIGO_MSG.necesitaCodigo);
    expect(await ordersOfEvent()).toEqual([]);
  });
});

describe("the codes page's ticket types", () => {
  it('are the rows as the organiser renamed and added them; a code may keep to an added one', async () => {
    // The organiser renames General and adds a type of their own (cdTipo 4).
    const tipos = await t.app.inject({
      url: `/api/v1/Entrada/TiposEvento?IdEvento=${ev.idEvento}`,
      headers: as(organizador.token),
    });
    const day = tipos.json<TiposEvento>().fechas[0]!;
    // Without idEntrada, a row to add.
    const row = (nombre: string, { admite, precio, cantidad }: TipoFila, idEntrada?: number) => ({
      idEntrada,
      nombre,
      admite,
      precio,
      cantidad,
      oculta: false,
      tanda: null,
      abreAt: null,
      cupos: [],
    });
    const [general, vipRow] = day.tipos;
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/Entrada/TiposFecha',
      headers: as(organizador.token),
      payload: {
        idFecha: day.idFecha,
        tipos: [
          row('1ra tanda', general!, general!.idEntrada),
          row('VIP', vipRow!, vipRow!.idEntrada),
          row('Entrada + trago', general!),
        ],
        cupos: day.cupos.map(({ idCupo, nombre, cantidad }) => ({ idCupo, nombre, cantidad })),
      },
    });
    expect(saved.statusCode).toBe(200);

    const list = await t.app.inject({
      url: `/api/v1/Codigo/GetEntradas?IdEvento=${ev.idEvento}`,
      headers: as(organizador.token),
    });
    expect(list.json<EntradaOcultable[]>().map((e) => [e.cdTipo, e.dsTipo])).toEqual([
      [0, '1ra tanda'],
      [2, 'VIP'],
      [4, 'Entrada + trago'],
    ]);

    const res = await crearCodigo({
      codigo: 'TRAGO',
      tipo: 'porcentaje',
      valor: 10,
      tiposEntrada: [4],
    });
    expect(res.statusCode).toBe(201);
    const [stored] = await t.database.db
      .select({ tiposEntrada: codigosDescuento.tiposEntrada })
      .from(codigosDescuento)
      .where(eq(codigosDescuento.idEvento, ev.idEvento));
    expect(stored!.tiposEntrada).toEqual([4]);
  });
});

describe('access codes', () => {
  it('are created without a value and refuse one', async () => {
    const res = await crearCodigo({ tiposEntrada: [2], maxUsos: 2 });
    expect(res.statusCode).toBe(201);
    expect(res.json<CodigoView>()).toMatchObject({ codigo: 'SPONSOR', tipo: 'acceso', valor: 0 });
    const withValue = await crearCodigo({ codigo: 'OTRO', valor: 10 });
    expect(withValue.statusCode).toBe(400);
    expect(withValue.json().detail).toBe(CODIGO_MSG.accesoSinValor);
    const rows = await t.database.db
      .select()
      .from(codigosDescuento)
      .where(eq(codigosDescuento.idEvento, ev.idEvento));
    expect(rows.map((r) => r.codigo)).toEqual(['SPONSOR']);
  });

  it('show the hidden rows they open and sell them at their price', async () => {
    await ocultar(vip, true);
    await crearCodigo({ tiposEntrada: [2], maxUsos: 2 });
    const validar = await t.app.inject({
      url: `/api/v1/Codigo/Validar?IdEvento=${ev.idEvento}&Codigo=sponsor`,
      headers: as(buyer),
    });
    expect(validar.statusCode).toBe(200);
    expect(validar.json<CodigoAplicable>()).toMatchObject({
      codigo: 'SPONSOR',
      tipo: 'acceso',
      ocultas: [
        {
          idFecha: ev.idFechas[0],
          entrada: { idEntrada: vip, tipo: { cdTipo: 2 }, precio: 30000, cantidad: 50 },
        },
      ],
    });
    const res = await comprar([{ cdTipo: 2, cantidad: 2 }], ' sponsor ');
    expect(res.statusCode).toBe(201);
    const orden = res.json<OrdenView>();
    expect(orden).toMatchObject({ subtotal: 60000, descuento: 0, codigo: 'SPONSOR' });
    const [code] = await t.database.db
      .select()
      .from(codigosDescuento)
      .where(eq(codigosDescuento.idEvento, ev.idEvento));
    expect(code!.usos).toBe(1);
  });

  it('do not open rows of other types, nor apply to visible rows alone', async () => {
    await ocultar(vip, true);
    await crearCodigo({ tiposEntrada: [0] });
    const other = await comprar([{ cdTipo: 2, cantidad: 1 }], 'SPONSOR');
    expect(other.statusCode).toBe(409);
    expect(other.json().detail).toBe(CODIGO_MSG.sinEntradasAplicables);
    const mixed = await comprar(
      [
        { cdTipo: 0, cantidad: 1 },
        { cdTipo: 2, cantidad: 1 },
      ],
      'SPONSOR',
    );
    expect(mixed.statusCode).toBe(409);
    expect(mixed.json().detail).toBe(CODIGO_MSG.sinEntradasAplicables);
    expect(await ordersOfEvent()).toEqual([]);
  });

  it('refuse a hidden row beside the one they open', async () => {
    const [general] = await t.database.db
      .select({ idEntrada: entradas.idEntrada })
      .from(entradas)
      .where(eq(entradas.idFecha, ev.idFechas[0]!))
      .orderBy(entradas.cdTipo);
    await ocultar(vip, true);
    await ocultar(general!.idEntrada, true);
    await crearCodigo({ tiposEntrada: [2] });
    const res = await comprar(
      [
        { cdTipo: 0, cantidad: 1 },
        { cdTipo: 2, cantidad: 1 },
      ],
      'SPONSOR',
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe(CODIGO_MSG.necesitaCodigo);
    expect(await ordersOfEvent()).toEqual([]);
    const [code] = await t.database.db
      .select()
      .from(codigosDescuento)
      .where(eq(codigosDescuento.idEvento, ev.idEvento));
    expect(code!.usos).toBe(0);
  });

  it('once used up, refuse the presale', async () => {
    await ocultar(vip, true);
    await crearCodigo({ tiposEntrada: [2], maxUsos: 1 });
    expect((await comprar([{ cdTipo: 2, cantidad: 1 }], 'SPONSOR')).statusCode).toBe(201);
    buyer = await t.tokenFor((await t.createUser([0])).idUsuario);
    const second = await comprar([{ cdTipo: 2, cantidad: 1 }], 'SPONSOR');
    expect(second.statusCode).toBe(409);
    expect(second.json().detail).toBe(CODIGO_MSG.agotado);
  });
});
