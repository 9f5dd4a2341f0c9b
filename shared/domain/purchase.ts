import { serviceFee } from './fees';
import { LIMITS } from './limits';

/**
 * What the event detail hands to /comprar: the chosen rows and the figures the
 * checkout shows. The server recomputes every amount; these are for display.
 */
export interface PurchaseItem {
  /** The day as the buyer reads it (es-AR date of that day's start). */
  dia: string;
  /** Ticket type description (dsTipo). */
  tipo: string;
  /** Per unit (a mesa's whole price). */
  precio: number;
  /** Units (mesas for a mesa). */
  cantidad: number;
  itemSubtotal: number;
  idFecha: number;
  cdTipo: number;
  /**
   * Only on a mesa (docs/decisions/0089-mesas-and-order-limits.md): the people one unit admits,
   * each with a ticket of their own. Absent: one ticket per unit.
   */
  personas?: number;
}

export interface PurchaseTotals {
  subtotal: number;
  serviceFee: number;
  total: number;
}

/**
 * Most tickets one row admits: the lowest of the per-row limit, what is left and, when given,
 * the event's per-account limit (EventoView.maxEntradasPorCuenta).
 */
export function maxTicketsForRow(available: number, maxPorCuenta?: number): number {
  const limit = Math.min(LIMITS.maxTicketsPerRow, maxPorCuenta ?? LIMITS.maxTicketsPerRow);
  return Math.max(0, Math.min(limit, Math.floor(available)));
}

export function purchaseTotals(
  items: ReadonlyArray<Pick<PurchaseItem, 'itemSubtotal'>>,
  feeRate?: number,
): PurchaseTotals {
  const subtotal = items.reduce((sum, item) => sum + item.itemSubtotal, 0);
  const fee = serviceFee(subtotal, feeRate);
  return { subtotal, serviceFee: fee, total: subtotal + fee };
}

/** Navigation state of /comprar: the event, the chosen rows and the figures. */
export interface ComprarState<Evento = unknown> extends PurchaseTotals {
  evento: Evento;
  purchaseItems: PurchaseItem[];
  /**
   * The access code (issue 14) that unlocked hidden rows among the items: the checkout checks
   * it again and the order carries it (those rows are sold only with it).
   */
  codigoAcceso?: string;
}
