import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { TandaView } from '@shared/api/discovery';
import type { DbExecutor } from '../../db/executor';

/**
 * What every screen shows of the capacity rule, asked of the rule itself: pulso_lugares and
 * pulso_estado_paso (server/src/db/functions/), the functions every sale takes places through,
 * so a figure shown and a sale refused can never disagree (docs/decisions/0096-the-capacity-rule-in-sql.md).
 * Each is a column of the statement that reads the rows.
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

/** Where the row's step of a tanda stands for a buyer at `at`; null outside a tanda. */
export const estadoPasoSql = (
  idEntrada: SQLWrapper,
  at: Instant,
): SQL<TandaView['estado'] | null> =>
  sql<TandaView['estado'] | null>`pulso_estado_paso(${idEntrada}, ${instant(at)})`;

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
