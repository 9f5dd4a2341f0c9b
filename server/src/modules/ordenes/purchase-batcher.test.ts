import { randomUUID } from 'node:crypto';
import { eq, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbExecutor } from '../../db/executor';
import { entradas, ordenes } from '../../db/schema/index';
import { CHECKOUT_NOW, comprador, insertOnSale } from '../../test/checkout-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createPurchaseBatcher } from './purchase-batcher';
import type { PurchaseArgs } from './purchase';

let t: TestApp;
let organizador: number;

beforeAll(async () => {
  t = await createTestApp({}, { now: () => CHECKOUT_NOW });
  organizador = (await t.createUser([0, 2])).idUsuario;
});
afterAll(() => t.close());

const dialect = new PgDialect();

/** The real database, counting the calls that reach it. */
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
});
