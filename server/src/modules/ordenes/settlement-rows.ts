import { and, asc, eq, isNotNull, ne, notInArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { REFUND_REASON_TEXT } from '@shared/texts/checkout-mails';
import type { DbExecutor } from '../../db/executor';
import {
  arrepentimientos,
  codigosDescuento,
  ordenAdicionales,
  ordenes,
  ordenItems,
  reembolsos,
  reventas,
  tickets,
} from '../../db/schema/index';

/**
 * The settlement's reads of the orders (modules/liquidacion splits and sums them; the sales
 * module owns the tables, docs/decisions/0084-sql-functions-in-files.md "The sales module").
 */

/** A line of an order ever paid, with what its order's discount and fee are split by. */
export interface SettlementLine {
  idOrden: number;
  origen: string;
  descuento: number;
  cargoServicio: number;
  tiposCodigo: number[] | null;
  idItem: number;
  idEntrada: number;
  cdTipo: number;
  precioUnitario: number;
  cantidad: number;
  importe: number;
}

/** A paid order's add-on line (docs/decisions/0090-add-ons.md). */
export interface SettlementAddOnLine {
  idOrden: number;
  idAdicional: number;
  idFecha: number;
  precioUnitario: number;
  cantidad: number;
  importe: number;
}

/**
 * Orders that moved money through Pulso: paid at some point (whatever happened since),
 * guest-list places apart (free through Pulso, no buyer account) and the door's cash and
 * transfers apart (collected by the productora itself: `ventasPuerta`,
 * docs/decisions/0094-box-office.md); a door sale by Mercado Pago QR went through Pulso.
 */
const everPaid = (idEvento: number) =>
  and(
    eq(ordenes.idEvento, idEvento),
    isNotNull(ordenes.paidAt),
    ne(ordenes.origen, 'lista'),
    or(ne(ordenes.origen, 'puerta'), isNotNull(ordenes.provider)),
  );

/** The lines of every order ever paid, in order and line order (the split is deterministic). */
export const settlementLines = (exec: DbExecutor, idEvento: number): Promise<SettlementLine[]> =>
  exec
    .select({
      idOrden: ordenes.idOrden,
      origen: ordenes.origen,
      descuento: ordenes.descuento,
      cargoServicio: ordenes.cargoServicio,
      tiposCodigo: codigosDescuento.tiposEntrada,
      idItem: ordenItems.idItem,
      idEntrada: ordenItems.idEntrada,
      cdTipo: ordenItems.cdTipo,
      precioUnitario: ordenItems.precioUnitario,
      cantidad: ordenItems.cantidad,
      importe: sql<number>`${ordenItems.precioUnitario} * ${ordenItems.cantidad}`.mapWith(Number),
    })
    .from(ordenItems)
    .innerJoin(ordenes, eq(ordenes.idOrden, ordenItems.idOrden))
    .leftJoin(codigosDescuento, eq(codigosDescuento.idCodigo, ordenes.idCodigo))
    .where(everPaid(idEvento))
    .orderBy(asc(ordenes.idOrden), asc(ordenItems.idItem));

const ventaItem = alias(ordenItems, 'venta_item');
const vendidoTicketItem = sql<number | null>`(select ${tickets.idItem} from ${tickets}
  where ${tickets.idTicket} = ${reventas.idTicket})`;

/**
 * Refunds of sales: whole orders given back (on request, by withdrawal, by a cancellation) and
 * resale prices paid back to sellers. Refunds of payments that bought nothing (a repeated
 * payment, a wrong amount, a payment after the hold) are not sales and stay out.
 */
export const settlementRefunds = (exec: DbExecutor, idEvento: number) =>
  exec
    .select({
      idReembolso: reembolsos.idReembolso,
      idOrden: reembolsos.idOrden,
      monto: reembolsos.monto,
      estado: reembolsos.estado,
      idReventa: reembolsos.idReventa,
      arrepentimiento: sql<boolean>`${arrepentimientos.idArrepentimiento} is not null`,
      /** The row the resale was sold on, and the seller's line it came from. */
      idEntradaReventa: ventaItem.idEntrada,
      idItemVendido: vendidoTicketItem,
    })
    .from(reembolsos)
    .innerJoin(ordenes, eq(ordenes.idOrden, reembolsos.idOrden))
    .leftJoin(arrepentimientos, eq(arrepentimientos.idReembolso, reembolsos.idReembolso))
    .leftJoin(reventas, eq(reventas.idReventa, reembolsos.idReventa))
    .leftJoin(ventaItem, eq(ventaItem.idOrden, reventas.idOrden))
    .where(
      and(everPaid(idEvento), notInArray(reembolsos.motivo, Object.values(REFUND_REASON_TEXT))),
    )
    .orderBy(asc(reembolsos.idReembolso));

/** Guest-list places still standing, per stock row. */
export const settlementGuestPlaces = (exec: DbExecutor, idEvento: number) =>
  exec
    .select({
      idEntrada: ordenItems.idEntrada,
      n: sql<number>`sum(${ordenItems.cantidad})`.mapWith(Number),
    })
    .from(ordenItems)
    .innerJoin(ordenes, eq(ordenes.idOrden, ordenItems.idOrden))
    .where(
      and(
        eq(ordenes.idEvento, idEvento),
        eq(ordenes.origen, 'lista'),
        ne(ordenes.estado, 'anulada'),
      ),
    )
    .groupBy(ordenItems.idEntrada);

/** Add-on lines of every order ever paid, in order (the split is deterministic). */
export const settlementAddOns = (
  exec: DbExecutor,
  idEvento: number,
): Promise<SettlementAddOnLine[]> =>
  exec
    .select({
      idOrden: ordenAdicionales.idOrden,
      idAdicional: ordenAdicionales.idAdicional,
      idFecha: ordenAdicionales.idFecha,
      precioUnitario: ordenAdicionales.precioUnitario,
      cantidad: ordenAdicionales.cantidad,
      importe:
        sql<number>`${ordenAdicionales.precioUnitario} * ${ordenAdicionales.cantidad}`.mapWith(
          Number,
        ),
    })
    .from(ordenAdicionales)
    .innerJoin(ordenes, eq(ordenes.idOrden, ordenAdicionales.idOrden))
    .where(everPaid(idEvento))
    .orderBy(asc(ordenes.idOrden), asc(ordenAdicionales.idOrdenAdicional));
