import { randomUUID } from 'node:crypto';
import { eq, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import type { DbExecutor } from '../../db/executor';
import { codigosDescuento, entradas, ordenes } from '../../db/schema/index';
import { CHECKOUT_NOW, comprador, crearOrden, insertOnSale } from '../../test/checkout-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createPurchaseBatcher } from './purchase-batcher';
import { createPrecheckBatcher, precheckOrders, type PrecheckQuery } from './order-precheck';
import { purchase, type PurchaseArgs } from './purchase';
import { createCheckoutStore } from './checkout-store';

let t: TestApp;
let organizador: number;

beforeAll(async () => {
  t = await createTestApp({}, { now: () => CHECKOUT_NOW });
  organizador = (await t.createUser([0, 2])).idUsuario;
});
afterAll(() => t.close());

const dialect = new PgDialect();

/** The real database, counting the calls that reach it (a batch of purchases, or one call). */
function countingDb() {
  const calls: string[] = [];
  const real = t.database.db;
  const db = {
    execute: (query: SQL) => {
      const text = dialect.sqlToQuery(query).sql;
      calls.push(text.includes('pulso_crear_ordenes') ? 'batch' : 'one');
      return real.execute(query);
    },
  } as unknown as DbExecutor;
  return { db, calls };
}

async function oneNight(cantidad: number) {
  const ev = await insertOnSale(t, organizador, [{ cdTipo: 0, precio: 10000, cantidad }]);
  const [row] = await t.database.db
    .select()
    .from(entradas)
    .where(eq(entradas.idFecha, ev.idFechas[0]!));
  return { ...ev, idFecha: ev.idFechas[0]!, idEntrada: row!.idEntrada };
}

const argsFor = (
  ev: { idEvento: number; idFecha: number; idEntrada: number },
  idUsuario: number,
  idempotencyKey: string = randomUUID(),
): PurchaseArgs => ({
  idUsuario,
  idEvento: ev.idEvento,
  now: CHECKOUT_NOW,
  holdExpiresAt: new Date(CHECKOUT_NOW.getTime() + 10 * 60_000),
  idempotencyKey,
  requestHash: 'h',
  provider: 'sandbox',
  comprador,
  lines: [{ idEntrada: ev.idEntrada, idFecha: ev.idFecha, cdTipo: 0, cantidad: 1, precio: 10000 }],
  subtotal: 10000,
  idCodigo: null,
  descuento: 0,
  cargoServicio: 1000,
  admisiones: [],
});

const buyers = async (n: number) =>
  Promise.all(Array.from({ length: n }, async () => (await t.createUser([0])).idUsuario));

describe('purchases of one event in batches', () => {
  it('sends the first purchase alone and those that arrive meanwhile together; each gets its own order or its own refusal, and the stock counts exactly the orders', async () => {
    const ev = await oneNight(5);
    const ids = await buyers(8);
    const { db, calls } = countingDb();
    const purchaseInBatch = createPurchaseBatcher(db);

    const results = await Promise.allSettled(ids.map((id) => purchaseInBatch(argsFor(ev, id))));

    expect(calls).toEqual(['one', 'batch']);
    const made = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    const refused = results.flatMap((r) => (r.status === 'rejected' ? [r.reason] : []));
    expect(made).toHaveLength(5);
    expect(new Set(made.map((m) => m.idOrden)).size).toBe(5);
    // The first five in arrival order bought; the other three were told "sin stock".
    expect(results.slice(0, 5).every((r) => r.status === 'fulfilled')).toBe(true);
    expect(refused.map((e: { code?: string }) => e.code)).toEqual(['PU409', 'PU409', 'PU409']);
    const stored = await t.database.db
      .select({ idOrden: ordenes.idOrden, idUsuario: ordenes.idUsuario })
      .from(ordenes)
      .where(eq(ordenes.idEvento, ev.idEvento));
    expect(stored.map((o) => o.idOrden).sort()).toEqual(made.map((m) => m.idOrden).sort());
    expect(stored.map((o) => o.idUsuario).sort()).toEqual(ids.slice(0, 5).sort());
    const [row] = await t.database.db
      .select({ vendidas: entradas.vendidas })
      .from(entradas)
      .where(eq(entradas.idEntrada, ev.idEntrada));
    expect(row!.vendidas).toBe(5);
  });

  it('a second purchase of the same account in one batch ends only itself, with the pending-hold refusal the order route answers by replacing or resuming (as when it queued on the row of the account)', async () => {
    const ev = await oneNight(10);
    const [first, a, b] = await buyers(3);
    const { db, calls } = countingDb();
    const purchaseInBatch = createPurchaseBatcher(db);

    const results = await Promise.allSettled([
      purchaseInBatch(argsFor(ev, first!)),
      purchaseInBatch(argsFor(ev, a!, 'same-key')),
      purchaseInBatch(argsFor(ev, a!, 'same-key')),
      purchaseInBatch(argsFor(ev, b!)),
    ]);

    expect(calls).toEqual(['one', 'batch']);
    expect(results.map((r) => r.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    expect((results[2] as PromiseRejectedResult).reason.code).toBe('PU100');
    const stored = await t.database.db
      .select({ idUsuario: ordenes.idUsuario })
      .from(ordenes)
      .where(eq(ordenes.idEvento, ev.idEvento));
    expect(stored.map((o) => o.idUsuario).sort()).toEqual([first!, a!, b!].sort());
  });

  it('purchases of different events do not wait for each other', async () => {
    const one = await oneNight(3);
    const other = await oneNight(3);
    const [x, y] = await buyers(2);
    const { db, calls } = countingDb();
    const purchaseInBatch = createPurchaseBatcher(db);
    const made = await Promise.all([
      purchaseInBatch(argsFor(one, x!)),
      purchaseInBatch(argsFor(other, y!)),
    ]);
    expect(calls).toEqual(['one', 'one']);
    expect(made.every((m) => m.idOrden > 0)).toBe(true);
  });
  it('takes the stock in a batch as one purchase after another would: an early bird and its regular type share the regular total', async () => {
    // General 5 (its total) and General Early Bird 3 (part of those 5), on two twin events:
    // one bought through the batcher (one alone, then a batch), one a purchase at a time.
    const twin = async () => {
      const ev = await insertOnSale(t, organizador, [
        { cdTipo: 0, precio: 10000, cantidad: 5 },
        { cdTipo: 1, precio: 8000, cantidad: 3 },
      ]);
      const rows = await t.database.db
        .select()
        .from(entradas)
        .where(eq(entradas.idFecha, ev.idFechas[0]!));
      return { ...ev, idFecha: ev.idFechas[0]!, rows };
    };
    const order: Array<[cdTipo: number, cantidad: number]> = [
      [1, 2],
      [1, 2],
      [0, 2],
      [0, 2],
      [1, 1],
      [0, 1],
    ];
    const argsOf = (ev: Awaited<ReturnType<typeof twin>>, idUsuario: number, i: number) => {
      const [cdTipo, cantidad] = order[i]!;
      const row = ev.rows.find((r) => r.cdTipo === cdTipo)!;
      const precio = row.precio;
      return {
        ...argsFor({ ...ev, idEntrada: row.idEntrada }, idUsuario),
        lines: [{ idEntrada: row.idEntrada, idFecha: ev.idFecha, cdTipo, cantidad, precio }],
        subtotal: precio * cantidad,
      };
    };
    // The code of a refusal, however the driver wrapped it (drizzle keeps it in `cause`).
    const codeOf = (err: unknown): string => {
      for (
        let e = err as { code?: unknown; cause?: unknown } | undefined;
        e;
        e = e.cause as typeof e
      )
        if (typeof e.code === 'string') return e.code;
      return String(err);
    };
    const outcome = (r: PromiseSettledResult<unknown>) =>
      r.status === 'fulfilled' ? 'ok' : codeOf(r.reason);
    const sold = async (idFecha: number) =>
      Object.fromEntries(
        (await t.database.db.select().from(entradas).where(eq(entradas.idFecha, idFecha))).map(
          (r) => [r.cdTipo, r.vendidas],
        ),
      );

    const batched = await twin();
    const ids = await buyers(order.length);
    const { db, calls } = countingDb();
    const purchaseInBatch = createPurchaseBatcher(db);
    const viaBatch = await Promise.allSettled(
      ids.map((id, i) => purchaseInBatch(argsOf(batched, id, i))),
    );
    expect(calls).toEqual(['one', 'batch']);

    const oneByOne = await twin();
    const others = await buyers(order.length);
    const alone: Array<PromiseSettledResult<unknown>> = [];
    for (const [i, id] of others.entries())
      alone.push(
        await purchase(t.database.db, argsOf(oneByOne, id, i)).then(
          (value) => ({ status: 'fulfilled', value }) as const,
          (reason: unknown) => ({ status: 'rejected', reason }) as const,
        ),
      );

    expect(viaBatch.map(outcome)).toEqual(['ok', 'PU409', 'ok', 'PU409', 'ok', 'PU409']);
    expect(alone.map(outcome)).toEqual(viaBatch.map(outcome));
    expect(await sold(batched.idFecha)).toEqual({ 0: 2, 1: 3 });
    expect(await sold(oneByOne.idFecha)).toEqual({ 0: 2, 1: 3 });
  });
});

describe('prechecks of one event in batches', () => {
  it('reads the first precheck alone and those that arrive meanwhile together; each gets the answer it would have read on its own', async () => {
    const ev = await insertOnSale(
      t,
      organizador,
      [
        { cdTipo: 0, precio: 10000, cantidad: 50 },
        { cdTipo: 1, precio: 20000, cantidad: 5, vendidas: 5 },
      ],
      { nombre: 'Dos noches', dias: ['2030-01-04T23:00:00-03:00', '2030-01-05T23:00:00-03:00'] },
    );
    const [nocheA, nocheB] = ev.idFechas as [number, number];
    const otro = await insertOnSale(t, organizador, [{ cdTipo: 0, precio: 5000, cantidad: 9 }], {
      nombre: 'Otra fiesta',
    });
    await t.database.db
      .insert(codigosDescuento)
      .values({ idEvento: ev.idEvento, codigo: 'AMIGOS', tipo: 'porcentaje', valor: 10 });
    // One buyer already bought with a key (and so holds a pending order of the event).
    const compro = await t.createUser([0]);
    const key = randomUUID();
    const first = await crearOrden(
      t,
      await t.tokenFor(compro.idUsuario),
      { idEvento: ev.idEvento, items: [{ idFecha: nocheA, cdTipo: 0, cantidad: 1 }], comprador },
      key,
    );
    expect(first.statusCode).toBe(201);
    const others = await Promise.all([0, 1, 2].map(() => t.createUser([0])));

    const qs: PrecheckQuery[] = [
      // Its first purchase's key again.
      {
        idUsuario: compro.idUsuario,
        idempotencyKey: key,
        idEvento: ev.idEvento,
        idFechas: [nocheA],
      },
      // Both nights, nothing bought yet.
      {
        idUsuario: others[0]!.idUsuario,
        idempotencyKey: randomUUID(),
        idEvento: ev.idEvento,
        idFechas: [nocheA, nocheB],
      },
      // The second night with the event's code.
      {
        idUsuario: others[1]!.idUsuario,
        idempotencyKey: randomUUID(),
        idEvento: ev.idEvento,
        idFechas: [nocheB],
        codigo: 'AMIGOS',
      },
      // A night of another event.
      {
        idUsuario: others[2]!.idUsuario,
        idempotencyKey: randomUUID(),
        idEvento: ev.idEvento,
        idFechas: [otro.idFechas[0]!],
      },
      // The first one's night again, another buyer, a code the event does not have.
      {
        idUsuario: others[0]!.idUsuario,
        idempotencyKey: randomUUID(),
        idEvento: ev.idEvento,
        idFechas: [nocheA],
        codigo: 'NOEXISTE',
      },
    ];
    const { db, calls } = countingDb();
    const precheckInBatch = createPrecheckBatcher(db as Db);

    const batched = await Promise.all(qs.map((q) => precheckInBatch(q)));

    expect(calls).toEqual(['one', 'one']);
    const alone = await Promise.all(
      qs.map(async (q) => (await precheckOrders(t.database.db, q.idEvento, [q]))[0]),
    );
    expect(batched).toEqual(alone);

    const [again, both, withCode, elsewhere, noCode] = batched;
    const idOrden = (first.json() as { idOrden: number }).idOrden;
    expect(again!.earlier).toEqual({ idOrden, requestHash: expect.any(String) });
    expect(again!.pendingHere).toBe(true);
    expect(both!.earlier).toBeNull();
    expect(both!.pendingHere).toBe(false);
    expect(both!.days.map((d) => d.idFecha).sort()).toEqual([nocheA, nocheB].sort());
    expect(both!.stock.filter((s) => s.cdTipo === 1).map((s) => s.cantidad - s.vendidas)).toEqual([
      0, 0,
    ]);
    expect(both!.eventoNombre).toBe('Dos noches');
    expect(withCode!.days.map((d) => d.idFecha)).toEqual([nocheB]);
    expect(withCode!.stock.every((s) => s.idFecha === nocheB)).toBe(true);
    expect(withCode!.codigo).toMatchObject({ codigo: 'AMIGOS', tipo: 'porcentaje', valor: 10 });
    expect(elsewhere!.days).toEqual([
      expect.objectContaining({ idFecha: otro.idFechas[0], idEvento: otro.idEvento }),
    ]);
    expect(elsewhere!.eventoNombre).toBe('Otra fiesta');
    expect(noCode!.codigo).toBeNull();
    expect(noCode!.stock.find((s) => s.cdTipo === 0)!.vendidas).toBe(1);
  });
});

describe('checkouts stored in batches', () => {
  it('stores the first checkout alone and those that arrive meanwhile together; an order keeps the first checkout stored for it', async () => {
    const ev = await oneNight(10);
    const [a, b] = await buyers(2);
    const first = (await purchase(t.database.db, argsFor(ev, a!))).idOrden;
    const second = (await purchase(t.database.db, argsFor(ev, b!))).idOrden;
    const { db, calls } = countingDb();
    const storeCheckout = createCheckoutStore(db as Db);
    const opened = (idOrden: number, preferenceId: string) => ({
      idOrden,
      preferenceId,
      redirectUrl: `https://pagos.test/${preferenceId}`,
    });

    const stored = await Promise.all([
      storeCheckout(opened(first, 'pref-a')),
      storeCheckout(opened(second, 'pref-b1')),
      storeCheckout(opened(second, 'pref-b2')),
    ]);

    expect(calls).toEqual(['one', 'one']);
    expect(stored).toEqual([true, true, false]);
    const rows = await t.database.db
      .select({
        idOrden: ordenes.idOrden,
        preferenceId: ordenes.preferenceId,
        redirectUrl: ordenes.redirectUrl,
      })
      .from(ordenes)
      .where(eq(ordenes.idEvento, ev.idEvento))
      .orderBy(ordenes.idOrden);
    expect(rows).toEqual([
      { idOrden: first, preferenceId: 'pref-a', redirectUrl: 'https://pagos.test/pref-a' },
      { idOrden: second, preferenceId: 'pref-b1', redirectUrl: 'https://pagos.test/pref-b1' },
    ]);
    // A later checkout for an order that has one changes nothing.
    expect(await storeCheckout(opened(first, 'pref-a2'))).toBe(false);
  });
});
