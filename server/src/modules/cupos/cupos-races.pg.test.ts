import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cupos, entradaCupos, entradas, tandas } from '../../db/schema/index';
import { insertBuyers } from '../../test/bulk-buyers';
import {
  CHECKOUT_NOW,
  NIGHT,
  comprador,
  crearOrden,
  testClock,
} from '../../test/checkout-fixtures';
import { insertEvento } from '../../test/discovery-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * A pool shared by three types, on a real PostgreSQL server (docs/decisions/0085-capacity-pools.md):
 * ROUNDS times, BUYERS buyers at once each ask for one or two tickets of one of three types of
 * PER_TYPE over a pool of POOL. Whatever the interleaving, the pool is sold out exactly, never
 * past it, no type past its own, and the counters equal the orders' items. Runs when
 * DATABASE_URL is set.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
const ROUNDS = 20;
const BUYERS = 1000;
const PER_TYPE = 100;
const POOL = 250;
const clock = testClock(CHECKOUT_NOW);
let t: TestApp;
let owner: number;
let buyers: string[];

beforeAll(async () => {
  if (!onPostgres) return;
  t = await createTestApp({}, { now: clock.now });
  owner = (await t.createUser([0, 2])).idUsuario;
  buyers = (
    await insertBuyers(t.database.db, BUYERS, { tag: 'cupo', jwtSecret: t.config.jwtSecret! })
  ).map((b) => b.token);
}, 120_000);
afterAll(async () => {
  if (onPostgres) await t.close();
});

/**
 * A night on sale with three rows of PER_TYPE named "1ra/2da/3ra tanda" (cdTipo 0–2) drawing from
 * one pool of POOL; with `asTanda`, steps 1–3 of one tanda.
 */
async function threeOverOnePool(nombre: string, asTanda: boolean) {
  const db = t.database.db;
  const { idEvento, idFechas } = await insertEvento(db, {
    idUsuario: owner,
    nombre,
    dias: [NIGHT],
  });
  const idFecha = idFechas[0]!;
  const tanda = asTanda
    ? (await db.insert(tandas).values({ idFecha, nombre: 'General' }).returning())[0]!
    : null;
  const rows = await db
    .insert(entradas)
    .values(
      ['1ra tanda', '2da tanda', '3ra tanda'].map((nombreTipo, cdTipo) => ({
        idFecha,
        cdTipo,
        nombre: nombreTipo,
        admite: 'General',
        precio: 10000 + cdTipo * 5000,
        cantidad: PER_TYPE,
        ...(tanda ? { idTanda: tanda.idTanda, paso: cdTipo + 1 } : {}),
      })),
    )
    .returning();
  const [pool] = await db
    .insert(cupos)
    .values({ idFecha, nombre: 'General', cantidad: POOL })
    .returning();
  await db
    .insert(entradaCupos)
    .values(rows.map((r) => ({ idEntrada: r.idEntrada, idCupo: pool!.idCupo })));
  return { idEvento, idFecha };
}

