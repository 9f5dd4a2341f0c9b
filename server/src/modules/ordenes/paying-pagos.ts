import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor';
import { pagos, reembolsos } from '../../db/schema/index';

/**
 * The payment that paid each order, the one a refund of the whole order gives back: its first
 * approved payment not already being refunded (a repeated payment has its own refund).
 */
export async function payingPagos(
  tx: DbExecutor,
  idOrdenes: ReadonlyArray<number>,
): Promise<Map<number, number>> {
  const rows = await tx
    .select({ idPago: pagos.idPago, idOrden: pagos.idOrden })
    .from(pagos)
    .where(
      and(
        inArray(pagos.idOrden, [...idOrdenes]),
        eq(pagos.status, 'approved'),
        sql`not exists (select 1 from ${reembolsos} where ${reembolsos.idPago} = ${pagos.idPago}
          and ${reembolsos.idReventa} is null)`,
      ),
    )
    .orderBy(asc(pagos.receivedAt), asc(pagos.idPago));
  const byOrden = new Map<number, number>();
  for (const r of rows) if (!byOrden.has(r.idOrden)) byOrden.set(r.idOrden, r.idPago);
  return byOrden;
}
