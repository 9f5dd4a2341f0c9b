import { inArray } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor';
import { ordenItems } from '../../db/schema/index';

/**
 * Which of these stock rows any order ever bought (paid, held, expired or refunded): a row an
 * order names stays, so the order's receipt, tickets and the settlement keep their type.
 */
export async function stockRowsOrdered(
  tx: DbExecutor,
  idEntradas: ReadonlyArray<number>,
): Promise<Set<number>> {
  if (idEntradas.length === 0) return new Set();
  const rows = await tx
    .selectDistinct({ idEntrada: ordenItems.idEntrada })
    .from(ordenItems)
    .where(inArray(ordenItems.idEntrada, [...idEntradas]));
  return new Set(rows.map((r) => r.idEntrada));
}
