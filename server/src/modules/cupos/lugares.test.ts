import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUEST_PLACES, templateType } from '@shared/domain/stock';
import type { Database } from '../../db/client';
import { cupos, entradaCupos, entradas, tandas, usuarios } from '../../db/schema/index';
import { insertEvento } from '../../test/discovery-fixtures';
import { createTestDatabase } from '../../test/test-database';

/**
 * The capacity rule as the database states it (pulso_disponibilidad with pulso_paso_en_venta,
 * as sales ask it through pulso_lugares and pulso_stock_alcanza; docs/decisions/0085-capacity-pools.md, 0087-tandas.md,
 * 0096-the-capacity-rule-in-sql.md), on days built row by row: what every sale takes and every
 * screen shows.
 */
const NOW = new Date('2030-01-01T15:00:00.000Z');
const HOUR = 3_600_000;
let database: Database;
let idUsuario: number;
let days = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  const [u] = await database.db
    .insert(usuarios)
    .values({ nombre: 'Org', apellido: 'Test', correo: 'org-lugares@pulso.test' })
    .returning({ id: usuarios.idUsuario });
  idUsuario = u!.id;
});
afterAll(() => database.close());

interface RowSpec {
  cantidad: number;
  vendidas: number;
  personas?: number;
  oculta?: boolean;
  /** When this step of the day's tanda opens even with places before it. */
  abreAt?: Date;
}

/**
 * A day with these rows, pools over them (by index) and, with `tanda`, those rows (by index, in
 * step order) sold one step at a time. Answers the rows' ids in the order given.
 */
async function day(
  rows: RowSpec[],
  opts: { pools?: Array<{ cantidad: number; miembros: number[] }>; tanda?: number[] } = {},
): Promise<number[]> {
  const db = database.db;
  days += 1;
  const { idFechas } = await insertEvento(db, {
    idUsuario,
    nombre: `Día ${days}`,
    dias: [new Date(Date.UTC(2030, 5, days)).toISOString()],
  });
  const idFecha = idFechas[0]!;
  const made = await db
    .insert(entradas)
    .values(
      rows.map((r, cdTipo) => ({
        idFecha,
        cdTipo,
        ...templateType(cdTipo),
        nombre: `Tipo ${cdTipo}`,
        precio: 1000,
        cantidad: r.cantidad,
        vendidas: r.vendidas,
        personas: r.personas ?? 1,
        oculta: r.oculta ?? false,
      })),
    )
    .returning({ idEntrada: entradas.idEntrada });
  const ids = made.map((m) => m.idEntrada);
  for (const p of opts.pools ?? []) {
    const [pool] = await db
      .insert(cupos)
      .values({ idFecha, nombre: 'Cupo', cantidad: p.cantidad })
      .returning();
    await db
      .insert(entradaCupos)
      .values(p.miembros.map((i) => ({ idEntrada: ids[i]!, idCupo: pool!.idCupo })));
  }
  if (opts.tanda) {
    const [tanda] = await db.insert(tandas).values({ idFecha, nombre: 'General' }).returning();
    for (const [i, at] of opts.tanda.entries())
      await db.execute(sql`
        update entradas set id_tanda = ${tanda!.idTanda}, paso = ${i + 1},
               abre_at = ${rows[at]!.abreAt?.toISOString() ?? null}::timestamptz
         where id_entrada = ${ids[at]!}`);
  }
  return ids;
}

/** What each row can sell at `at` (null: a guest list's count), with `tomadas` taken on top. */
async function lugares(
  ids: number[],
  at: Date | null = NOW,
  tomadas: Record<number, number> = {},
): Promise<number[]> {
  const { rows } = await database.db.execute<{ lugares: number }>(sql`
    select pulso_lugares(x.id, ${JSON.stringify(tomadas)}::jsonb,
                         ${at?.toISOString() ?? null}::timestamptz) as lugares
      from unnest(${`{${ids.join(',')}}`}::int[]) with ordinality as x(id, n) order by x.n`);
  return rows.map((r) => Number(r.lugares));
}

