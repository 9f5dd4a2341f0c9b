import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventosPage } from '@shared/api/discovery';
import { GUEST_PLACES, templateType } from '@shared/domain/stock';
import { cupos, entradaCupos, entradas, tandas } from '../../db/schema/index';
import { seedDemo } from '../../db/seed/demo';
import {
  CHECKOUT_NOW,
  comprador,
  crearOrden,
  insertOnSale,
  testClock,
} from '../../test/checkout-fixtures';
import { insertEvento } from '../../test/discovery-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Capacity pools (docs/decisions/0085-capacity-pools.md): the database's rule (pulso_lugares)
 * agrees with the rule stated from its definition on random days; the migration that made the
 * pools gives the days made before them the template's pools, so the specification's answers
 * for them stay what they were. The migration's tests run first, on the demo alone.
 */
const clock = testClock(CHECKOUT_NOW);
const NOW = CHECKOUT_NOW;
let t: TestApp;
let owner: number;

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
  owner = (await t.createUser([0, 2])).idUsuario;
});
afterAll(() => t.close());

/** A small seeded generator, so a failing day can be made again as it was. */
const seeded = (seed: number) => () => {
  seed = (seed * 1103515245 + 12345) % 2 ** 31;
  return seed / 2 ** 31;
};

const migrationFolder = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../db/migrations',
);
/** The statements of the pools' migration that fill them for the days made before. */
const fillStatements = () =>
  readFileSync(path.join(migrationFolder, '0028_capacity_pools.sql'), 'utf8')
    .split('--> statement-breakpoint')
    .filter((s) => /INSERT INTO/.test(s));

/** What a stock row offered before pools: the specification's early bird ↔ regular pairing. */
const BEFORE_POOLS = sql`
  select r.id_entrada as id,
    case when r.cd_tipo in (1, 3)
      then greatest(0, least(r.cantidad - r.vendidas,
             coalesce(o.cantidad - o.vendidas - r.vendidas, r.cantidad - r.vendidas)))
      else greatest(0, r.cantidad - r.vendidas - coalesce(o.vendidas, 0)) end as lugares
    from entradas r
    left join entradas o on o.id_fecha = r.id_fecha
     and o.cd_tipo = case r.cd_tipo when 0 then 1 when 1 then 0 when 2 then 3 when 3 then 2 end
   order by r.id_entrada`;

describe('the days made before pools (migration 0028)', () => {
  it('get the template’s pools: the demo’s events answer as before, and as the app makes them', async () => {
    const db = t.database.db;
    await seedDemo(db, t.mediaStore, { now: CHECKOUT_NOW });
    // Days made before pools had no tandas either (migration 0030 came after), nor rows of an
    // organiser's own list (migration 0031): the demo's night sold that way is left out.
    await db.execute(sql`update entradas set id_tanda = null, paso = null`);
    await db.execute(sql`
      delete from fechas where id_fecha in (select id_fecha from entradas where cd_tipo > 3)`);
    const places = async () =>
      (
        await db.execute<{ id: number; lugares: number }>(sql`
          select id_entrada as id, pulso_lugares(id_entrada, null, now()) as lugares
            from entradas order by id_entrada`)
      ).rows.map((r) => [Number(r.id), Number(r.lugares)]);
    const before = (await db.execute<{ id: number; lugares: number }>(BEFORE_POOLS)).rows.map(
      (r) => [Number(r.id), Number(r.lugares)],
    );
    const poolsOf = async () =>
      (
        await db.execute(sql`
          select c.id_fecha, c.nombre, c.cantidad, c.total_de_entrada,
                 array_agg(ec.id_entrada order by ec.id_entrada) as miembros
            from cupos c join entrada_cupos ec on ec.id_cupo = c.id_cupo
           group by c.id_cupo order by c.total_de_entrada`)
      ).rows;
    const list = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/v1/Evento/GetEventos' })).json<EventosPage>();

    const madeByApp = { places: await places(), pools: await poolsOf(), page: await list() };
    expect(madeByApp.page.eventos.length).toBeGreaterThan(5);
    // Days with a sold early bird, so the pairing is exercised.
    const shared = await db.execute(sql`
      select count(*)::int as n from entradas where cd_tipo in (1, 3) and vendidas > 0`);
    expect(Number(shared.rows[0]!.n)).toBeGreaterThan(0);
    expect(madeByApp.places).toEqual(before);

    await db.delete(cupos);
    for (const statement of fillStatements()) await db.execute(sql.raw(statement));
    expect(await poolsOf()).toEqual(madeByApp.pools);
    expect(await places()).toEqual(before);
    expect(await list()).toEqual(madeByApp.page);
  });

  it('keep selling: an early bird and its type still share the type’s total', async () => {
    const db = t.database.db;
    const ev = await insertOnSale(t, owner, [
      { cdTipo: 0, precio: 10000, cantidad: 5 },
      { cdTipo: 1, precio: 8000, cantidad: 3 },
    ]);
    const idFecha = ev.idFechas[0]!;
    // As the migration found it: every day without pools, then filled.
    await db.delete(cupos);
    for (const statement of fillStatements()) await db.execute(sql.raw(statement));
    const buyer = await t.tokenFor((await t.createUser([0])).idUsuario);
    const buy = (cdTipo: number, cantidad: number) =>
      crearOrden(
        t,
        buyer,
        { idEvento: ev.idEvento, items: [{ idFecha, cdTipo, cantidad }], comprador },
        randomUUID(),
      );
    expect((await buy(1, 3)).statusCode).toBe(201);
    const rest = await db.execute<{ cd_tipo: number; lugares: number }>(sql`
      select cd_tipo, pulso_lugares(id_entrada, null, now()) as lugares from entradas
       where id_fecha = ${idFecha} order by cd_tipo`);
    expect(rest.rows.map((r) => [Number(r.cd_tipo), Number(r.lugares)])).toEqual([
      [0, 2],
      [1, 0],
    ]);
  });
});

