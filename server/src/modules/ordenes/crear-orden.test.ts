import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ORDEN_MSG, type OrdenView } from '@shared/api/checkout';
import type { EntradaView } from '@shared/api/discovery';
import { ESTADO_EVENTO } from '@shared/domain/catalogs';
import { LIMITS } from '@shared/domain/limits';
import { CHECKOUT_MSG } from '@shared/validation/checkout';
import { entradas, ordenes, ordenItems, sandboxPreferencias } from '../../db/schema/index';
import {
  CHECKOUT_NOW,
  comprador,
  crearOrden,
  insertOnSale,
  NIGHT,
} from '../../test/checkout-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let organizador: number;
let token: string;

beforeAll(async () => {
  t = await createTestApp({ SERVICE_FEE_RATE: '0.1' }, { now: () => CHECKOUT_NOW });
  organizador = (await t.createUser([0, 2])).idUsuario;
  token = await t.tokenFor((await t.createUser([0])).idUsuario);
});
afterAll(() => t.close());

const db = () => t.database.db;
const vendidas = async (idFecha: number) =>
  Object.fromEntries(
    (await db().select().from(entradas).where(eq(entradas.idFecha, idFecha))).map((r) => [
      r.cdTipo,
      r.vendidas,
    ]),
  );
const orderCount = async () => (await db().select().from(ordenes)).length;
/** Another buyer: one account holds one pending order per event (a new one replaces it). */
const otroComprador = async () => t.tokenFor((await t.createUser([0])).idUsuario);

let ev: { idEvento: number; idFechas: number[] };
beforeEach(async () => {
  ev = await insertOnSale(t, organizador, [
    { cdTipo: 0, precio: 15000, cantidad: 20 },
    { cdTipo: 2, precio: 40000, cantidad: 12 },
  ]);
});

const body = (
  items: Array<{ cdTipo: number; cantidad: number; idFecha?: number }>,
  extra = {},
) => ({
  idEvento: ev.idEvento,
  items: items.map((i) => ({ idFecha: ev.idFechas[0]!, ...i })),
  comprador,
  ...extra,
});

/** A day of General `total` of which `early` early birds, and a purchase body for it. */
async function earlyBirdDay(total: number, early: number) {
  const eb = await insertOnSale(t, organizador, [
    { cdTipo: 0, precio: 15000, cantidad: total },
    { cdTipo: 1, precio: 11000, cantidad: early },
  ]);
  const en = (items: Array<{ cdTipo: number; cantidad: number }>) => ({
    ...body(items.map((i) => ({ ...i, idFecha: eb.idFechas[0]! }))),
    idEvento: eb.idEvento,
  });
  return { eb, en };
}

