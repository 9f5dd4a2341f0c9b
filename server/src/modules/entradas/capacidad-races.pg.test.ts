import { randomUUID } from 'node:crypto';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STOCK_MSG } from '@shared/texts/organiser';
import { entradas, ordenes, ordenItems } from '../../db/schema/index';
import {
  CHECKOUT_NOW,
  comprador,
  crearOrden,
  insertOnSale,
  testClock,
} from '../../test/checkout-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * An organiser lowering a day's stock while buyers take it, on a real PostgreSQL server
 * (shared/api/stock.ts): ROUNDS times, BUYERS buyers of one General or one General Early Bird
 * each race a lowering of General (and its early bird) to LOWER. Whatever the interleaving, no
 * row ends with more tickets taken than its stock, the type's total covers its early bird's
 * sales, the counters equal the orders' items, and the lowering either happened whole (200)
 * or was refused whole with what it would break (400). Runs when DATABASE_URL is set.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
const ROUNDS = 10;
const BUYERS = 16;
const LOWER = 8;
const clock = testClock(CHECKOUT_NOW);
let t: TestApp;
let organizador: string;
let idOrganizador: number;
let buyers: string[];

beforeAll(async () => {
  if (!onPostgres) return;
  t = await createTestApp({}, { now: clock.now });
  idOrganizador = (await t.createUser([0, 2])).idUsuario;
  organizador = await t.tokenFor(idOrganizador);
  buyers = await Promise.all(
    Array.from({ length: BUYERS }, async () => t.tokenFor((await t.createUser([0])).idUsuario)),
  );
}, 60_000);
afterAll(async () => {
  if (onPostgres) await t.close();
});

describe.runIf(onPostgres)('lowering stock while buyers take it (PostgreSQL)', () => {
  it(`${ROUNDS} rounds of ${BUYERS} purchases racing a lowering to ${LOWER}: never oversold`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const ev = await insertOnSale(t, idOrganizador, [
        { cdTipo: 0, precio: 10000, cantidad: 20 },
        { cdTipo: 1, precio: 8000, cantidad: 6 },
      ]);
      const idFecha = ev.idFechas[0]!;
      const buy = (token: string, i: number) =>
        crearOrden(
          t,
          token,
          {
            idEvento: ev.idEvento,
            items: [{ idFecha, cdTipo: i % 3 === 0 ? 1 : 0, cantidad: 1 }],
            comprador,
          },
          randomUUID(),
          // Each buyer from an address of their own (holds are capped per address).
          `10.20.${round}.${i + 1}`,
        );
      const lower = () =>
        t.app.inject({
          method: 'PUT',
          url: '/api/v1/Entrada/UpdateEntradasFecha',
          headers: { authorization: `Bearer ${organizador}` },
          payload: {
            idFecha,
            entradas: [
              { tipo: 0, precio: 10000, cantidad: LOWER },
              { tipo: 1, precio: 8000, cantidad: Math.min(LOWER, 3) },
            ],
          },
        });
      // The lowering starts at a different point of the rush each round.
      const at = round % (BUYERS + 1);
      const [lowered, ...answers] = await Promise.all([
        new Promise<Awaited<ReturnType<typeof lower>>>((resolve) =>
          setTimeout(() => resolve(lower()), at),
        ),
        ...buyers.map((token, i) => buy(token, i)),
      ]);

      const rows = await t.database.db
        .select()
        .from(entradas)
        .where(eq(entradas.idFecha, idFecha))
        .orderBy(asc(entradas.cdTipo));
      const [general, early] = rows as [(typeof rows)[0], (typeof rows)[0]];
      const orders = await t.database.db
        .select({ idOrden: ordenes.idOrden })
        .from(ordenes)
        .where(eq(ordenes.idEvento, ev.idEvento));
      const items = orders.length
        ? await t.database.db
            .select()
            .from(ordenItems)
            .where(
              inArray(
                ordenItems.idOrden,
                orders.map((o) => o.idOrden),
              ),
            )
        : [];
      const taken = (cdTipo: number) =>
        items.filter((i) => i.cdTipo === cdTipo).reduce((n, i) => n + i.cantidad, 0);
      expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(orders.length);
      expect(general.vendidas).toBe(taken(0));
      expect(early.vendidas).toBe(taken(1));
      // Never more taken than offered: the row, and the type's total with its early bird.
      expect(early.vendidas).toBeLessThanOrEqual(early.cantidad);
      expect(general.vendidas + early.vendidas).toBeLessThanOrEqual(general.cantidad);
      expect(early.cantidad).toBeLessThanOrEqual(general.cantidad);
      if (lowered.statusCode === 200) {
        expect([general.cantidad, early.cantidad]).toEqual([LOWER, Math.min(LOWER, 3)]);
      } else {
        expect(lowered.statusCode, lowered.body).toBe(400);
        expect([general.cantidad, early.cantidad]).toEqual([20, 6]);
        // Refused because more was already taken than the lowering leaves.
        const possible = [
          ...Array.from({ length: BUYERS }, (_, n) =>
            STOCK_MSG.debajoDeVendidas(1, 'General', n + 1),
          ),
          ...Array.from({ length: 6 }, (_, n) =>
            STOCK_MSG.debajoDeVendidas(1, 'General Early Bird', n + 1),
          ),
        ];
        expect(possible).toContain(lowered.json<{ detail: string }>().detail);
      }
      // Whoever was refused was told the tickets ran out.
      for (const a of answers.filter((x) => x.statusCode !== 201))
        expect(a.statusCode, a.body).toBe(409);
    }
  }, 240_000);
});
