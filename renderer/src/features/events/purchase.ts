import type { EventoView } from '@shared/api/discovery';
import { maxTicketsForRow, type PurchaseItem } from '@shared/domain/purchase';
import { formatDia } from '../../ui/format';

/** Chosen quantities by ticket row (idEntrada). */
export type Quantities = Readonly<Record<number, number>>;

/**
 * The purchase items of the chosen quantities, in the page's order (day, then row). A
 * quantity is clamped to what the row admits (stock, row and per-account limits), so stale
 * state can never ask for more.
 */
export function purchaseItems(evento: EventoView, quantities: Quantities): PurchaseItem[] {
  const items: PurchaseItem[] = [];
  for (const fecha of evento.fechas) {
    for (const entrada of fecha.entradas) {
      const cantidad = Math.min(
        quantities[entrada.idEntrada] ?? 0,
        maxTicketsForRow(entrada.cantidad, evento.maxEntradasPorCuenta),
      );
      if (cantidad <= 0) continue;
      items.push({
        dia: formatDia(fecha.inicio),
        tipo: entrada.tipo.dsTipo,
        precio: entrada.precio,
        cantidad,
        itemSubtotal: entrada.precio * cantidad,
        idFecha: fecha.idFecha,
        cdTipo: entrada.tipo.cdTipo,
      });
    }
  }
  return items;
}