describe('POST /Orden/CrearOrden', () => {
  it('prices the order on the server, holds the stock and answers the checkout address', async () => {
    // Figures sent by the client are not part of the contract and change nothing.
    const res = await crearOrden(
      t,
      token,
      body(
        [
          { cdTipo: 0, cantidad: 2 },
          { cdTipo: 2, cantidad: 1 },
        ],
        { subtotal: 1, total: 1 },
      ),
    );
    expect(res.statusCode).toBe(201);
    const orden = res.json<OrdenView>();
    expect(
      orden.items.map((i) => [i.cdTipo, i.precioUnitario, i.cantidad, i.itemSubtotal]),
    ).toEqual([
      [0, 15000, 2, 30000],
      [2, 40000, 1, 40000],
    ]);
    expect(orden).toMatchObject({
      estado: 'pendiente',
      provider: 'sandbox',
      subtotal: 70000,
      cargoServicio: 7000,
      total: 77000,
      holdExpiresAt: new Date(CHECKOUT_NOW.getTime() + 10 * 60_000).toISOString(),
      tickets: [],
    });
    expect(orden.redirectUrl).toMatch(/\/api\/v1\/Pagos\/Sandbox\/sbxpref[0-9a-f]+$/);
    expect(await vendidas(ev.idFechas[0]!)).toEqual({ 0: 2, 2: 1 });
    const [stored] = await db().select().from(ordenes).where(eq(ordenes.idOrden, orden.idOrden));
    expect(stored).toMatchObject({
      total: 77000,
      compradorNombre: 'Ana',
      compradorTipoId: 'DNI',
      compradorNumeroId: '30123456',
    });
    const [pref] = await db()
      .select()
      .from(sandboxPreferencias)
      .where(eq(sandboxPreferencias.id, stored!.preferenceId!));
    expect(pref).toMatchObject({ externalReference: String(orden.idOrden), amount: 77000 });
    expect(pref!.expiresAt.toISOString()).toBe(orden.holdExpiresAt);
  });

  it('answers the new order exactly as GET /Orden/GetOrden reads it back', async () => {
    const made = await crearOrden(
      t,
      token,
      body([
        { cdTipo: 2, cantidad: 1 },
        { cdTipo: 0, cantidad: 3 },
      ]),
    );
    expect(made.statusCode).toBe(201);
    const orden = made.json<OrdenView>();
    const read = await t.app.inject({
      url: `/api/v1/Orden/GetOrden?idOrden=${orden.idOrden}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(read.json()).toEqual(orden);
    expect(orden.items.map((i) => i.cdTipo)).toEqual([0, 2]);
    const [row] = await db().select().from(ordenes).where(eq(ordenes.idOrden, orden.idOrden));
    expect(orden.redirectUrl).toBe(row!.redirectUrl);
  });

  it('answers the same order for the same Idempotency-Key (201, then 200 with the same body)', async () => {
    const before = await orderCount();
    const first = await crearOrden(
      t,
      token,
      body([{ cdTipo: 0, cantidad: 3 }]),
      'clave-compra-0001',
    );
    const again = await crearOrden(
      t,
      token,
      body([{ cdTipo: 0, cantidad: 3 }]),
      'clave-compra-0001',
    );
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(again.json()).toEqual(first.json());
    expect(await orderCount()).toBe(before + 1);
    expect((await vendidas(ev.idFechas[0]!))[0]).toBe(3);
  });

  it('makes one order when two identical requests race', async () => {
    const before = await orderCount();
    const [a, b] = await Promise.all([
      crearOrden(t, token, body([{ cdTipo: 2, cantidad: 2 }]), 'clave-carrera-0001'),
      crearOrden(t, token, body([{ cdTipo: 2, cantidad: 2 }]), 'clave-carrera-0001'),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(a.json()).toEqual(b.json());
    expect(await orderCount()).toBe(before + 1);
    expect((await vendidas(ev.idFechas[0]!))[2]).toBe(2);
  });

  it('refuses a key reused for a different purchase, and another user may use the same key', async () => {
    await crearOrden(t, token, body([{ cdTipo: 0, cantidad: 1 }]), 'clave-reusada-0001');
    const other = await crearOrden(
      t,
      token,
      body([{ cdTipo: 0, cantidad: 2 }]),
      'clave-reusada-0001',
    );
    expect(other.statusCode).toBe(409);
    expect(other.json().detail).toBe(ORDEN_MSG.idempotencyReutilizada);
    const someoneElse = await t.tokenFor((await t.createUser([0])).idUsuario);
    const res = await crearOrden(
      t,
      someoneElse,
      body([{ cdTipo: 0, cantidad: 2 }]),
      'clave-reusada-0001',
    );
    expect(res.statusCode).toBe(201);
    expect((await vendidas(ev.idFechas[0]!))[0]).toBe(3);
  });

  it('needs an Idempotency-Key: 400 and nothing stored without one', async () => {
    const before = await orderCount();
    for (const key of [null, 'corta', 'con espacios no vale']) {
      const res = await crearOrden(t, token, body([{ cdTipo: 0, cantidad: 1 }]), key);
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toBe(ORDEN_MSG.idempotencyKeyFalta);
    }
    expect(await orderCount()).toBe(before);
    expect((await vendidas(ev.idFechas[0]!))[0]).toBe(0);
  });

  it("checks the buyer with the checkout's texts; nothing is stored", async () => {
    const before = await orderCount();
    // 18 years by exact date: born 2 Jan 2012 turns 18 the day after CHECKOUT_NOW.
    const cases: Array<[Record<string, string>, string]> = [
      [{ telefono: '1234567' }, CHECKOUT_MSG.telefono],
      [{ telefono: '11-5555-4444' }, CHECKOUT_MSG.telefono],
      [{ telefono: '' }, CHECKOUT_MSG.telefonoRequerido],
      [{ dtNacimiento: '2012-01-02' }, CHECKOUT_MSG.edad],
      [{ dtNacimiento: '2011-02-30' }, CHECKOUT_MSG.dtNacimientoInvalida],
      [{ dtNacimiento: '' }, CHECKOUT_MSG.dtNacimientoRequerida],
      [{ numeroId: '123456' }, CHECKOUT_MSG.dni],
      [{ numeroId: '1234567890' }, CHECKOUT_MSG.dni],
      [{ numeroId: '30.123.456' }, CHECKOUT_MSG.dni],
      [{ tipoId: 'Pasaporte', numeroId: 'AB123' }, CHECKOUT_MSG.pasaporte],
      [{ tipoId: 'Pasaporte', numeroId: 'AB-12345' }, CHECKOUT_MSG.pasaporte],
      [{ tipoId: 'Cédula' }, CHECKOUT_MSG.tipoId],
      [{ numeroId: '' }, CHECKOUT_MSG.numeroIdRequerido],
    ];
    for (const [change, message] of cases) {
      const res = await crearOrden(t, token, {
        ...body([{ cdTipo: 0, cantidad: 1 }]),
        comprador: { ...comprador, ...change },
      });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().detail, JSON.stringify(change)).toBe(message);
    }
    expect(await orderCount()).toBe(before);
    expect((await vendidas(ev.idFechas[0]!))[0]).toBe(0);
  });

  it('accepts the 18th birthday itself, a 7-digit DNI and a 12-character passport', async () => {
    for (const [i, change] of [
      { dtNacimiento: '2012-01-01' },
      { numeroId: '1234567' },
      { tipoId: 'Pasaporte', numeroId: 'AAB123456789' },
    ].entries()) {
      // Another quantity each time: the same tickets again would resume the order (issue 15).
      const res = await crearOrden(t, token, {
        ...body([{ cdTipo: 0, cantidad: i + 1 }]),
        comprador: { ...comprador, ...change },
      });
      expect(res.statusCode, JSON.stringify(change)).toBe(201);
    }
  });

  it('takes 1 to 10 tickets per row, each row once', async () => {
    const before = await orderCount();
    const cases: Array<[unknown, string]> = [
      [[{ cdTipo: 0, cantidad: LIMITS.maxTicketsPerRow + 1 }], ORDEN_MSG.maxPorFila],
      [[{ cdTipo: 0, cantidad: 0 }], ORDEN_MSG.cantidadMinima],
      [[], ORDEN_MSG.sinItems],
      [
        [
          { cdTipo: 0, cantidad: 1 },
          { cdTipo: 0, cantidad: 1 },
        ],
        ORDEN_MSG.itemRepetido,
      ],
    ];
    for (const [items, message] of cases) {
      const res = await crearOrden(t, token, body(items as never));
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toBe(message);
    }
    expect(await orderCount()).toBe(before);
    const ten = await crearOrden(
      t,
      token,
      body([
        { cdTipo: 0, cantidad: 10 },
        { cdTipo: 2, cantidad: 10 },
      ]),
    );
    expect(ten.statusCode).toBe(201);
  });

  it('refuses with 409 naming the row when the stock is short, and holds nothing', async () => {
    await crearOrden(t, await otroComprador(), body([{ cdTipo: 2, cantidad: 10 }]));
    const before = await orderCount();
    const res = await crearOrden(
      t,
      token,
      body([
        { cdTipo: 0, cantidad: 1 },
        { cdTipo: 2, cantidad: 3 },
      ]),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe(
      'No quedan suficientes entradas VIP para el viernes 4 de enero.',
    );
    expect(await orderCount()).toBe(before);
    expect(await vendidas(ev.idFechas[0]!)).toEqual({ 0: 0, 2: 10 });
    expect((await crearOrden(t, token, body([{ cdTipo: 2, cantidad: 2 }]))).statusCode).toBe(201);
  });

  it('answers the same order again for its key after the stock ran out (not a 409)', async () => {
    const key = 'reintento-despues-del-agotado';
    const first = await crearOrden(t, token, body([{ cdTipo: 2, cantidad: 2 }]), key);
    expect(first.statusCode).toBe(201);
    // The other 10 VIP go to someone else: sold out.
    await crearOrden(t, await otroComprador(), body([{ cdTipo: 2, cantidad: 10 }]));
    const again = await crearOrden(t, token, body([{ cdTipo: 2, cantidad: 2 }]), key);
    expect(again.statusCode).toBe(200);
    expect(again.json<OrdenView>().idOrden).toBe(first.json<OrdenView>().idOrden);
    // A third account finds it sold out, answered before any transaction, with the same text.
    const late = await crearOrden(t, await otroComprador(), body([{ cdTipo: 2, cantidad: 1 }]));
    expect(late.statusCode).toBe(409);
    expect(late.json().detail).toBe(
      'No quedan suficientes entradas VIP para el viernes 4 de enero.',
    );
    expect(await vendidas(ev.idFechas[0]!)).toEqual({ 0: 0, 2: 12 });
  });

  it('sells the early bird first: General opens when it sells out, both within General’s total', async () => {
    // The template's tanda: General 20 of which early bird 5 (docs/decisions/0095).
    const { eb, en } = await earlyBirdDay(20, 5);
    const disponibles = async () =>
      Object.fromEntries(
        (
          await t.app.inject({
            url: `/api/v1/Entrada/GetEntradasFecha?IdFecha=${eb.idFechas[0]}&Estado=0`,
          })
        )
          .json<EntradaView[]>()
          .map((e) => [e.tipo.cdTipo, [e.cantidad, e.tanda?.estado]]),
      );
    expect(await disponibles()).toEqual({ 0: [0, 'proxima'], 1: [5, 'abierta'] });
    const early = await crearOrden(t, await otroComprador(), en([{ cdTipo: 0, cantidad: 1 }]));
    expect(early.statusCode).toBe(409);
    expect(early.json().detail).toBe(
      'No quedan suficientes entradas General para el viernes 4 de enero.',
    );
    expect(
      (await crearOrden(t, await otroComprador(), en([{ cdTipo: 1, cantidad: 5 }]))).statusCode,
    ).toBe(201);
    expect(await disponibles()).toEqual({ 0: [15, 'abierta'], 1: [0, 'agotada'] });
    await crearOrden(t, await otroComprador(), en([{ cdTipo: 0, cantidad: 10 }]));
    const over = await crearOrden(t, token, en([{ cdTipo: 0, cantidad: 6 }]));
    expect(over.statusCode).toBe(409);
    expect((await crearOrden(t, token, en([{ cdTipo: 0, cantidad: 5 }]))).statusCode).toBe(201);
    expect(await vendidas(eb.idFechas[0]!)).toEqual({ 0: 15, 1: 5 });
  });

  it('takes the last early birds and the first General in one order, never beyond the total', async () => {
    const { eb, en } = await earlyBirdDay(8, 3);
    await crearOrden(t, await otroComprador(), en([{ cdTipo: 1, cantidad: 1 }]));
    // 7 left in General's total: the 2 last early birds and 6 General is one too many.
    const res = await crearOrden(
      t,
      token,
      en([
        { cdTipo: 1, cantidad: 2 },
        { cdTipo: 0, cantidad: 6 },
      ]),
    );
    expect(res.statusCode).toBe(409);
    expect(await vendidas(eb.idFechas[0]!)).toEqual({ 0: 0, 1: 1 });
    const fits = await crearOrden(
      t,
      token,
      en([
        { cdTipo: 1, cantidad: 2 },
        { cdTipo: 0, cantidad: 5 },
      ]),
    );
    expect(fits.statusCode).toBe(201);
    expect(await vendidas(eb.idFechas[0]!)).toEqual({ 0: 5, 1: 3 });
  });

  it('sells only events on sale, within each day sale window, on their own days', async () => {
    const before = await orderCount();
    const approved = await insertOnSale(
      t,
      organizador,
      [{ cdTipo: 0, precio: 1000, cantidad: 5 }],
      {
        cdEstado: ESTADO_EVENTO.APROBADO,
      },
    );
    const notOnSale = await crearOrden(t, token, {
      idEvento: approved.idEvento,
      items: [{ idFecha: approved.idFechas[0]!, cdTipo: 0, cantidad: 1 }],
      comprador,
    });
    expect(notOnSale.statusCode).toBe(409);
    expect(notOnSale.json().detail).toBe(ORDEN_MSG.eventoNoDisponible);

    // Second night's sales open 30 days before 20 Feb: not yet.
    const later = await insertOnSale(t, organizador, [{ cdTipo: 0, precio: 1000, cantidad: 5 }], {
      dias: [NIGHT, '2030-02-20T23:00:00-03:00'],
    });
    const closed = await crearOrden(t, token, {
      idEvento: later.idEvento,
      items: [{ idFecha: later.idFechas[1]!, cdTipo: 0, cantidad: 1 }],
      comprador,
    });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().detail).toBe(ORDEN_MSG.ventaCerrada('miércoles 20 de febrero'));

    const foreign = await crearOrden(
      t,
      token,
      body([{ cdTipo: 0, cantidad: 1, idFecha: later.idFechas[0]! }]),
    );
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().detail).toBe(ORDEN_MSG.fechaAjena);

    const missingRow = await crearOrden(t, token, body([{ cdTipo: 3, cantidad: 1 }]));
    expect(missingRow.statusCode).toBe(400);
    expect(missingRow.json().detail).toBe(ORDEN_MSG.entradaInexistente);

    const gone = await crearOrden(t, token, {
      ...body([{ cdTipo: 0, cantidad: 1 }]),
      idEvento: 999999,
    });
    expect(gone.statusCode).toBe(404);
    expect(await orderCount()).toBe(before);
  });

  it('is for role 0 only; GET /Orden/GetOrden shows an order to its owner only', async () => {
    const admin = await t.tokenFor((await t.createUser([1])).idUsuario);
    expect((await crearOrden(t, admin, body([{ cdTipo: 0, cantidad: 1 }]))).statusCode).toBe(403);

    const orden = (
      await crearOrden(t, token, body([{ cdTipo: 0, cantidad: 1 }]))
    ).json<OrdenView>();
    const get = (tk: string, id = orden.idOrden) =>
      t.app.inject({
        url: `/api/v1/Orden/GetOrden?idOrden=${id}`,
        headers: { authorization: `Bearer ${tk}` },
      });
    const mine = await get(token);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual(orden);
    const stranger = await t.tokenFor((await t.createUser([0])).idUsuario);
    expect((await get(stranger)).statusCode).toBe(403);
    const missing = await get(token, 999999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe(ORDEN_MSG.ordenNoEncontrada);
  });

  it('stores one item row per ticket row with the price it had', async () => {
    const orden = (
      await crearOrden(
        t,
        token,
        body([
          { cdTipo: 2, cantidad: 3 },
          { cdTipo: 0, cantidad: 1 },
        ]),
      )
    ).json<OrdenView>();
    const items = await db().select().from(ordenItems).where(eq(ordenItems.idOrden, orden.idOrden));
    expect(items.map((i) => [i.cdTipo, i.precioUnitario, i.cantidad]).sort()).toEqual([
      [0, 15000, 1],
      [2, 40000, 3],
    ]);
  });
});

describe('service fee', () => {
  it('follows SERVICE_FEE_RATE, rounded to whole pesos', async () => {
    const other = await createTestApp({ SERVICE_FEE_RATE: '0.075' }, { now: () => CHECKOUT_NOW });
    try {
      const org = (await other.createUser([0, 2])).idUsuario;
      const e = await insertOnSale(other, org, [{ cdTipo: 0, precio: 12345, cantidad: 5 }]);
      const tk = await other.tokenFor((await other.createUser([0])).idUsuario);
      const res = await crearOrden(other, tk, {
        idEvento: e.idEvento,
        items: [{ idFecha: e.idFechas[0]!, cdTipo: 0, cantidad: 1 }],
        comprador,
      });
      expect(res.json()).toMatchObject({ subtotal: 12345, cargoServicio: 926, total: 13271 });
    } finally {
      await other.close();
    }
  });
});
