import { and, eq, gte, inArray, isNull, sql, type AnyColumn } from 'drizzle-orm';
import { ESTADO_EVENTO } from '@shared/domain/catalogs';
import type { ReembolsoEstado } from '@shared/domain/orders';
import type { DbExecutor } from '../../db/executor';
import { eventos, ordenes, reembolsos } from '../../db/schema/index';

/**
 * Whether the order named by `idOrden` was given back by its event's cancellation: the event is
 * Borrado and the order's refund was written at the cancellation (eventos.cancelado_at). An order
 * the buyer had withdrawn or asked to refund before was refunded earlier and is not one of them;
 * a resale's refund to its seller (reembolsos.id_reventa) is no cancellation's either.
 */
export const refundedByCancellation = (idOrden: AnyColumn) => sql`exists (
  select 1 from ${reembolsos}
    join ${ordenes} on ${ordenes.idOrden} = ${reembolsos.idOrden}
    join ${eventos} on ${eventos.idEvento} = ${ordenes.idEvento}
   where ${reembolsos.idOrden} = ${idOrden}
     and ${reembolsos.idReventa} is null
     and ${eventos.cdEstado} = ${ESTADO_EVENTO.BORRADO}
     and ${reembolsos.createdAt} >= ${eventos.canceladoAt})`;

/** The cancellation's refund of each of these orders (state and amount), when it has one. */
export async function cancellationRefunds(
  exec: DbExecutor,
  idOrdenes: ReadonlyArray<number>,
): Promise<Map<number, { estado: ReembolsoEstado; monto: number }>> {
  const ids = [...new Set(idOrdenes)];
  if (ids.length === 0) return new Map();
  const rows = await exec
    .select({ idOrden: reembolsos.idOrden, estado: reembolsos.estado, monto: reembolsos.monto })
    .from(reembolsos)
    .innerJoin(ordenes, eq(ordenes.idOrden, reembolsos.idOrden))
    .innerJoin(eventos, eq(eventos.idEvento, ordenes.idEvento))
    .where(
      and(
        inArray(reembolsos.idOrden, ids),
        isNull(reembolsos.idReventa),
        eq(eventos.cdEstado, ESTADO_EVENTO.BORRADO),
        gte(reembolsos.createdAt, eventos.canceladoAt),
      ),
    );
  return new Map(rows.map((r) => [r.idOrden, { estado: r.estado, monto: r.monto }]));
}
