import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CODIGO_MSG, type CodigoView, type CrearCodigoPayload } from '@shared/api/codigos';
import type { OrdenView } from '@shared/api/checkout';
import { MSG } from '@shared/messages';
import { codigosDescuento, ordenes } from '../../db/schema/index';
import {
  comprador,
  crearOrden,
  decidirEnSandbox,
  insertOnSale,
  testClock,
} from '../../test/checkout-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Discount codes (issue 14): the organiser's rules, what the buyer is charged (never the
 * client's figure), the uses counted by pending and paid orders and given back by an order
 * that ends unpaid, and every refusal in Spanish with nothing stored.
 */
let t: TestApp;
const clock = testClock();
let organizador: { idUsuario: number; token: string };
let otro: string;
let buyer: string;
let ev: { idEvento: number; idFechas: number[] };

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
});

const crearCodigo = (body: Partial<CrearCodigoPayload>, token = organizador.token) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/Codigo/CrearCodigo',
    headers: { authorization: `Bearer ${token}` },
    payload: { idEvento: ev.idEvento, codigo: 'PULSO20', tipo: 'porcentaje', valor: 20, ...body },
  });
const comprar = (items: Array<{ cdTipo: number; cantidad: number }>, codigo?: string) =>
  crearOrden(t, buyer, {
    idEvento: ev.idEvento,
    items: items.map((i) => ({ idFecha: ev.idFechas[0]!, ...i })),
    comprador,
    ...(codigo === undefined ? {} : { codigo }),
  });
const usos = async (idCodigo: number) =>
  (
    await t.database.db
      .select({ usos: codigosDescuento.usos })
      .from(codigosDescuento)
      .where(eq(codigosDescuento.idCodigo, idCodigo))
  )[0]!.usos;
const ordersOfEvent = async () =>
  t.database.db.select().from(ordenes).where(eq(ordenes.idEvento, ev.idEvento));

describe('discount codes: the organiser', () => {
  it('creates a code upper-cased, lists it, and deactivates it', async () => {
    const res = await crearCodigo({ codigo: '  verano-26 ', maxUsos: 5, tiposEntrada: [2] });
    expect(res.statusCode).toBe(201);
    const code = res.json<CodigoView>();
    expect(code).toMatchObject({ codigo: 'VERANO-26', usos: 0, maxUsos: 5, tiposEntrada: [2] });
    const list = await t.app.inject({
      url: `/api/v1/Codigo/GetCodigos?IdEvento=${ev.idEvento}`,
      headers: { authorization: `Bearer ${organizador.token}` },
    });
    expect(list.json<CodigoView[]>().map((c) => c.codigo)).toEqual(['VERANO-26']);
    const off = await t.app.inject({
      method: 'POST',
      url: '/api/v1/Codigo/DesactivarCodigo',
      headers: { authorization: `Bearer ${organizador.token}` },
      payload: { idCodigo: code.idCodigo },
    });
    expect(off.json<CodigoView>().activo).toBe(false);
    const buying = await comprar([{ cdTipo: 2, cantidad: 1 }], 'verano-26');
    expect(buying.statusCode).toBe(409);
    expect(buying.json().detail).toBe(CODIGO_MSG.inactivo);
  });

  it('refuses bad codes in Spanish and stores nothing', async () => {
    const cases: Array<[Partial<CrearCodigoPayload>, string]> = [
      [{ codigo: 'CON ESPACIO' }, CODIGO_MSG.formato],
      [{ codigo: 'AB' }, CODIGO_MSG.formato],
      [{ codigo: '=HYPERLINK(1)' }, CODIGO_MSG.formato],
      [{ valor: -10 }, CODIGO_MSG.valorPositivo],
      [{ valor: 0 }, CODIGO_MSG.valorPositivo],
      [{ valor: 120 }, CODIGO_MSG.porcentajeMaximo],
      [{ tipo: 'monto', valor: 35000 }, CODIGO_MSG.montoMayorQuePrecio],
      [{ tipo: 'monto', valor: 15000, tiposEntrada: [0] }, CODIGO_MSG.montoMayorQuePrecio],
      [{ maxUsos: 0 }, CODIGO_MSG.usosPositivos],
      [
        { desde: '2030-02-01T00:00:00-03:00', hasta: '2030-01-01T00:00:00-03:00' },
        CODIGO_MSG.vigenciaInvalida,
      ],
    ];
    for (const [body, message] of cases) {
      const res = await crearCodigo(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().detail).toBe(message);
    }
    expect(
      await t.database.db
        .select()
        .from(codigosDescuento)
        .where(eq(codigosDescuento.idEvento, ev.idEvento)),
    ).toEqual([]);
    expect((await crearCodigo({})).statusCode).toBe(201);
    const again = await crearCodigo({ codigo: 'pulso20' });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(CODIGO_MSG.repetido('PULSO20'));
  });

  it("is the owner's: another organiser's event does not exist for them", async () => {
    const res = await crearCodigo({}, otro);
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toBe(MSG.eventoNoEncontrado);
    const list = await t.app.inject({
      url: `/api/v1/Codigo/GetCodigos?IdEvento=${ev.idEvento}`,
      headers: { authorization: `Bearer ${otro}` },
    });
    expect(list.statusCode).toBe(404);
  });
});

