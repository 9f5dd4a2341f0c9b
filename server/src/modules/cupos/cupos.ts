import { asc, eq, sql, type SQLWrapper } from 'drizzle-orm';
import { templateOrden, templatePools, type CupoStock, type TandaStep } from '@shared/domain/stock';
import type { DbExecutor } from '../../db/executor';
import { cupos, entradaCupos, entradas, fechas, tandas } from '../../db/schema/index';

/**
 * The pools a stock row draws from, as a JSON array read with the row (`idEntrada` names its
 * column): each with its size, the row it follows and the places its rows have taken. Read after
 * locking the day's rows, as every sale and every change of stock does, so the sums cannot move
 * underneath (docs/decisions/0085-capacity-pools.md).
 */
export const cuposJsonOf = (idEntrada: SQLWrapper) => sql<unknown>`(
  select coalesce(json_agg(json_build_object(
           'idCupo', cu.id_cupo, 'cantidad', cu.cantidad, 'totalDeEntrada', cu.total_de_entrada,
           'vendidas', (select coalesce(sum(cu_m.vendidas * cu_m.personas), 0) from ${entradaCupos} cu_mc
                          join ${entradas} cu_m on cu_m.id_entrada = cu_mc.id_entrada
                         where cu_mc.id_cupo = cu.id_cupo)) order by cu.id_cupo), '[]'::json)
    from ${entradaCupos} cu_ec join ${cupos} cu on cu.id_cupo = cu_ec.id_cupo
   where cu_ec.id_entrada = ${idEntrada})`;

/**
 * cuposJsonOf for a query on `entradas` unaliased: drizzle writes a column of a one-table select
 * without its table, which inside the subquery would name the link's own column.
 */
export const cuposDeEntradas = () => cuposJsonOf(sql.raw('"entradas"."id_entrada"'));

/** A stock row's tanda columns, as read (a raw statement may give the instant as text). */
interface TandaColumns {
  idTanda?: number | null;
  paso?: number | null;
  abreAt?: Date | string | null;
  /** Required: a hidden step is outside its tanda's order (shared/domain/stock.ts, StockRow). */
  oculta: boolean;
}

/**
 * Rows with their pools as cuposJsonOf read them, linked as the capacity rule reads them
 * (shared/domain/stock.ts): each pool one object shared by its rows, and the steps of each tanda
 * one array of its rows, so what takePlaces counts on one row shows in the others'. A tanda's
 * steps are all among `rows` when they hold every row of its day, as every reader's do.
 */
export function linkStock<R extends { cupos: unknown } & TandaColumns>(
  rows: ReadonlyArray<R>,
): Array<Omit<R, 'cupos'> & { cupos: CupoStock[]; tanda: TandaStep | null }> {
  const pools = new Map<number, CupoStock>();
  const linked = rows.map((r) => {
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
      tanda: null as TandaStep | null,
    };
  });
  const steps = new Map<number, Array<(typeof linked)[number]>>();
  for (const r of linked)
    if (r.idTanda !== null && r.idTanda !== undefined)
      steps.set(Number(r.idTanda), [...(steps.get(Number(r.idTanda)) ?? []), r]);
  for (const pasos of steps.values())
    for (const r of pasos)
      r.tanda = {
        paso: Number(r.paso),
        abreAt: r.abreAt === null || r.abreAt === undefined ? null : new Date(r.abreAt),
        pasos: pasos as unknown as TandaStep['pasos'],
      };
  return linked;
}

/**
 * Rows read joined to their pools (one line per row and pool, `idCupo` null for a row in none),
 * linked as linkStock links them. Each pool's taken places are summed here from its rows' lines:
 * a day's rows are all there, so no sum is asked of the database (the events list's hot read:
 * a pools query of its own halved its rate).
 */
export function stockFromJoined<
  R extends {
    idEntrada: number;
    vendidas: number;
    /** People one unit admits (absent: 1): a pool counts places. */
    personas?: number;
    idCupo: number | null;
    cupoCantidad: number | null;
    totalDeEntrada: number | null;
  } & TandaColumns,
>(joined: ReadonlyArray<R>) {
  const pools = new Map<number, CupoStock & { miembros: Set<number> }>();
  const rows = new Map<number, R & { cupos: CupoStock[] }>();
  for (const line of joined) {
    const row = rows.get(line.idEntrada) ?? { ...line, cupos: [] as CupoStock[] };
    rows.set(line.idEntrada, row);
    if (line.idCupo === null) continue;
    let pool = pools.get(line.idCupo);
    if (!pool) {
      pool = {
        idCupo: line.idCupo,
        cantidad: Number(line.cupoCantidad),
        totalDeEntrada: line.totalDeEntrada,
        vendidas: 0,
        miembros: new Set(),
      };
      pools.set(line.idCupo, pool);
    }
    if (!pool.miembros.has(line.idEntrada)) {
      pool.miembros.add(line.idEntrada);
      pool.vendidas += line.vendidas * (line.personas ?? 1);
    }
    row.cupos.push(pool);
  }
  return linkStock(
    [...rows.values()].map((r) => ({
      ...r,
      cupos: r.cupos.map(({ idCupo, cantidad, vendidas, totalDeEntrada }) => ({
        idCupo,
        cantidad,
        vendidas,
        totalDeEntrada,
      })),
    })),
  );
}

/** Rows read without their pools, given them and linked (one query for all). */
export async function withCupos<R extends { idEntrada: number } & TandaColumns>(
  tx: DbExecutor,
  rows: ReadonlyArray<R>,
): Promise<Array<R & { cupos: CupoStock[]; tanda: TandaStep | null }>> {
  if (rows.length === 0) return [];
  const ids = [...new Set(rows.map((r) => r.idEntrada))];
  const read = await tx.execute<{ id: number; cupos: unknown }>(sql`
    select x.id, ${cuposJsonOf(sql`x.id`)} as cupos
      from unnest(${`{${ids.join(',')}}`}::int[]) as x(id)`);
  const byRow = new Map(read.rows.map((r) => [Number(r.id), r.cupos]));
  return linkStock(rows.map((r) => ({ ...r, cupos: byRow.get(r.idEntrada) ?? [] }))) as Array<
    R & { cupos: CupoStock[]; tanda: TandaStep | null }
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
 * Every stock row of an event, hidden ones too, with its day's start, its type's name and its
 * pools, by day start then type: what the sales page, the guest list and access codes count
 * availability from.
 */
export async function eventStock(db: DbExecutor, idEvento: number) {
  return linkStock(
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
        idTanda: entradas.idTanda,
        paso: entradas.paso,
        abreAt: entradas.abreAt,
        cupos: cuposDeEntradas(),
      })
      .from(entradas)
      .innerJoin(fechas, eq(fechas.idFecha, entradas.idFecha))
      .where(eq(fechas.idEvento, idEvento))
      .orderBy(asc(fechas.inicio), asc(fechas.idFecha), asc(entradas.orden), asc(entradas.cdTipo)),
  );
}
