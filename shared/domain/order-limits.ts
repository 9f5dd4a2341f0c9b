import { ORDEN_MSG } from '../api/checkout';
import type { TipoVenta } from './tipo-venta';

/**
 * The server's refusals of an order's line by its type's rules (docs/decisions/0089-mesas-and-
 * order-limits.md). The rules themselves live in tipo-venta.ts, which the event page imports
 * without this module's checkout contract (and its zod schemas).
 */
export { cantidadesOfrecidas, tipoEnVenta, type TipoVenta } from './tipo-venta';

export type RechazoLinea =
  | { status: 409; message: string; why: 'antes' | 'despues' }
  | { status: 400; message: string; why: 'minimo' | 'maximo' };

/** Why one line of `cantidad` units of the type cannot be bought at `now`, or null. */
export function rechazoLinea(
  t: TipoVenta,
  cantidad: number,
  now: Date,
  formatFecha: (d: Date) => string,
): RechazoLinea | null {
  if (t.ventaDesde !== null && now < t.ventaDesde)
    return {
      status: 409,
      why: 'antes',
      message: ORDEN_MSG.tipoAntesDeVenta(t.nombre, formatFecha(t.ventaDesde)),
    };
  if (t.ventaHasta !== null && !(now < t.ventaHasta))
    return { status: 409, why: 'despues', message: ORDEN_MSG.tipoVentaTerminada(t.nombre) };
  if (cantidad < t.minPorOrden)
    return {
      status: 400,
      why: 'minimo',
      message: ORDEN_MSG.minimoPorCompra(t.nombre, t.minPorOrden),
    };
  if (t.maxPorOrden !== null && cantidad > t.maxPorOrden)
    return {
      status: 400,
      why: 'maximo',
      message: ORDEN_MSG.maximoPorCompra(t.nombre, t.maxPorOrden),
    };
  return null;
}
