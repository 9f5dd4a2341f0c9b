import { and, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor';
import { codigosDescuento, ordenes, ordenItems } from '../../db/schema/index';
import { receiptsWhere } from './receipts';

/**
 * The sales page's reads of the orders (modules/ventas asks these; the sales module owns the
 * tables, docs/decisions/0084-sql-functions-in-files.md "The sales module").
 */

/** Paid first sales of the event (a resale moves a seat already counted; a guest paid nothing). */
const paidFirstSales = (idEvento: number) =>
  and(
    eq(ordenes.idEvento, idEvento),
    eq(ordenes.estado, 'pagada'),
    sql`${ordenes.origen} not in ('reventa', 'lista')`,
  )!;

/** Per stock row, the tickets of paid orders: first sales, resales and guests apart. */
export const paidTicketsByStockRow = (exec: DbExecutor, idEvento: number) =>
  exec
    .select({
      idEntrada: ordenItems.idEntrada,
      // Resales (issue 13) apart: the seat was sold once, by its first sale.
      revendidas: sql<number>`coalesce(sum(${ordenItems.cantidad})
        filter (where ${ordenes.origen} = 'reventa'), 0)`.mapWith(Number),
      // Guest-list places (issue 14) are counted apart: nothing was sold.
      invitados: sql<number>`coalesce(sum(${ordenItems.cantidad})
        filter (where ${ordenes.origen} = 'lista'), 0)`.mapWith(Number),
      vendidas: sql<number>`coalesce(sum(${ordenItems.cantidad})
        filter (where ${ordenes.origen} not in ('reventa', 'lista')), 0)`.mapWith(Number),
    })
    .from(ordenItems)
    .innerJoin(ordenes, eq(ordenes.idOrden, ordenItems.idOrden))
    .where(and(eq(ordenes.idEvento, idEvento), eq(ordenes.estado, 'pagada')))
    .groupBy(ordenItems.idEntrada);

/** The event's paid first sales: when paid, the code they used and where they came from. */
export const paidFirstSalesOf = (exec: DbExecutor, idEvento: number) =>
  exec
    .select({
      idOrden: ordenes.idOrden,
      paidAt: ordenes.paidAt,
      descuento: ordenes.descuento,
      codigo: codigosDescuento.codigo,
      origen: ordenes.origen,
    })
    .from(ordenes)
    .leftJoin(codigosDescuento, eq(codigosDescuento.idCodigo, ordenes.idCodigo))
    .where(paidFirstSales(idEvento));

/** The receipts (shared/domain/receipt.ts) of the event's paid first sales. */
export const paidFirstSaleReceipts = (exec: DbExecutor, idEvento: number) =>
  receiptsWhere(exec, paidFirstSales(idEvento));
