import { asc, eq, sql, type SQLWrapper } from 'drizzle-orm';
import { templatePools, type CupoStock } from '@shared/domain/stock';
import type { DbExecutor } from '../../db/executor';
import { cupos, entradaCupos, entradas, fechas } from '../../db/schema/index';

/**
 * The pools a stock row draws from, as a JSON array read with the row (`idEntrada` names its
 * column): each with its size, the row it follows and the places its rows have taken. Read after
 * locking the day's rows, as every sale and every change of stock does, so the sums cannot move
 * underneath (docs/decisions/0085-capacity-pools.md).
 */
export const cuposJsonOf = (idEntrada: SQLWrapper) => sql<unknown>`(
  select coalesce(json_agg(json_build_object(
           'idCupo', cu.id_cupo, 'cantidad', cu.cantidad, 'totalDeEntrada', cu.total_de_entrada,
           'vendidas', (select coalesce(sum(cu_m.vendidas), 0) from ${entradaCupos} cu_mc
                          join ${entradas} cu_m on cu_m.id_entrada = cu_mc.id_entrada
                         where cu_mc.id_cupo = cu.id_cupo)) order by cu.id_cupo), '[]'::json)
    from ${entradaCupos} cu_ec join ${cupos} cu on cu.id_cupo = cu_ec.id_cupo
   where cu_ec.id_entrada = ${idEntrada})`;

/**
 * cuposJsonOf for a query on `entradas` unaliased: drizzle writes a column of a one-table select
 * without its table, which inside the subquery would name the link's own column.
 */
export const cuposDeEntradas = () => cuposJsonOf(sql.raw('"entradas"."id_entrada"'));

/**
 * Rows with their pools as cuposJsonOf read them, each pool made one object shared by its rows:
 * what takePlaces counts on one row shows in the others' (shared/domain/stock.ts).
 */
export function sharePools<R extends { cupos: unknown }>(
  rows: ReadonlyArray<R>,
): Array<Omit<R, 'cupos'> & { cupos: CupoStock[] }> {
  const pools = new Map<number, CupoStock>();
  return rows.map((r) => {
    const raw = (typeof r.cupos === 'string' ? JSON.parse(r.cupos) : r.cupos) as CupoStock[];
    return {
      ...r,
      cupos: raw.map((c) => {
        const known = pools.get(c.idCupo);
        if (known) return known;
        const pool: CupoStock = {
          idCupo: Number(c.idCupo),
          cantidad: Number(c.cantidad),
          vendidas: Number(c.vendidas),
          totalDeEntrada: c.totalDeEntrada === null ? null : Number(c.totalDeEntrada),
        };
        pools.set(pool.idCupo, pool);
        return pool;
      }),
    };
  });
}

/** Rows read without their pools, given them (one query for all). */
export async function withCupos<R extends { idEntrada: number }>(
  tx: DbExecutor,
  rows: ReadonlyArray<R>,
): Promise<Array<R & { cupos: CupoStock[] }>> {
  if (rows.length === 0) return [];
  const ids = [...new Set(rows.map((r) => r.idEntrada))];
  const read = await tx.execute<{ id: number; cupos: unknown }>(sql`
    select x.id, ${cuposJsonOf(sql`x.id`)} as cupos
      from unnest(${`{${ids.join(',')}}`}::int[]) as x(id)`);
  const byRow = new Map(sharePools(read.rows).map((r) => [Number(r.id), r.cupos]));
  return rows.map((r) => ({ ...r, cupos: byRow.get(r.idEntrada) ?? [] }));
}

/**
 * Gives new stock rows the specification's pools (templatePools): each regular type's total,
 * named after it and sized by its row, shared with its early bird.
 */
export async function createTemplatePools(
  tx: DbExecutor,
  rows: ReadonlyArray<{
    idEntrada: number;
    idFecha: number;
    cdTipo: number;
    nombre: string;
    cantidad: number;
  }>,
): Promise<void> {
  const byDay = new Map<number, Array<(typeof rows)[number]>>();
  for (const r of rows) byDay.set(r.idFecha, [...(byDay.get(r.idFecha) ?? []), r]);
  const pools = [...byDay.values()].flatMap((day) => templatePools(day));
  if (pools.length === 0) return;
  const made = await tx
    .insert(cupos)
    .values(
      pools.map((p) => ({
        idFecha: p.totalDe.idFecha,
        nombre: p.totalDe.nombre,
        cantidad: p.totalDe.cantidad,
        totalDeEntrada: p.totalDe.idEntrada,
      })),
    )
    .returning({ idCupo: cupos.idCupo, totalDeEntrada: cupos.totalDeEntrada });
  await tx.insert(entradaCupos).values(
    pools.flatMap((p) => {
      const idCupo = made.find((m) => m.totalDeEntrada === p.totalDe.idEntrada)!.idCupo;
      return p.miembros.map((m) => ({ idEntrada: m.idEntrada, idCupo }));
    }),
  );
}

/** A row's new quantity moves the pools it sizes (a type's total) with it. */
export async function followTotal(tx: DbExecutor, idEntrada: number, cantidad: number) {
  await tx.execute(
    sql`update ${cupos} set cantidad = ${cantidad} where total_de_entrada = ${idEntrada}`,
  );
}

/**
 * Every stock row of an event, hidden ones too, with its day's start, its type's name and its
 * pools, by day start then type: what the sales page, the guest list and access codes count
 * availability from.
 */
export async function eventStock(db: DbExecutor, idEvento: number) {
  return sharePools(
    await db
      .select({
        idEntrada: entradas.idEntrada,
        idFecha: entradas.idFecha,
        dia: fechas.inicio,
        cdTipo: entradas.cdTipo,
        dsTipo: entradas.nombre,
        precio: entradas.precio,
        cantidad: entradas.cantidad,
        vendidas: entradas.vendidas,
        oculta: entradas.oculta,
        cupos: cuposDeEntradas(),
      })
      .from(entradas)
      .innerJoin(fechas, eq(fechas.idFecha, entradas.idFecha))
      .where(eq(fechas.idEvento, idEvento))
      .orderBy(asc(fechas.inicio), asc(fechas.idFecha), asc(entradas.cdTipo)),
  );
}
