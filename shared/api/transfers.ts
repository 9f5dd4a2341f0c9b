import { z } from 'zod';
import { INT4_MAX } from '../validation/ids';

/**
 * Contract of transfers to a friend (issue 13; docs/decisions/0052-transfers-to-a-friend.md).
 * Screen texts: shared/texts/transfers.ts.
 *
 * - POST /Entrada/Transferir transferirEntradaSchema (role 0, the ticket's holder) -> TransferenciaView.
 *     An account with that e-mail gets the ticket at once (estado 'aceptada'): the ticket gets a
 *     new signed code and the old one is revoked (GET /Entrada/Revocadas, the door's snapshot and
 *     changes, a scan of it answers 'anulada'); both are mailed. With no such account the
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

export const TRANSFERENCIA_ESTADOS = ['pendiente', 'aceptada', 'cancelada'] as const;
export type TransferenciaEstado = (typeof TRANSFERENCIA_ESTADOS)[number];

const id = z.number({ error: 'Debe ser un número.' }).int().positive().max(INT4_MAX);

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

export const transferenciaViewSchema = z.object({
  idTransferencia: z.number(),
  idTicket: z.number(),
  idEvento: z.number(),
  evento: z.string(),
  /** The ticket's day start (ISO) and type. */
  dia: z.string(),
  dsTipo: z.string(),
  estado: z.enum(TRANSFERENCIA_ESTADOS),
  /** Who sent it ('Nombre Apellido'). */
  de: z.string(),
  /** The address it was sent to, and the receiving account's name once accepted. */
  correo: z.string(),
  para: z.string().nullable(),
  /** When it was sent, and when it was accepted or cancelled (ISO). */
  creadaAt: z.string(),
  cerradaAt: z.string().nullable(),
});
export type TransferenciaView = z.infer<typeof transferenciaViewSchema>;

/** What /entrada-adquirida shows about moving the ticket. */
export const ticketTransferenciaSchema = z.object({
  /** The holder may transfer it now. */
  puedeTransferir: z.boolean(),
  /** Why not (a TRANSFER_MSG text), when not. */
  motivo: z.string().nullable(),
  /** A transfer sent and waiting for its recipient. */
  pendiente: transferenciaViewSchema.nullable(),
  /** The ticket's accepted transfers, oldest first (the holder sees how it reached them). */
  historial: z.array(transferenciaViewSchema),
});
export type TicketTransferencia = z.infer<typeof ticketTransferenciaSchema>;

/** /transferencia/:token, before accepting. */
export const transferenciaPublicaSchema = z.object({
  estado: z.enum(TRANSFERENCIA_ESTADOS),
  de: z.string(),
  evento: z.string(),
  dia: z.string(),
  dsTipo: z.string(),
  /** The address it was sent to (the recipient may sign in or sign up with it). */
  correo: z.string(),
});
export type TransferenciaPublica = z.infer<typeof transferenciaPublicaSchema>;

/** A sold ticket whose holder is no longer its buyer (the organiser's sales page). */
export const entradaTransferidaSchema = z.object({
  idTicket: z.number(),
  dia: z.string(),
  dsTipo: z.string(),
  comprador: z.string(),
  titular: z.string(),
  /** When it reached its current holder (ISO). */
  at: z.string(),
});
export type EntradaTransferida = z.infer<typeof entradaTransferidaSchema>;