interface ReadRow {
  idEntrada: number;
  cantidad: number;
  vendidas: number;
  personas: number;
  oculta: boolean;
  idTanda: number | null;
  paso: number | null;
  abreAt: Date | null;
  cupos: Array<{ idCupo: number; cantidad: number }>;
}

/**
 * The capacity rule stated again from its definition (decisions 0085, 0087, 0089), for this test
 * alone: the database's (pulso_lugares) is the one every sale and screen uses, and this checks
 * it. With `tally` taken on top of each row's `vendidas`: the units each row can sell at `at`
 * (null: a guest list's), and the step of each row's tanda on sale at NOW.
 */
function byDefinition(
  rows: ReadonlyArray<ReadRow>,
  tally: Record<number, number>,
  at: Date | null,
) {
  const taken = (r: ReadRow) => r.vendidas + (tally[r.idEntrada] ?? 0);
  const poolRest = (idCupo: number, cantidad: number) =>
    cantidad -
    rows
      .filter((m) => m.cupos.some((c) => c.idCupo === idCupo))
      .reduce((sum, m) => sum + taken(m) * m.personas, 0);
  const onSale = (idTanda: number) => {
    const steps = rows
      .filter((r) => r.idTanda === idTanda && !r.oculta)
      .sort((a, b) => a.paso! - b.paso!);
    const from = Math.max(
      0,
      ...steps.filter((r) => r.abreAt && r.abreAt <= NOW).map((r) => r.paso!),
    );
    return (
      (steps.find((r) => r.paso! >= from && r.cantidad - taken(r) > 0) ?? steps.at(-1))?.paso ??
      null
    );
  };
  return rows.map((r) => {
    const step = r.idTanda === null ? null : onSale(r.idTanda);
    const closed = r.idTanda !== null && at !== null && !r.oculta && r.paso !== step;
    const places = Math.max(
      0,
      Math.min(
        r.cantidad - taken(r),
        ...r.cupos.map((c) => Math.trunc(poolRest(c.idCupo, c.cantidad) / r.personas)),
      ),
    );
    return { lugares: closed ? 0 : places, enVenta: step };
  });
}

