import { and, asc, eq, isNotNull, isNull, notInArray } from 'drizzle-orm';
import { REFUND_REASON_TEXT } from '@shared/texts/checkout-mails';
import type { DbExecutor } from '../../db/executor';
import { codigosDescuento, ordenes, ordenItems, reembolsos } from '../../db/schema/index';

/**
 * The ticket lines of an event's RRPP sales that stand (docs/decisions/0092-rrpp.md): first
 * sales, paid, none of whose money went back to the buyer (refund, withdrawal, cancellation;
 * a repeated payment refunded is no sale given back). With what the receipt needs to split
 * the order's discount over its lines, in order and line order.
 */
export function standingRrppLines(db: DbExecutor, idEvento: number) {
  const givenBack = db
    .select({ idOrden: reembolsos.idOrden })
    .from(reembolsos)
    .where(
      and(
        isNull(reembolsos.idReventa),
        notInArray(reembolsos.motivo, Object.values(REFUND_REASON_TEXT)),
      ),
    );
  return db
    .select({
      idOrden: ordenes.idOrden,
      idRrpp: ordenes.idRrpp,
      descuento: ordenes.descuento,
      cargoServicio: ordenes.cargoServicio,
      tiposCodigo: codigosDescuento.tiposEntrada,
      idItem: ordenItems.idItem,
      cdTipo: ordenItems.cdTipo,
      precioUnitario: ordenItems.precioUnitario,
      cantidad: ordenItems.cantidad,
      personas: ordenItems.personas,
    })
    .from(ordenItems)
    .innerJoin(ordenes, eq(ordenes.idOrden, ordenItems.idOrden))
    .leftJoin(codigosDescuento, eq(codigosDescuento.idCodigo, ordenes.idCodigo))
    .where(
      and(
        eq(ordenes.idEvento, idEvento),
        isNotNull(ordenes.idRrpp),
        isNotNull(ordenes.paidAt),
        eq(ordenes.origen, 'compra'),
        notInArray(ordenes.idOrden, givenBack),
      ),
    )
    .orderBy(asc(ordenes.idOrden), asc(ordenItems.idItem));
}