describe('discount codes: the buyer', () => {
  it('pays the discounted price plus the fee on it; the order shows the code', async () => {
    await crearCodigo({ codigo: 'VIP5000', tipo: 'monto', valor: 5000, tiposEntrada: [2] });
    const validar = await t.app.inject({
      url: `/api/v1/Codigo/Validar?IdEvento=${ev.idEvento}&Codigo=%20vip5000`,
      headers: { authorization: `Bearer ${buyer}` },
    });
    expect(validar.json()).toEqual({
      codigo: 'VIP5000',
      tipo: 'monto',
      valor: 5000,
      tiposEntrada: [2],
      ocultas: [],
    });
    const res = await comprar(
      [
        { cdTipo: 0, cantidad: 2 },
        { cdTipo: 2, cantidad: 1 },
      ],
      ' vip5000 ',
    );
    expect(res.statusCode).toBe(201);
    const orden = res.json<OrdenView>();
    // 2 × 10,000 + 30,000 = 50,000; 5,000 off the VIP line; the fee is 10 % of 45,000.
    expect(orden).toMatchObject({
      subtotal: 50000,
      descuento: 5000,
      codigo: 'VIP5000',
      cargoServicio: 4500,
      total: 49500,
    });
    const [stored] = await ordersOfEvent();
    expect(stored).toMatchObject({ descuento: 5000, cargoServicio: 4500, total: 49500 });
    const read = await t.app.inject({
      url: `/api/v1/Orden/GetOrden?idOrden=${orden.idOrden}`,
      headers: { authorization: `Bearer ${buyer}` },
    });
    expect(read.json<OrdenView>()).toMatchObject({ descuento: 5000, codigo: 'VIP5000' });
  });

  it('a percentage applies to its types only and never takes a price below zero', async () => {
    await crearCodigo({ codigo: 'GRATIS', valor: 100, tiposEntrada: [0] });
    const res = await comprar([{ cdTipo: 0, cantidad: 3 }], 'gratis');
    expect(res.json<OrdenView>()).toMatchObject({
      subtotal: 30000,
      descuento: 30000,
      cargoServicio: 0,
      total: 0,
    });
    const notForVip = await comprar([{ cdTipo: 2, cantidad: 1 }], 'GRATIS');
    expect(notForVip.statusCode).toBe(409);
    expect(notForVip.json().detail).toBe(CODIGO_MSG.sinEntradasAplicables);
  });

  it('refuses unknown, expired, not yet valid and used-up codes; a code of another event', async () => {
    await crearCodigo({
      codigo: 'MEDIODIA',
      desde: '2030-01-02T12:00:00-03:00',
      hasta: '2030-01-02T14:00:00-03:00',
    });
    await crearCodigo({ codigo: 'UNAVEZ', maxUsos: 1 });
    const otherEvent = await insertOnSale(t, organizador.idUsuario, [
      { cdTipo: 0, precio: 10000, cantidad: 10 },
    ]);
    await crearCodigo({ idEvento: otherEvent.idEvento, codigo: 'AJENO' });

    const refused = async (codigo: string, status: number, detail: string) => {
      const before = (await ordersOfEvent()).length;
      const res = await comprar([{ cdTipo: 0, cantidad: 1 }], codigo);
      expect(res.statusCode, codigo).toBe(status);
      expect(res.json().detail).toBe(detail);
      expect((await ordersOfEvent()).length).toBe(before);
    };
    await refused('NOEXISTE', 404, CODIGO_MSG.noExiste);
    await refused('AJENO', 404, CODIGO_MSG.noExiste);
    expect((await comprar([{ cdTipo: 0, cantidad: 1 }], 'UNAVEZ')).statusCode).toBe(201);
    buyer = await t.tokenFor((await t.createUser([0])).idUsuario);
    await refused('UNAVEZ', 409, CODIGO_MSG.agotado);
    clock.set(new Date('2030-01-02T14:00:00-03:00'));
    await refused('MEDIODIA', 409, CODIGO_MSG.vencido);
    clock.set(new Date('2030-01-02T11:59:00-03:00'));
    await refused('MEDIODIA', 409, CODIGO_MSG.futuro);
    clock.set(new Date('2030-01-02T13:00:00-03:00'));
    expect((await comprar([{ cdTipo: 0, cantidad: 1 }], 'MEDIODIA')).statusCode).toBe(201);
  });

  it('an order that ends unpaid gives its use back; a paid one keeps it', async () => {
    const code = (await crearCodigo({ codigo: 'DOS', maxUsos: 2 })).json<CodigoView>();
    const first = (await comprar([{ cdTipo: 0, cantidad: 1 }], 'DOS')).json<OrdenView>();
    expect(await usos(code.idCodigo)).toBe(1);
    // Refused at the provider: the use comes back.
    expect((await decidirEnSandbox(t, first, 'rechazar')).statusCode).toBe(303);
    expect(await usos(code.idCodigo)).toBe(0);
    // Paid: kept. Expired: given back.
    buyer = await t.tokenFor((await t.createUser([0])).idUsuario);
    const paid = (await comprar([{ cdTipo: 0, cantidad: 1 }], 'DOS')).json<OrdenView>();
    await decidirEnSandbox(t, paid, 'aprobar');
    buyer = await t.tokenFor((await t.createUser([0])).idUsuario);
    await comprar([{ cdTipo: 0, cantidad: 1 }], 'DOS');
    expect(await usos(code.idCodigo)).toBe(2);
    clock.advanceMinutes(11);
    await t.app.pagos.expireHolds();
    expect(await usos(code.idCodigo)).toBe(1);
  });
});
