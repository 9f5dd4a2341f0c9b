import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { TandaView } from '@shared/api/discovery';
import type { DbExecutor } from '../../db/executor';

/**
 * What every screen shows of the capacity rule, asked of the rule itself: pulso_disponibilidad
 * (server/src/db/functions/), whose `lugares` every sale takes places through (pulso_lugares), so
 * a figure shown and a sale refused can never disagree
 * (docs/decisions/0096-the-capacity-rule-in-sql.md). Each is a column of the statement that reads
 * the rows.
 */

/** An instant as a value, or as SQL (a prepared statement's placeholder). */
type Instant = Date | SQL;
const instant = (at: Instant | null): SQL =>
  at instanceof Date || at === null ? sql`${at?.toISOString() ?? null}::timestamptz` : at;

/**
 * The units the row `idEntrada` can still sell at `at`: its own rest and its pools', none for a
 * tanda's step not on sale. `at` null is a guest list's count (capacity only, in any step).
 */
export const lugaresSql = (idEntrada: SQLWrapper, at: Instant | null): SQL<number> =>
  sql<number>`coalesce(pulso_lugares(${idEntrada}, null, ${instant(at)}), 0)`.mapWith(Number);

/** What a buyer sees of a row at `at`: its units left and where its step of a tanda stands. */
export interface Disponibilidad {
  lugares: number;
  /** Null outside a tanda. */
  estado: TandaView['estado'] | null;
}

/** Disponibilidad of the row `idEntrada` at `at`, asked once for both (a JSON column). */
export const disponibilidadSql = (idEntrada: SQLWrapper, at: Instant): SQL<Disponibilidad> =>
  sql<Disponibilidad>`(select json_build_object('lugares', coalesce(d.lugares, 0), 'estado', d.estado)
    from pulso_disponibilidad(${idEntrada}, null, ${instant(at)}) d)`.mapWith((v: unknown) =>
    typeof v === 'string' ? (JSON.parse(v) as Disponibilidad) : (v as Disponibilidad),
  );

/** The units one row can still sell at `at` (lugaresSql), 0 for a row that does not exist. */
export async function lugaresDe(
  db: DbExecutor,
  idEntrada: number,
  at: Date | null,
): Promise<number> {
  const { rows } = await db.execute<{ lugares: number }>(
    sql`select ${lugaresSql(sql`${idEntrada}::int`, at)} as lugares`,
  );
  return Number(rows[0]?.lugares ?? 0);
}
