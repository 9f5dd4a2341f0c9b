import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor';
import type { PurchaseOrigin } from './purchase';

/**
 * Unpaid holds per client address and per device (docs/decisions/0076-hostile-users.md): the
 * purchase functions of migration 0022 count and refuse (PU010, PU011) under advisory locks
 * on the origin, taken after the buyer's orders and before the stock. A transaction that
 * locks stock rows itself before the purchase (replacing a hold) takes the origin's locks
 * first with this, so every purchase takes its locks in the same order; the purchase takes
 * them again (advisory locks are re-entrant within a transaction).
 */
export async function lockOrigin(
  tx: DbExecutor,
  idEvento: number,
  origen: Pick<PurchaseOrigin, 'ipCliente' | 'dispositivo'>,
): Promise<void> {
  if (origen.ipCliente === null && origen.dispositivo === null) return;
  await tx.execute(
    sql`select pulso_bloquear_origen(${idEvento}::integer, ${origen.ipCliente}::text, ${origen.dispositivo}::text)`,
  );
}
