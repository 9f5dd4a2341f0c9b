import { z } from 'zod';

/**
 * Contract of transfers to a friend (issue 13; docs/decisions.md "Transfers"). Screen texts:
 * shared/texts/transfers.ts.
 *
 * - POST /Entrada/Transferir transferirEntradaSchema (role 0, the ticket's holder) -> TransferenciaView.
 *     An account with that e-mail gets the ticket at once (estado 'aceptada'): the ticket gets a
 *     new signed code and the old one is revoked (GET /Entrada/Revocadas, the door's snapshot and
 *     changes, a scan of it answers 'revocada'); both are mailed. With no such account the
 *     transfer waits (estado 'pendiente'): a mail to that address carries the link
 *     /transferencia/:token and the ticket stays the sender's until someone accepts it.
 *     404 TICKET_MSG.noEncontrada (not the caller's); 409 TRANSFER_MSG.noPagada / usada / empezo /
 *     deshabilitada / pendiente / aVosMismo / enReventa.
 * - POST /Entrada/CancelarTransferencia {idTransferencia} (role 0, the sender, while pendiente)
 *     -> TransferenciaView (estado 'cancelada'); 404 TRANSFER_MSG.noEncontrada; 409 TRANSFER_MSG.yaNoPendiente.
 * - GET /Transferencia/Ver?token= (public) -> TransferenciaPublica; 404 TRANSFER_MSG.linkInvalido.
 * - POST /Transferencia/Aceptar {token} (role 0) -> {idTicket}: the ticket is the signed-in account's,
 *     with a new code. 404 TRANSFER_MSG.linkInvalido; 409 TRANSFER_MSG.yaNoPendiente / propia, or the
 *     reason the ticket can no longer move (usada, empezo, deshabilitada, noPagada).
 * - GET /Entrada/MisTransferencias (role 0) -> {enviadas: TransferenciaView[]} newest first.
 * - TicketDetalle (GET /Entrada/GetEntrada) carries `transferencia`: TicketTransferencia.
 * - VentasEvento (GET /Evento/GetVentas) carries `transferidas`: EntradaTransferida[].
 * - The organiser switches transfers off per event: `permiteTransferencias` on the create and
 *   modify payloads and on EventoView (default true).
 */

export type TransferenciaEstado = 'pendiente' | 'aceptada' | 'cancelada';

const id = z.number({ error: 'Debe ser un número.' }).int().positive().max(2_147_483_647);

export const TRANSFER_MSG = {
  correo: 'Ingresá un correo electrónico válido.',
  aVosMismo: 'No podés transferirte una entrada a vos mismo.',
  noPagada: 'Esta entrada no está paga: no se puede transferir.',
  usada: 'Esta entrada ya se usó en la puerta: no se puede transferir.',
  empezo: 'La fecha ya empezó: la entrada no se puede transferir.',
  deshabilitada: 'El organizador no permite transferir las entradas de este evento.',
  pendiente:
    'Esta entrada ya tiene una transferencia pendiente. Cancelala para enviarla a otra persona.',
  noEncontrada: 'No se encontró la transferencia.',
  yaNoPendiente: 'Esta transferencia ya no está pendiente.',
  linkInvalido: 'El link de transferencia no es válido.',
  propia: 'No podés recibir una entrada que enviaste vos.',
  enReventa: 'Esta entrada está en reventa: cancelá la reventa para poder transferirla.',
  revendida: 'Esta entrada ya se revendió: no se puede transferir.',
} as const;

export const transferirEntradaSchema = z.object({
  idTicket: id,
  correo: z
    .string({ error: TRANSFER_MSG.correo })
    .trim()
    .toLowerCase()
    .max(254, TRANSFER_MSG.correo)
    .pipe(z.email({ error: TRANSFER_MSG.correo })),
});
export type TransferirEntradaPayload = z.input<typeof transferirEntradaSchema>;

export const cancelarTransferenciaSchema = z.object({ idTransferencia: id });

export const transferTokenSchema = z.object({
  token: z
    .string({ error: TRANSFER_MSG.linkInvalido })
    .regex(/^[A-Za-z0-9_-]{20,100}$/, TRANSFER_MSG.linkInvalido),
});

export interface TransferenciaView {
  idTransferencia: number;
  idTicket: number;
  idEvento: number;
  evento: string;
  /** The ticket's day start (ISO) and type. */
  dia: string;
  dsTipo: string;
  estado: TransferenciaEstado;
  /** Who sent it ('Nombre Apellido'). */
  de: string;
  /** The address it was sent to, and the receiving account's name once accepted. */
  correo: string;
  para: string | null;
  /** When it was sent, and when it was accepted or cancelled (ISO). */
  creadaAt: string;
  cerradaAt: string | null;
}

/** What /entrada-adquirida shows about moving the ticket. */
export interface TicketTransferencia {
  /** The holder may transfer it now. */
  puedeTransferir: boolean;
  /** Why not (a TRANSFER_MSG text), when not. */
  motivo: string | null;
  /** A transfer sent and waiting for its recipient. */
  pendiente: TransferenciaView | null;
  /** The ticket's accepted transfers, oldest first (the holder sees how it reached them). */
  historial: TransferenciaView[];
}

/** /transferencia/:token, before accepting. */
export interface TransferenciaPublica {
  estado: TransferenciaEstado;
  de: string;
  evento: string;
  dia: string;
  dsTipo: string;
  /** The address it was sent to (the recipient may sign in or sign up with it). */
  correo: string;
}

/** A sold ticket whose holder is no longer its buyer (the organiser's sales page). */
export interface EntradaTransferida {
  idTicket: number;
  dia: string;
  dsTipo: string;
  comprador: string;
  titular: string;
  /** When it reached its current holder (ISO). */
  at: string;
}
