import { TRANSFER_MSG } from '@shared/api/transfers';

/** What decides whether a ticket may move to someone else now. */
export interface TransferableFacts {
  ordenEstado: string;
  usadoAt: Date | null;
  /** The ticket's day start. */
  inicio: Date;
  permiteTransferencias: boolean;
  /** Listed for resale, or resold (issue 13). */
  enReventa: boolean;
  revendidaAt: Date | null;
}

/**
 * Why this ticket cannot be transferred now (a TRANSFER_MSG text), or null: a paid ticket,
 * not scanned, before its night starts, of an event whose organiser allows transfers.
 * One rule for the detail page's button, the transfer and its acceptance.
 */
export function whyNotTransferable(t: TransferableFacts, now: Date): string | null {
  if (t.ordenEstado !== 'pagada') return TRANSFER_MSG.noPagada;
  if (t.revendidaAt) return TRANSFER_MSG.revendida;
  if (t.usadoAt) return TRANSFER_MSG.usada;
  if (t.inicio <= now) return TRANSFER_MSG.empezo;
  if (!t.permiteTransferencias) return TRANSFER_MSG.deshabilitada;
  if (t.enReventa) return TRANSFER_MSG.enReventa;
  return null;
}