/** Where each row's step stands for a buyer at NOW. */
async function estados(ids: number[]): Promise<Array<string | null>> {
  const { rows } = await database.db.execute<{ estado: string | null }>(sql`
    select (select d.estado from pulso_disponibilidad(x.id, null, ${NOW.toISOString()}::timestamptz) d) as estado
      from unnest(${`{${ids.join(',')}}`}::int[]) with ordinality as x(id, n) order by x.n`);
  return rows.map((r) => r.estado);
}

/** Whether lines (by the rows' index) fit, one after the other: the first short line's number. */
async function alcanza(ids: number[], lines: Array<[number, number]>) {
  const { rows } = await database.db.execute<{ r: unknown }>(sql`
    select pulso_stock_alcanza(${JSON.stringify(
      lines.map(([i, cantidad]) => ({ idEntrada: ids[i], cantidad })),
    )}::jsonb, null, ${NOW.toISOString()}::timestamptz) as r`);
  const raw = rows[0]!.r;
  return (typeof raw === 'string' ? JSON.parse(raw) : raw) as { corta?: number };
}

describe('a row and its pools', () => {
  it('sells its own rest, never below 0; a row that does not exist sells nothing', async () => {
    expect(await lugares(await day([{ cantidad: 100, vendidas: 30 }]))).toEqual([70]);
    expect(await lugares(await day([{ cantidad: 5, vendidas: 7 }]))).toEqual([0]);
    expect(await lugares([-1])).toEqual([0]);
  });

  it('the template’s pool before tandas: early-bird sales use up the type’s total', async () => {
    const pool = (general: [number, number], eb: [number, number]) =>
      day(
        [
          { cantidad: general[0], vendidas: general[1] },
          { cantidad: eb[0], vendidas: eb[1] },
        ],
        { pools: [{ cantidad: general[0], miembros: [0, 1] }] },
      );
    expect(await lugares(await pool([100, 30], [20, 15]))).toEqual([55, 5]);
    // An early bird never offers more than what is left of its type.
    expect(await lugares(await pool([100, 95], [20, 2]))).toEqual([3, 3]);
    // A sold-out early bird leaves the rest of the type on sale.
    expect(await lugares(await pool([300, 0], [100, 100]))).toEqual([200, 0]);
  });

  it('three rows of 100 over a pool of 250: each sells its own rest until the pool runs out', async () => {
    const ids = await day(
      [
        { cantidad: 100, vendidas: 100 },
        { cantidad: 100, vendidas: 80 },
        { cantidad: 100, vendidas: 0 },
      ],
      { pools: [{ cantidad: 250, miembros: [0, 1, 2] }] },
    );
    expect(await lugares(ids)).toEqual([0, 20, 70]);
    expect(await lugares(ids, NOW, { [ids[1]!]: 20 })).toEqual([0, 0, 50]);
  });

  it('a row in two pools sells the least of both rests and of its own', async () => {
    const ids = await day(
      [
        { cantidad: 60, vendidas: 10 },
        { cantidad: 800, vendidas: 780 },
        { cantidad: 40, vendidas: 0 },
      ],
      {
        pools: [
          { cantidad: 800, miembros: [0, 1] },
          { cantidad: 50, miembros: [0] },
        ],
      },
    );
    expect((await lugares(ids))[0]).toBe(10);
    await database.db.execute(sql`
      update cupos set cantidad = 900
       where id_cupo in (select id_cupo from entrada_cupos where id_entrada = ${ids[1]!})`);
    expect((await lugares(ids))[0]).toBe(40);
  });

  it('a pool oversold by a lowered size offers nothing, never less than 0', async () => {
    const ids = await day([{ cantidad: 10, vendidas: 9 }], {
      pools: [{ cantidad: 5, miembros: [0] }],
    });
    expect(await lugares(ids)).toEqual([0]);
  });

  it('a mesa takes its people from the pool: a mesa x6 never sells with 5 places left', async () => {
    const ids = await day(
      [
        { cantidad: 10, vendidas: 0, personas: 6 },
        { cantidad: 100, vendidas: 89 },
      ],
      { pools: [{ cantidad: 100, miembros: [0, 1] }] },
    );
    expect(await lugares(ids)).toEqual([1, 11]);
    expect(await lugares(ids, NOW, { [ids[1]!]: 6 })).toEqual([0, 5]);
  });
});

