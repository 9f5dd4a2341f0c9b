import { asc, eq, sql, type SQLWrapper } from 'drizzle-orm';
import { templateOrden, templatePools, type CupoStock } from '@shared/domain/stock';
import type { DbExecutor } from '../../db/executor';
import { cupos, entradaCupos, entradas, fechas, tandas } from '../../db/schema/index';
import { lugaresSql } from './lugares';

/**
 * The pools a stock row draws from, as a JSON array read with the row (`idEntrada` names its
 * column): each with its size, the row it follows and the places its rows have taken. Read after
 * locking the day's rows, as every sale and every change of stock does, so the sums cannot move
 * underneath (docs/decisions/0085-capacity-pools.md).
 */
const cuposJsonOf = (idEntrada: SQLWrapper) => sql<unknown>`(
  select coalesce(json_agg(json_build_object(
           'idCupo', cu.id_cupo, 'cantidad', cu.cantidad, 'totalDeEntrada', cu.total_de_entrada,
           'vendidas', (select coalesce(sum(cu_m.vendidas * cu_m.personas), 0) from ${entradaCupos} cu_mc
                          join ${entradas} cu_m on cu_m.id_entrada = cu_mc.id_entrada
                         where cu_mc.id_cupo = cu.id_cupo)) order by cu.id_cupo), '[]'::json)
    from ${entradaCupos} cu_ec join ${cupos} cu on cu.id_cupo = cu_ec.id_cupo
   where cu_ec.id_entrada = ${idEntrada})`;

/**
 * Rows with their pools as cuposJsonOf reads them, each pool one object shared by its rows: what
 * the organiser's stock form checks a new quantity against (minimoCantidad).
 */
function linkPools<R extends { cupos: unknown }>(
  rows: ReadonlyArray<R>,
): Array<Omit<R, 'cupos'> & { cupos: CupoStock[] }> {
  const pools = new Map<number, CupoStock>();
  return rows.map((r) => {
    const raw = (typeof r.cupos === 'string' ? JSON.parse(r.cupos) : r.cupos) as CupoStock[];
    return {
      ...r,
      cupos: raw.map((c) => {
        const known = pools.get(Number(c.idCupo));
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

/** Rows read without their pools, given them (one query for all), linked by linkPools. */
export async function withCupos<R extends { idEntrada: number }>(
  tx: DbExecutor,
  rows: ReadonlyArray<R>,
): Promise<Array<R & { cupos: CupoStock[] }>> {
  if (rows.length === 0) return [];
  const ids = [...new Set(rows.map((r) => r.idEntrada))];
  const read = await tx.execute<{ id: number; cupos: unknown }>(sql`
    select x.id, ${cuposJsonOf(sql`x.id`)} as cupos
      from unnest(${`{${ids.join(',')}}`}::int[]) as x(id)`);
  const byRow = new Map(read.rows.map((r) => [Number(r.id), r.cupos]));
  return linkPools(rows.map((r) => ({ ...r, cupos: byRow.get(r.idEntrada) ?? [] }))) as Array<
    R & { cupos: CupoStock[] }
  >;
}

/**
 * Gives new stock rows the specification's pools and tandas (templatePools): each template
 * tanda's total, named after its row and sized by it, shared with the steps before it, which
 * are sold first (docs/decisions/0095-the-template-as-tandas.md).
 */
export async function createTemplateTandas(
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
  for (const p of pools) {
    const [made] =
      p.miembros.length > 1
        ? await tx
            .insert(tandas)
            .values({ idFecha: p.totalDe.idFecha, nombre: p.totalDe.nombre })
            .returning({ idTanda: tandas.idTanda })
        : [];
    for (const [i, m] of p.miembros.entries())
      await tx
        .update(entradas)
        .set({
          orden: templateOrden(m.cdTipo),
          ...(made ? { idTanda: made.idTanda, paso: i + 1 } : {}),
        })
        .where(eq(entradas.idEntrada, m.idEntrada));
  }
}

/** A row's new quantity moves the pools it sizes (a type's total) with it. */
export async function followTotal(tx: DbExecutor, idEntrada: number, cantidad: number) {
  await tx.execute(
    sql`update ${cupos} set cantidad = ${cantidad} where total_de_entrada = ${idEntrada}`,
  );
}

/**
 * Every stock row of an event, hidden ones too, with its day's start, its type's name and what
 * it can still sell at `at` (`lugares`, the capacity rule's; `at` null: a guest list's count),
 * by day start then type: what the sales page, the guest list and access codes show.
 */
export async function eventStock(db: DbExecutor, idEvento: number, at: Date | null) {
  return db
    .select({
      idEntrada: entradas.idEntrada,
      idFecha: entradas.idFecha,
      dia: fechas.inicio,
      cdTipo: entradas.cdTipo,
      dsTipo: entradas.nombre,
      precio: entradas.precio,
      cantidad: entradas.cantidad,
      oculta: entradas.oculta,
      lugares: lugaresSql(entradas.idEntrada, at),
    })
    .from(entradas)
    .innerJoin(fechas, eq(fechas.idFecha, entradas.idFecha))
    .where(eq(fechas.idEvento, idEvento))
    .orderBy(asc(fechas.inicio), asc(fechas.idFecha), asc(entradas.orden), asc(entradas.cdTipo));
}
