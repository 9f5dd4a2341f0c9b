import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODIGO_MSG } from '@shared/api/codigos';
import { codigosDescuento, entradas, ordenes } from '../../db/schema/index';
import {
  CHECKOUT_NOW,
  comprador,
  crearOrden,
  insertOnSale,
  testClock,
} from '../../test/checkout-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * The last uses of a discount code racing on a real PostgreSQL server (issue 14): 20 buyers
 * at once for a code with 1 (then 3) uses left get exactly that many orders with it; the rest
 * are told it is used up and nothing of theirs is stored. ROUNDS times each. Runs when
 * DATABASE_URL is set.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
const ROUNDS = 6;
const BUYERS = 20;
const clock = testClock(CHECKOUT_NOW);
let t: TestApp;
let organizador: number;

beforeAll(async () => {
  if (!onPostgres) return;
  t = await createTestApp({}, { now: clock.now });
  organizador = (await t.createUser([0, 2])).idUsuario;
}, 60_000);
afterAll(async () => {
  if (onPostgres) await t.close();
});

describe.runIf(onPostgres)('discount codes under concurrency (PostgreSQL)', () => {
  for (const maxUsos of [1, 3]) {
    it(`${BUYERS} buyers at once for a code with ${maxUsos} use(s): exactly ${maxUsos} orders`, async () => {
      for (let round = 0; round < ROUNDS; round++) {
        const ev = await insertOnSale(t, organizador, [
          { cdTipo: 0, precio: 10000, cantidad: 500 },
        ]);
        const [code] = await t.database.db
          .insert(codigosDescuento)
          .values({
            idEvento: ev.idEvento,
            codigo: 'ULTIMO',
            tipo: 'porcentaje',
            valor: 50,
            maxUsos,
          })
          .returning();
        const tokens = await Promise.all(
          Array.from({ length: BUYERS }, async () =>
            t.tokenFor((await t.createUser([0])).idUsuario),
          ),
        );
        const answers = await Promise.all(
          // Each buyer from an address of their own, as strangers are: code tries are
          // limited per address too (docs/decisions/0076-hostile-users.md).
          tokens.map((token, i) =>
            crearOrden(
              t,
              token,
              {
                idEvento: ev.idEvento,
                items: [{ idFecha: ev.idFechas[0]!, cdTipo: 0, cantidad: 1 }],
                comprador,
                codigo: 'ultimo',
              },
              randomUUID(),
              `10.${maxUsos}.${round}.${i + 1}`,
            ),
          ),
        );
        const created = answers.filter((a) => a.statusCode === 201);
        const refused = answers.filter((a) => a.statusCode !== 201);
        expect(created).toHaveLength(maxUsos);
        for (const r of refused) {
          expect(r.statusCode).toBe(409);
          expect(r.json().detail).toBe(CODIGO_MSG.agotado);
        }
        const orders = await t.database.db
          .select()
          .from(ordenes)
          .where(eq(ordenes.idEvento, ev.idEvento));
        expect(orders).toHaveLength(maxUsos);
        expect(orders.every((o) => o.idCodigo === code!.idCodigo && o.descuento === 5000)).toBe(
          true,
        );
        const [after] = await t.database.db
          .select({ usos: codigosDescuento.usos })
          .from(codigosDescuento)
          .where(eq(codigosDescuento.idCodigo, code!.idCodigo));
        expect(after!.usos).toBe(maxUsos);
        const [stock] = await t.database.db
          .select({ vendidas: entradas.vendidas })
          .from(entradas)
          .where(eq(entradas.idFecha, ev.idFechas[0]!));
        expect(stock!.vendidas).toBe(maxUsos);
      }
    }, 120_000);
  }
});
