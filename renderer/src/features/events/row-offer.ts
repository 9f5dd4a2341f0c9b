import type { EntradaView } from '@shared/api/discovery';
import { maxTicketsForRow } from '@shared/domain/purchase';
// Not order-limits.ts: its refusals bring the checkout contract's schemas (zod) along.
import { cantidadesOfrecidas, tipoEnVenta } from '@shared/domain/tipo-venta';

/**
 * What a row offers one order now (docs/decisions/0089-mesas-and-order-limits.md): before its
 * own sale window opens, after it ends, or the units one order may take, from its minimum to
 * the least of what is left, the row and per-account limit and its maximum per order (empty
 * when none fits). A template's row has no window nor limits of its own: 1 to the usual cap.
 */
export type RowOffer =
  | { venta: 'antes'; desde: string }
  | { venta: 'terminada' }
  | { venta: 'abierta'; cantidades: number[] };

const instant = (iso: string | undefined) => (iso ? new Date(iso) : null);

export function rowOffer(entrada: EntradaView, maxPorCuenta: number, now: Date): RowOffer {
  const ventaDesde = instant(entrada.ventaDesde);
  const ventaHasta = instant(entrada.ventaHasta);
  if (!tipoEnVenta({ ventaDesde, ventaHasta }, now)) {
    return ventaDesde && now < ventaDesde
      ? { venta: 'antes', desde: entrada.ventaDesde! }
      : { venta: 'terminada' };
  }
  const cantidades = cantidadesOfrecidas(
    { minPorOrden: entrada.minPorOrden ?? 1, maxPorOrden: entrada.maxPorOrden ?? null },
    entrada.cantidad,
    maxTicketsForRow(entrada.cantidad, maxPorCuenta),
  );
  return { venta: 'abierta', cantidades };
}

/** A chosen quantity as the row admits it now: the most it offers up to it, or 0. */
export function admittedQuantity(offer: RowOffer, cantidad: number): number {
  if (offer.venta !== 'abierta') return 0;
  return offer.cantidades.filter((n) => n <= cantidad).at(-1) ?? 0;
}

/** People one unit admits: more than 1 only on a mesa. */
export const personasDe = (entrada: Pick<EntradaView, 'personas'>) => entrada.personas ?? 1;
