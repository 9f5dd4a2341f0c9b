import { RESALE_MSG } from '@shared/api/waitlist';

/** What decides whether a ticket may be listed for resale now. */
export interface ResellableFacts {
  ordenEstado: string;
  usadoAt: Date | null;
  revendidaAt: Date | null;
  enReventa: boolean;
  /** The ticket's day start. */
  inicio: Date;
  permiteTransferencias: boolean;
  /** The holder is the order's buyer (the refund goes back to the payment that bought it). */
  compradaPorTitular: boolean;
  transferenciaPendiente: boolean;
}

/**
 * Why this ticket cannot be listed now (a RESALE_MSG text), or null. One rule for the detail
 * page's button and the listing itself. The organiser's switch for transfers also covers
 * resales: both move a ticket to someone the organiser did not sell it to.
 */
export function whyNotResellable(t: ResellableFacts, now: Date): string | null {
  if (t.ordenEstado !== 'pagada') return RESALE_MSG.noPagada;
  if (t.revendidaAt) return RESALE_MSG.yaVendida;
  if (t.usadoAt) return RESALE_MSG.usada;
  if (t.inicio <= now) return RESALE_MSG.empezo;
  if (!t.permiteTransferencias) return RESALE_MSG.deshabilitada;
  if (!t.compradaPorTitular) return RESALE_MSG.noComprada;
  if (t.enReventa) return RESALE_MSG.enReventa;
  if (t.transferenciaPendiente) return RESALE_MSG.transferenciaPendiente;
  return null;
}