describe('the capacity rule in the database', () => {
  it('answers as its definition for every row of 60 random days with pools, tandas and mesas, before and after random takes', async () => {
    const random = seeded(35);
    const int = (lo: number, hi: number) => lo + Math.floor(random() * (hi - lo + 1));
    const db = t.database.db;
    const { idFechas } = await insertEvento(db, {
      idUsuario: owner,
      nombre: 'Días al azar',
      dias: Array.from({ length: 60 }, (_, i) => new Date(Date.UTC(2031, 0, 1 + i)).toISOString()),
    });
    for (const idFecha of idFechas) {
      const rows = await db
        .insert(entradas)
        .values(
          [0, 1, 2, 3].slice(0, int(1, 4)).map((cdTipo) => {
            const cantidad = int(0, 40);
            return {
              idFecha,
              cdTipo,
              ...templateType(cdTipo),
              precio: 1000,
              cantidad,
              // Most rows with places left, some sold out or oversold by a lowered quantity.
              vendidas: random() < 0.7 ? int(0, cantidad / 2) : int(0, cantidad + 3),
              // Some rows are mesas: each unit takes its people from every pool.
              personas: random() < 0.3 ? int(2, 6) : 1,
              // Some are hidden (a presale behind a code): outside their tanda's order.
              oculta: random() < 0.2,
            };
          }),
        )
        .returning();
      // Pools over random subsets of the day's rows, some oversold by a lowered size.
      for (let p = int(0, 3); p > 0; p--) {
        const members = rows.filter(() => random() < 0.6);
        if (members.length === 0) continue;
        const [pool] = await db
          .insert(cupos)
          .values({ idFecha, nombre: `Cupo ${p}`, cantidad: int(0, 240) })
          .returning();
        await db
          .insert(entradaCupos)
          .values(members.map((m) => ({ idEntrada: m.idEntrada, idCupo: pool!.idCupo })));
      }
      // Half the days sell some of their rows as a tanda, in a random order, some steps with a
      // date to open at that is past, to come, or none.
      const steps = rows.filter(() => random() < 0.5).sort(() => random() - 0.5);
      if (steps.length > 0 && random() < 0.7) {
        const [tanda] = await db.insert(tandas).values({ idFecha, nombre: 'General' }).returning();
        for (const [i, r] of steps.entries())
          await db
            .update(entradas)
            .set({
              idTanda: tanda!.idTanda,
              paso: i + 1,
              abreAt: [
                null,
                null,
                new Date(NOW.getTime() - 3_600_000),
                new Date(NOW.getTime() + 3_600_000),
              ][int(0, 3)],
            })
            .where(eq(entradas.idEntrada, r.idEntrada));
      }
      const ts: ReadRow[] = (
        await db.execute<Record<string, unknown>>(sql`
          select e.id_entrada, e.cantidad, e.vendidas, e.personas, e.oculta, e.id_tanda, e.paso,
                 e.abre_at,
                 coalesce((select json_agg(json_build_object('idCupo', c.id_cupo, 'cantidad', c.cantidad))
                             from entrada_cupos ec join cupos c on c.id_cupo = ec.id_cupo
                            where ec.id_entrada = e.id_entrada), '[]'::json) as cupos
            from entradas e where e.id_fecha = ${idFecha} order by e.id_entrada`)
      ).rows.map((r) => ({
        idEntrada: Number(r.id_entrada),
        cantidad: Number(r.cantidad),
        vendidas: Number(r.vendidas),
        personas: Number(r.personas),
        oculta: r.oculta === true,
        idTanda: r.id_tanda === null ? null : Number(r.id_tanda),
        paso: r.paso === null ? null : Number(r.paso),
        abreAt: r.abre_at === null ? null : new Date(r.abre_at as string),
        cupos: (typeof r.cupos === 'string' ? JSON.parse(r.cupos) : r.cupos) as ReadRow['cupos'],
      }));
      const tally: Record<string, number> = {};
      for (let step = 0; step < 4; step++) {
        // A sale's instant, or none (a guest list's places, in any step of a tanda).
        const at = step % 2 === 0 ? NOW : GUEST_PLACES;
        const sqlPlaces = await db.execute<{ id: number; lugares: number; en_venta: number }>(sql`
          select id_entrada as id,
                 pulso_lugares(id_entrada, ${JSON.stringify(tally)}::jsonb, ${at?.toISOString() ?? null}::timestamptz) as lugares,
                 pulso_paso_en_venta(id_tanda, ${JSON.stringify(tally)}::jsonb, ${NOW.toISOString()}::timestamptz) as en_venta
            from entradas where id_fecha = ${idFecha} order by id_entrada`);
        const expected = byDefinition(ts, tally, at);
        expect(
          sqlPlaces.rows.map((r) => Number(r.lugares)),
          `día ${idFecha}, paso ${step}`,
        ).toEqual(expected.map((e) => e.lugares));
        // The step on sale, which the event page shows: the same even where no place differs.
        expect(
          sqlPlaces.rows.map((r) => (r.en_venta === null ? null : Number(r.en_venta))),
          `día ${idFecha}, paso ${step}: el paso en venta`,
        ).toEqual(expected.map((e) => e.enVenta));
        const row = ts[int(0, ts.length - 1)]!;
        tally[row.idEntrada] = (tally[row.idEntrada] ?? 0) + int(1, 5);
      }
    }
  });
});
