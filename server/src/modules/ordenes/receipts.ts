import { asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { ImportesView } from '@shared/api/checkout';
import { receiptOf, ticketImportes, type Importes, type Receipt } from '@shared/domain/receipt';
import type { DbExecutor } from '../../db/executor';
import {
  adicionales,
  codigosDescuento,
  ordenAdicionales,
  ordenes,
  ordenItems,
} from '../../db/schema/index';

export interface ReceiptItem {
  idItem: number;
  idEntrada: number;
  idFecha: number;
  cdTipo: number;
  precioUnitario: number;
  cantidad: number;
  personas: number;
}

/** An add-on line of an order (docs/decisions/0090-add-ons.md). */
export interface ReceiptAddOn {
  idAdicional: number;
  idFecha: number;
  nombre: string;
  precioUnitario: number;
  cantidad: number;
}

/** An order's receipt (shared/domain/receipt.ts) and the code it used, for labels. */
export interface OrderReceipt extends Receipt<ReceiptItem, ReceiptAddOn> {
  codigo: string | null;
}

/**
 * The receipts of these orders, by order id: their stored discount and fee split over their
 * lines (in id order, as the settlement splits them) and tickets.
 */
export function orderReceipts(
  exec: DbExecutor,
  idOrdenes: ReadonlyArray<number>,
): Promise<Map<number, OrderReceipt>> {
  const ids = [...new Set(idOrdenes)];
  if (ids.length === 0) return Promise.resolve(new Map());
  return receiptsWhere(exec, inArray(ordenes.idOrden, ids));
}

/** The same for the orders a condition on `ordenes` picks (an event's sales: no id list). */
export async function receiptsWhere(
  exec: DbExecutor,
  where: SQL,
): Promise<Map<number, OrderReceipt>> {
  const [orders, items, addOns] = await Promise.all([
    exec
      .select({
        idOrden: ordenes.idOrden,
        descuento: ordenes.descuento,
        cargoServicio: ordenes.cargoServicio,
        codigo: codigosDescuento.codigo,
        tiposCodigo: codigosDescuento.tiposEntrada,
      })
      .from(ordenes)
      .leftJoin(codigosDescuento, eq(codigosDescuento.idCodigo, ordenes.idCodigo))
      .where(where),
    exec
      .select({
        idOrden: ordenItems.idOrden,
        idItem: ordenItems.idItem,
        idEntrada: ordenItems.idEntrada,
        idFecha: ordenItems.idFecha,
        cdTipo: ordenItems.cdTipo,
        precioUnitario: ordenItems.precioUnitario,
        cantidad: ordenItems.cantidad,
        personas: ordenItems.personas,
      })
      .from(ordenItems)
      .innerJoin(ordenes, eq(ordenes.idOrden, ordenItems.idOrden))
      .where(where)
      .orderBy(asc(ordenItems.idItem)),
    exec
      .select({
        idOrden: ordenAdicionales.idOrden,
        idAdicional: ordenAdicionales.idAdicional,
        idFecha: ordenAdicionales.idFecha,
        nombre: adicionales.nombre,
        precioUnitario: ordenAdicionales.precioUnitario,
        cantidad: ordenAdicionales.cantidad,
      })
      .from(ordenAdicionales)
      .innerJoin(ordenes, eq(ordenes.idOrden, ordenAdicionales.idOrden))
      .innerJoin(adicionales, eq(adicionales.idAdicional, ordenAdicionales.idAdicional))
      .where(where)
      .orderBy(asc(ordenAdicionales.idOrdenAdicional)),
  ]);
  const linesOf = new Map<number, ReceiptItem[]>();
  for (const { idOrden, ...item } of items) {
    const lines = linesOf.get(idOrden);
    if (lines) lines.push(item);
    else linesOf.set(idOrden, [item]);
  }
  const addOnsOf = new Map<number, ReceiptAddOn[]>();
  for (const { idOrden, ...a } of addOns)
    addOnsOf.set(idOrden, [...(addOnsOf.get(idOrden) ?? []), a]);
  return new Map(
    orders.map((o) => [
      o.idOrden,
      {
        ...receiptOf(o, linesOf.get(o.idOrden) ?? [], addOnsOf.get(o.idOrden) ?? []),
        codigo: o.codigo,
      },
    ]),
  );
}

/** Figures as the API answers them: with the code's name when there was a discount. */
export const importesView = (importes: Importes, codigo: string | null): ImportesView => ({
  ...importes,
  codigo: importes.descuento > 0 ? codigo : null,
});

/**
 * The figures of one ticket: the `posicion`-th (0-based, by ticket id) of its order line. A
 * line's tickets are issued together, so their ids keep that order for good.
 */
export function ticketImportesView(
  receipt: OrderReceipt | undefined,
  idItem: number,
  posicion: number,
): ImportesView {
  const importes = receipt && ticketImportes(receipt, (l) => l.idItem === idItem, posicion);
  if (!importes) throw new Error(`No receipt for item ${idItem}, ticket ${posicion}`);
  return importesView(importes, receipt!.codigo);
}
