import { asc, inArray, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor';
import { entradas } from '../../db/schema/index';

/** A locked stock row. */
export type StockRowLocked = typeof entradas.$inferSelect;

export interface StockLine {
  idEntrada: number;
  idFecha: number;
  cdTipo: number;
  cantidad: number;
}

/**
 * Locks every ticket row of these days (rows of a day may share capacity pools, so all are
 * taken), always in idEntrada order: two purchases locking the same rows queue instead of
 * deadlocking. Answers them as locked.
 */
export async function lockStockRows(
  tx: DbExecutor,
  idFechas: ReadonlyArray<number>,
): Promise<StockRowLocked[]> {
  if (idFechas.length === 0) return [];
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
 * The first line the stock cannot serve at `now`, taking earlier lines of the same purchase
 * into account (two types bought together may share a pool; the last of a tanda's step opens
 * the next), as the capacity rule counts them (pulso_stock_alcanza); null if all fit. Callers
 * lock the rows first.
 */
export async function firstShortLine(
  tx: DbExecutor,
  lines: ReadonlyArray<StockLine>,
  now: Date,
): Promise<StockLine | null> {
  const { rows } = await tx.execute<{ alcanza: unknown }>(sql`
    select pulso_stock_alcanza(${JSON.stringify(
      lines.map((l) => ({ idEntrada: l.idEntrada, cantidad: l.cantidad })),
    )}::jsonb, null, ${now.toISOString()}::timestamptz) as alcanza`);
  const raw = rows[0]?.alcanza;
  const alcanza = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { corta?: number };
  return alcanza.corta === undefined ? null : lines[alcanza.corta - 1]!;
}

/**
 * Takes the tickets with one conditional UPDATE per line, in idEntrada order: the row's own
 * stock and every pool it draws from must hold them (pulso_lugares), or nothing changes and
 * the line is answered back. Callers lock the rows first (lockStockRows) and run this inside
 * their transaction, so a short line rolls the whole purchase back.
 */
export async function reserveLines(
  tx: DbExecutor,
  lines: ReadonlyArray<StockLine>,
  /** The sale's instant; null for a guest list's places (GUEST_PLACES, shared/domain/stock.ts). */
  now: Date | null,
): Promise<StockLine | null> {
  for (const line of [...lines].sort((a, b) => a.idEntrada - b.idEntrada)) {
    const n = line.cantidad;
    const taken = await tx.execute(sql`
      update ${entradas} e set vendidas = e.vendidas + ${n}
      where e.id_entrada = ${line.idEntrada}
        and pulso_lugares(e.id_entrada, null, ${now?.toISOString() ?? null}::timestamptz) >= ${n}
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
