/**
 * What a ticket type allows one order (docs/decisions/0089-mesas-and-order-limits.md): its own
 * sale window inside the day's, and the units one order takes, at least `minPorOrden` and at
 * most `maxPorOrden`. Kept apart from order-limits.ts (the server's refusals, whose words come
 * with the checkout contract and its schemas) so the public event page reads these rules
 * without loading zod on its first paint (scripts/check-bundle-budget.ts).
 */
export interface TipoVenta {
  nombre: string;
  minPorOrden: number;
  maxPorOrden: number | null;
  ventaDesde: Date | null;
  ventaHasta: Date | null;
}

/** Whether the type's own window is open at `now` (a day's window is decided apart). */
export const tipoEnVenta = (t: Pick<TipoVenta, 'ventaDesde' | 'ventaHasta'>, now: Date) =>
  (t.ventaDesde === null || t.ventaDesde <= now) && (t.ventaHasta === null || now < t.ventaHasta);

/** The quantities the event page offers for a type: from its minimum to the least cap. */
export function cantidadesOfrecidas(
  t: Pick<TipoVenta, 'minPorOrden' | 'maxPorOrden'>,
  disponibles: number,
  tope: number,
): number[] {
  const hasta = Math.min(disponibles, tope, t.maxPorOrden ?? Number.POSITIVE_INFINITY);
  const out: number[] = [];
  for (let n = t.minPorOrden; n <= hasta; n++) out.push(n);
  return out;
}