describe.runIf(onPostgres)('three types over one pool (PostgreSQL)', () => {
  it(`${ROUNDS} rounds of ${BUYERS} buyers: ${POOL} sold, never more, none past its type`, async () => {
    const db = t.database.db;
    for (let round = 0; round < ROUNDS; round++) {
      const { idEvento, idFecha } = await threeOverOnePool(`Tres tipos ${round}`, false);

      const answers = await Promise.all(
        buyers.map((token, i) =>
          crearOrden(
            t,
            token,
            {
              idEvento,
              items: [{ idFecha, cdTipo: (i + round) % 3, cantidad: 1 + ((i * 7 + round) % 2) }],
              comprador,
            },
            randomUUID(),
            `10.${round}.${i >> 8}.${i & 255}`,
          ),
        ),
      );
      expect(answers.filter((a) => ![201, 409].includes(a.statusCode))).toEqual([]);
      const after = await db.select().from(entradas).where(eq(entradas.idFecha, idFecha));
      const sold = after.reduce((sum, r) => sum + r.vendidas, 0);
      // Demand is four times the pool: it sells out, to the ticket.
      expect(sold, `vuelta ${round}`).toBe(POOL);
      for (const r of after) expect(r.vendidas).toBeLessThanOrEqual(PER_TYPE);
      const items = await db.execute<{ id_entrada: number; n: number }>(sql`
          select i.id_entrada, sum(i.cantidad)::int as n
            from orden_items i join ordenes o on o.id_orden = i.id_orden
           where o.id_evento = ${idEvento} and o.estado = 'pendiente'
           group by i.id_entrada`);
      for (const r of after)
        expect(Number(items.rows.find((i) => Number(i.id_entrada) === r.idEntrada)?.n ?? 0)).toBe(
          r.vendidas,
        );
      expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(
        (await db.execute(sql`select 1 from ordenes where id_evento = ${idEvento}`)).rows.length,
      );
    }
  }, 600_000);

  it(`${ROUNDS} rounds of ${BUYERS} buyers over three tandas: each opens only once the one before sold out`, async () => {
    const db = t.database.db;
    for (let round = 0; round < ROUNDS; round++) {
      const { idEvento, idFecha } = await threeOverOnePool(`Tandas ${round}`, true);

      // Each buyer asks for the first step, and for the next when refused, as a buyer who
      // sees "agotada" does; one in four asks for the last step first, before it opens.
      const buy = async (token: string, i: number) => {
        for (const cdTipo of i % 4 === 3 ? [2, 0, 1, 2] : [0, 1, 2]) {
          const res = await crearOrden(
            t,
            token,
            { idEvento, items: [{ idFecha, cdTipo, cantidad: 1 + ((i + round) % 2) }], comprador },
            randomUUID(),
            `10.${round}.${i >> 8}.${i & 255}`,
          );
          if (res.statusCode === 201) return res;
          expect(res.statusCode).toBe(409);
        }
        return null;
      };
      await Promise.all(buyers.map(buy));
      const after = await db
        .select()
        .from(entradas)
        .where(eq(entradas.idFecha, idFecha))
        .orderBy(entradas.paso);
      expect(
        after.map((r) => r.vendidas),
        `vuelta ${round}`,
      ).toEqual([PER_TYPE, PER_TYPE, POOL - 2 * PER_TYPE]);
      // Purchases are decided one after another under the day's row locks, in order number:
      // every sale of a step comes after the last of the step before.
      const byStep = await db.execute<{ paso: number; primera: number; ultima: number }>(sql`
          select e.paso, min(o.id_orden)::int as primera, max(o.id_orden)::int as ultima
            from ordenes o join orden_items i on i.id_orden = o.id_orden
            join entradas e on e.id_entrada = i.id_entrada
           where o.id_evento = ${idEvento} group by e.paso order by e.paso`);
      const steps = byStep.rows.map((r) => [Number(r.primera), Number(r.ultima)]);
      expect(steps).toHaveLength(3);
      for (let k = 1; k < steps.length; k++)
        expect(steps[k]![0], `vuelta ${round}, paso ${k + 1}`).toBeGreaterThan(steps[k - 1]![1]);
    }
  }, 600_000);

  it(`${ROUNDS} rounds of ${BUYERS} buyers of mesas x6 and singles over one pool: a mesa is sold whole or not at all`, async () => {
    const db = t.database.db;
    for (let round = 0; round < ROUNDS; round++) {
      const { idEvento, idFechas } = await insertEvento(db, {
        idUsuario: owner,
        nombre: `Mesas ${round}`,
        dias: [NIGHT],
      });
      const idFecha = idFechas[0]!;
      const rows = await db
        .insert(entradas)
        .values([
          {
            idFecha,
            cdTipo: 0,
            nombre: 'General',
            admite: 'General',
            precio: 10000,
            cantidad: POOL,
          },
          {
            idFecha,
            cdTipo: 4,
            nombre: 'Mesa VIP x6',
            admite: 'VIP',
            precio: 60000,
            cantidad: 40,
            personas: 6,
          },
        ])
        .returning();
      const [pool] = await db
        .insert(cupos)
        .values({ idFecha, nombre: 'Salón', cantidad: POOL })
        .returning();
      await db
        .insert(entradaCupos)
        .values(rows.map((r) => ({ idEntrada: r.idEntrada, idCupo: pool!.idCupo })));

      // One in three asks for a mesa, the rest for one or two General.
      const answers = await Promise.all(
        buyers.map((token, i) =>
          crearOrden(
            t,
            token,
            {
              idEvento,
              items: [
                i % 3 === 0
                  ? { idFecha, cdTipo: 4, cantidad: 1 }
                  : { idFecha, cdTipo: 0, cantidad: 1 + ((i + round) % 2) },
              ],
              comprador,
            },
            randomUUID(),
            `10.${round}.${i >> 8}.${i & 255}`,
          ),
        ),
      );
      expect(answers.filter((a) => ![201, 409].includes(a.statusCode))).toEqual([]);
      const after = await db.select().from(entradas).where(eq(entradas.idFecha, idFecha));
      const places = after.reduce((sum, r) => sum + r.vendidas * r.personas, 0);
      expect(places, `vuelta ${round}`).toBeLessThanOrEqual(POOL);
      // Demand is four times the pool: what is left cannot seat one more General pair.
      expect(places, `vuelta ${round}`).toBeGreaterThanOrEqual(POOL - 1);
      // Every mesa bought holds its six, as a line of whole mesas.
      const lines = await db.execute<{ cantidad: number; personas: number }>(sql`
          select i.cantidad, i.personas from orden_items i join ordenes o on o.id_orden = i.id_orden
           where o.id_evento = ${idEvento} and i.cd_tipo = 4`);
      const mesa = after.find((r) => r.cdTipo === 4)!;
      expect(lines.rows.every((l) => Number(l.personas) === 6 && Number(l.cantidad) === 1)).toBe(
        true,
      );
      expect(lines.rows).toHaveLength(mesa.vendidas);
      expect(mesa.vendidas).toBeGreaterThan(0);
    }
  }, 600_000);
});
