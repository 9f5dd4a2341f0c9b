import type { FechaView } from '../api/discovery';

/** What an event card and the phone's buy bar say about price (EventoView.precioDesde). */
export interface PrecioDesde {
  /** The lowest price of a row still for sale, or null when none is. */
  precioDesde: number | null;
  /** There were rows for sale and every one is gone ("Agotado"). */
  agotado: boolean;
}

/**
 * "Desde $ X": the lowest price among the ticket rows with tickets left on nights whose sale is
 * not over (early birds included, hidden rows never listed). An event whose rows are all gone is
 * sold out; one without rows yet is neither.
 */
export function precioDesdeDe(fechas: ReadonlyArray<FechaView>, now: Date): PrecioDesde {
  const t = now.getTime();
  const rows = fechas
    .filter((f) => Date.parse(f.finVenta) > t && Date.parse(f.fin) > t)
    .flatMap((f) => f.entradas);
  const left = rows.filter((e) => e.cantidad > 0);
  return {
    precioDesde: left.length > 0 ? Math.min(...left.map((e) => e.precio)) : null,
    agotado: rows.length > 0 && left.length === 0,
  };
}
