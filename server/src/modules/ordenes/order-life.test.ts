import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrdenView } from '@shared/api/checkout';
import { ordenes } from '../../db/schema/index';
import {
  CHECKOUT_NOW,
  comprador,
  crearOrden,
  insertOnSale,
  testClock,
} from '../../test/checkout-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { moveOrder, moveOrders } from './order-life';

/** Issue 15: one writer of an order's state, moving only as shared/domain/order-life.ts says. */
const SERVER_SRC = join(import.meta.dirname, '../..');
const clock = testClock(CHECKOUT_NOW);
let t: TestApp;
let idOrden: number;

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
  const owner = await t.createUser([0, 2]);
  const ev = await insertOnSale(t, owner.idUsuario, [{ cdTipo: 0, precio: 10000, cantidad: 5 }]);
  const buyer = await t.tokenFor((await t.createUser([0])).idUsuario);
  const res = await crearOrden(t, buyer, {
    idEvento: ev.idEvento,
    items: [{ idFecha: ev.idFechas[0]!, cdTipo: 0, cantidad: 1 }],
    comprador,
  });
  expect(res.statusCode, res.body).toBe(201);
  idOrden = res.json<OrdenView>().idOrden;
});
afterAll(() => t.close());

const estadoOf = async () =>
  (
    await t.database.db
      .select({ estado: ordenes.estado })
      .from(ordenes)
      .where(eq(ordenes.idOrden, idOrden))
  )[0]!.estado;

describe('moving an order', () => {
  it('refuses a move the table does not allow, and changes nothing', async () => {
    await expect(
      t.database.db.transaction((tx) => moveOrder(tx, 'completeRefund', idOrden, CHECKOUT_NOW)),
    ).rejects.toThrow(`order ${idOrden} cannot take 'completeRefund' from 'pendiente'`);
    expect(await estadoOf()).toBe('pendiente');
  });

  it('moves an order once when two moves race for it: the second finds it moved', async () => {
    const first = await t.database.db.transaction((tx) =>
      moveOrders(tx, 'expire', [idOrden], CHECKOUT_NOW),
    );
    const second = await t.database.db.transaction((tx) =>
      moveOrders(tx, 'reject', [idOrden], CHECKOUT_NOW),
    );
    expect([first, second]).toEqual([[idOrden], []]);
    expect(await estadoOf()).toBe('expirada');
  });

  it('sets the payment time on the moves into pagada', async () => {
    const later = new Date(CHECKOUT_NOW.getTime() + 60_000);
    await t.database.db.transaction((tx) => moveOrder(tx, 'payLate', idOrden, later));
    const [row] = await t.database.db.select().from(ordenes).where(eq(ordenes.idOrden, idOrden));
    expect([row!.estado, row!.paidAt?.getTime()]).toEqual(['pagada', later.getTime()]);
  });
});

/** Every TypeScript file of the server but tests and their fixtures (which stage states). */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory())
      return name === 'migrations' || path === join(SERVER_SRC, 'test') ? [] : sources(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('the one writer', () => {
  it('no server module but order-life sets ordenes.estado', () => {
    const writers: string[] = [];
    for (const file of sources(SERVER_SRC)) {
      const rel = relative(SERVER_SRC, file);
      if (rel === join('modules', 'ordenes', 'order-life.ts')) continue;
      const text = readFileSync(file, 'utf8');
      // An ORM update of ordenes whose set() names estado, or SQL that sets it.
      for (const m of text.matchAll(/\.update\(ordenes\)\s*\.set\(\{([^}]*)\}/g))
        if (/\bestado\b/.test(m[1]!)) writers.push(rel);
      if (/update\s+(\$\{ordenes\}|ordenes)\s+set[^;`]*\bestado\b/i.test(text)) writers.push(rel);
    }
    expect(writers).toEqual([]);
  });
});
