import type { OrdenView } from '@shared/api/checkout';
import type { CodigoAplicable } from '@shared/api/codigos';
import { discountOf } from '@shared/domain/discounts';
import { serviceFee } from '@shared/domain/fees';
import type { PurchaseItem, PurchaseTotals } from '@shared/domain/purchase';

/** The summary's figures: a discount code's line (issue 14) between subtotal and fee. */
export interface CheckoutTotals extends PurchaseTotals {
  /** Whole pesos the code takes off; 0 without one. */
  descuento: number;
  /** The code applied, or null. */
  codigo: string | null;
}

/**
 * Before the order exists: the same rules the server charges (shared/domain/discounts.ts and
 * fees.ts), so the preview equals the order: the fee is on the subtotal less the discount.
 * `adicionales`: what the chosen add-ons cost (docs/decisions/0090-add-ons.md), part of the
 * subtotal; a code takes nothing off them.
 */
export function previewTotals(
  items: ReadonlyArray<PurchaseItem>,
  feeRate: number,
  codigo: CodigoAplicable | null,
  adicionales = 0,
): CheckoutTotals {
  const subtotal = items.reduce((sum, item) => sum + item.itemSubtotal, 0) + adicionales;
  const descuento = codigo ? discountOf(codigo, items) : 0;
  const fee = serviceFee(subtotal - descuento, feeRate);
  return {
    subtotal,
    descuento,
    codigo: descuento > 0 && codigo ? codigo.codigo : null,
    serviceFee: fee,
    total: subtotal - descuento + fee,
  };
}

/** Once the order exists: the server's figures, as it charges them. */
export const ordenTotals = (orden: OrdenView): CheckoutTotals => ({
  subtotal: orden.subtotal,
  descuento: orden.descuento,
  codigo: orden.codigo,
  serviceFee: orden.cargoServicio,
  total: orden.total,
});

/**
 * The items with the hidden rows an access code opens (issue 14) at the figures its check just
 * answered: those rows are in no public event view, so the code's answer is their source (the
 * server charges its own price anyway). Other items stay as the event page priced them.
 */
export function withAccessRows(
  items: ReadonlyArray<PurchaseItem>,
  acceso: CodigoAplicable | null,
): PurchaseItem[] {
  return items.map((item) => {
    const row = acceso?.ocultas.find(
      (o) => o.idFecha === item.idFecha && o.entrada.tipo.cdTipo === item.cdTipo,
    );
    if (!row || row.entrada.precio === item.precio) return item;
    const precio = row.entrada.precio;
    return { ...item, precio, itemSubtotal: precio * item.cantidad };
  });
}