describe('tandas: one step on sale at a time', () => {
  /** Three steps of 100 over a pool of 250, sold as given; step 3 opens at `abre3` if any. */
  const tres = (sold: [number, number, number], extra: Partial<RowSpec>[] = []) =>
    day(
      sold.map((vendidas, i) => ({ cantidad: 100, vendidas, ...extra[i] })),
      { pools: [{ cantidad: 250, miembros: [0, 1, 2] }], tanda: [0, 1, 2] },
    );

  it('sells the first step until it sells out, then the next, and the pool caps the last', async () => {
    let ids = await tres([40, 0, 0]);
    expect(await lugares(ids)).toEqual([60, 0, 0]);
    expect(await estados(ids)).toEqual(['abierta', 'proxima', 'proxima']);
    ids = await tres([100, 30, 0]);
    expect(await lugares(ids)).toEqual([0, 70, 0]);
    expect(await estados(ids)).toEqual(['agotada', 'abierta', 'proxima']);
    ids = await tres([100, 100, 0]);
    expect(await lugares(ids)).toEqual([0, 0, 50]);
    ids = await tres([100, 100, 50]);
    expect(await lugares(ids)).toEqual([0, 0, 0]);
    expect(await estados(ids)).toEqual(['agotada', 'agotada', 'abierta']);
  });

  it('opens a step at its date even with places left before it, and closes those', async () => {
    const ids = await tres([10, 0, 0], [{}, {}, { abreAt: new Date(NOW.getTime() - HOUR) }]);
    expect(await lugares(ids)).toEqual([0, 0, 100]);
    expect(await estados(ids)).toEqual(['agotada', 'agotada', 'abierta']);
    const later = await tres([10, 0, 0], [{}, {}, { abreAt: new Date(NOW.getTime() + HOUR) }]);
    expect(await lugares(later)).toEqual([90, 0, 0]);
  });

  it('counts what a purchase took before: the last of one step opens the next', async () => {
    const ids = await tres([99, 0, 0]);
    expect(await lugares(ids, NOW, { [ids[0]!]: 1 })).toEqual([0, 100, 0]);
    // The last early birds and the first General in one purchase; never the next step first.
    expect(
      await alcanza(ids, [
        [0, 1],
        [1, 3],
      ]),
    ).toEqual({
      tomadas: { [ids[0]!]: 1, [ids[1]!]: 3 },
    });
    expect(
      await alcanza(ids, [
        [1, 3],
        [0, 1],
      ]),
    ).toEqual({ corta: 1 });
    expect(await alcanza(ids, [[0, 2]])).toEqual({ corta: 1 });
  });

  it('a ticket given back to a step puts it on sale again, before the next', async () => {
    const ids = await tres([100, 5, 0]);
    expect(await estados(ids)).toEqual(['agotada', 'abierta', 'proxima']);
    await database.db.execute(sql`update entradas set vendidas = 99 where id_entrada = ${ids[0]!}`);
    expect(await estados(ids)).toEqual(['abierta', 'proxima', 'proxima']);
    expect(await lugares(ids)).toEqual([1, 0, 0]);
  });

  it('leaves a hidden step (a presale behind a code) outside the order: it holds no public step back', async () => {
    const ids = await tres([40, 0, 0], [{ oculta: true }]);
    expect(await lugares(ids)).toEqual([60, 100, 0]);
    expect(await estados(ids)).toEqual(['abierta', 'abierta', 'proxima']);
  });

  it('gives a guest list (no sale) every step’s places, the pool still capping them', async () => {
    expect(await lugares(await tres([40, 0, 0]), GUEST_PLACES)).toEqual([60, 100, 100]);
    expect((await lugares(await tres([100, 100, 0]), GUEST_PLACES))[2]).toBe(50);
  });

  it('says nothing of a step for a row outside a tanda', async () => {
    expect(await estados(await day([{ cantidad: 10, vendidas: 0 }]))).toEqual([null]);
  });
});
