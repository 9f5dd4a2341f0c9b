import { asc, inArray, sql } from 'drizzle-orm';
import { availableOf, earlyBirdTypeOf, regularTypeOf } from '@shared/domain/stock';
import type { DbExecutor } from '../../db/executor';
import { entradas } from '../../db/schema/index';

export type StockRowLocked = typeof entradas.$inferSelect;

export interface StockLine {
  idEntrada: number;
  idFecha: number;
  cdTipo: number;
  cantidad: number;
}

/**
 * Locks every ticket row of these days (an early bird shares its type's total with the
 * regular row, so both are taken), always in idEntrada order: two purchases locking the
 * same rows queue instead of deadlocking.
 */
export function lockStockRows(tx: DbExecutor, idFechas: ReadonlyArray<number>) {
  if (idFechas.length === 0) return Promise.resolve([] as StockRowLocked[]);
  return (
    tx
      .select()
      .from(entradas)
      .where(inArray(entradas.idFecha, [...new Set(idFechas)]))
      .orderBy(asc(entradas.idEntrada))
      // NO KEY UPDATE: only vendidas changes, and the FOR KEY SHARE locks that orden_items'
      // foreign key takes on these rows (other purchases' items) must not block it.
      .for('no key update')
  );
}

/**
 * The first line the locked rows cannot serve, taking earlier lines of the same purchase
 * into account (general and its early bird bought together share one total); null if all fit.
 */
export function firstShortLine(
  locked: ReadonlyArray<StockRowLocked>,
  lines: ReadonlyArray<StockLine>,
): StockLine | null {
  const rows = locked.map((r) => ({ ...r }));
  for (const line of lines) {
    const day = rows.filter((r) => r.idFecha === line.idFecha);
    if (availableOf(day, line.cdTipo) < line.cantidad) return line;
    day.find((r) => r.cdTipo === line.cdTipo)!.vendidas += line.cantidad;
  }
  return null;
}

/**
 * Takes the tickets with one conditional UPDATE per line, in idEntrada order: the row's own
 * stock and its type's total (early bird included) must hold them, or nothing changes and
 * the line is answered back. Callers lock the rows first (lockStockRows) and run this inside
 * their transaction, so a short line rolls the whole purchase back.
 */
export async function reserveLines(
  tx: DbExecutor,
  lines: ReadonlyArray<StockLine>,
): Promise<StockLine | null> {
  for (const line of [...lines].sort((a, b) => a.idEntrada - b.idEntrada)) {
    const n = line.cantidad;
    const regular = regularTypeOf(line.cdTipo) ?? -1;
    const early = earlyBirdTypeOf(line.cdTipo) ?? -1;
    const taken = await tx.execute(sql`
      update ${entradas} e set vendidas = e.vendidas + ${n}
      where e.id_entrada = ${line.idEntrada}
        and e.vendidas + ${n} <= e.cantidad
        and not exists (
          select 1 from ${entradas} o
          where o.id_fecha = e.id_fecha
            and ((o.cd_tipo = ${regular} and o.vendidas + e.vendidas + ${n} > o.cantidad)
              or (o.cd_tipo = ${early} and e.vendidas + o.vendidas + ${n} > e.cantidad)))
      returning e.id_entrada`);
    if (taken.rows.length === 0) return line;
  }
  return null;
}

/**
 * Gives the lines' tickets back, row by row in idEntrada order (the same order as taking).
 * `floorAtZero`: only for a cancelled event, whose counters no sale reads any more.
 */
export async function releaseLines(
  tx: DbExecutor,
  lines: ReadonlyArray<StockLine>,
  opts: { floorAtZero?: boolean } = {},
) {
  const byRow = new Map<number, number>();
  for (const l of lines) byRow.set(l.idEntrada, (byRow.get(l.idEntrada) ?? 0) + l.cantidad);
  for (const [idEntrada, n] of [...byRow].sort((a, b) => a[0] - b[0])) {
    const left = opts.floorAtZero ? sql`greatest(vendidas - ${n}, 0)` : sql`vendidas - ${n}`;
    await tx.execute(
      sql`update ${entradas} set vendidas = ${left} where id_entrada = ${idEntrada}`,
    );
  }
}
