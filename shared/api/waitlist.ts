import { z } from 'zod';
import { REEMBOLSO_ESTADOS } from '../domain/orders';
import { INT4_MAX } from '../validation/ids';

/**
 * Contract of the wait list and face-value resale (issue 13;
 * docs/decisions/0054-wait-list-and-resale-at-face-value.md). Screen and mail texts:
 * shared/texts/waitlist.ts.
 *
 * Wait list (one ticket per place, one place per account and ticket type of a day):
 * - POST /ListaEspera/Anotarme anotarmeSchema (role 0) -> ListaEsperaView (estado 'esperando').
 *     Only when the type of that day is sold out for the public (EntradaView.cantidad 0;
 *     a step before its template tanda's total, an early bird, joins the total's list). People waiting hold a claim on the stock:
 *     a ticket that comes back (expired hold, refund, withdrawal) is not sold to the public
 *     while someone waits; it becomes an offer to the first one waiting.
 *     404 WAITLIST_MSG.fechaInexistente; 409 WAITLIST_MSG.hayEntradas / yaAnotado /
 *     ORDEN_MSG.eventoNoDisponible / ORDEN_MSG.ventaCerrada(dia) / ORDEN_MSG.limitePorCuenta(...).
 * - POST /ListaEspera/Salir {idListaEspera} (role 0, one's own, while 'esperando')
 *     -> ListaEsperaView ('cancelada'). 404 WAITLIST_MSG.noEncontrada; 409 WAITLIST_MSG.noEsperando.
 * - GET /ListaEspera/Mias (role 0) -> {lugares: ListaEsperaView[]} newest first. Nobody's
 *     position is shown, one's own neither (only whether one waits or has an offer).
 *
 * An offer is a pending order of one ticket held HOLD_MINUTES for the person (and a mail).
 * Paying it goes through the provider's checkout (`oferta.redirectUrl`, as any order); an
 * offer not paid in time expires (estado 'vencida') and passes to the next one waiting.
 *
 * Resale at face value (the seller's own ticket, bought by them):
 * - POST /Entrada/Revender revenderSchema (role 0, the ticket's holder and buyer)
 *     -> TicketReventa. The price may not exceed what the seller paid for the ticket (fee
 *     excluded). The ticket stops admitting while listed (the door answers it is on resale);
 *     it goes only to the wait list of its type and day, in order.
 *     404 TICKET_MSG.noEncontrada; 400/409 RESALE_MSG.precio / precioMayor(max) / noPagada /
 *     usada / empezo / noComprada / enReventa / transferenciaPendiente / deshabilitada.
 * - POST /Entrada/CancelarReventa {idReventa} (role 0, the seller, while 'publicada')
 *     -> TicketReventa (activa null: the ticket admits again). 404 RESALE_MSG.noEncontrada;
 *     409 RESALE_MSG.ofertada / yaVendida.
 * - When the person with the offer pays: they get a freshly signed ticket; the seller's code
 *   is revoked; the seller is refunded the resale price through the provider that took the
 *   original payment (the original service fee is not returned: shown before listing).
 * - TicketDetalle.revender (GET /Entrada/GetEntrada: may one list it, for how much) and
 *   TicketView.reventa (the listing, on every ticket list).
 * - VentasEvento (GET /Evento/GetVentas): resold tickets counted apart (VentaFila.revendidas,
 *   totalReventas), not in vendidas.
 */

export const WAITLIST_ESTADOS = [
  'esperando',
  'ofertada',
  'comprada',
  'vencida',
  'cancelada',
] as const;
export type ListaEsperaEstado = (typeof WAITLIST_ESTADOS)[number];

export const RESALE_ESTADOS = ['publicada', 'ofertada', 'vendida', 'cancelada'] as const;
export type ReventaEstado = (typeof RESALE_ESTADOS)[number];

export const WAITLIST_MSG = {
  fechaInexistente: 'No existe ese tipo de entrada para esa fecha.',
  hayEntradas: 'Todavía hay entradas de este tipo: podés comprarlas ahora.',
  yaAnotado: 'Ya estás en la lista de espera de estas entradas.',
  noEncontrada: 'No encontramos ese lugar en la lista de espera.',
  noEsperando: 'Ya no estás esperando en esta lista.',
} as const;

export const RESALE_MSG = {
  precio: 'Ingresá un precio válido (un número entero de pesos, mayor a cero).',
  precioMayor: (max: string) =>
    `El precio no puede superar lo que pagaste por la entrada (${max}).`,
  noPagada: 'Esta entrada no está paga: no se puede revender.',
  usada: 'Esta entrada ya se usó en la puerta: no se puede revender.',
  empezo: 'La fecha ya empezó: la entrada no se puede revender.',
  noComprada: 'Solo se pueden revender entradas que compraste vos (no las que te transfirieron).',
  enReventa: 'Esta entrada ya está en reventa.',
  transferenciaPendiente:
    'Esta entrada tiene una transferencia pendiente: cancelala para poder revenderla.',
  deshabilitada: 'El organizador no permite transferir ni revender las entradas de este evento.',
  noEncontrada: 'No encontramos esa reventa.',
  ofertada:
    'La entrada ya se le ofreció a alguien de la lista de espera: no se puede cancelar mientras la oferta siga en pie.',
  yaVendida: 'La entrada ya se revendió.',
  /** The door's answer to a listed ticket (and a transfer's refusal). */
  puerta: 'Entrada en reventa: no habilita el ingreso mientras esté publicada.',
} as const;

const id = z.number({ error: 'Debe ser un número.' }).int().positive().max(INT4_MAX);

export const anotarmeSchema = z.object({
  idFecha: id,
  cdTipo: z.number({ error: 'Debe ser un número.' }).int().min(0).max(1000),
});
export type AnotarmePayload = z.input<typeof anotarmeSchema>;
export const salirListaSchema = z.object({ idListaEspera: id });

export const revenderSchema = z.object({
  idTicket: id,
  precio: z
    .number({ error: RESALE_MSG.precio })
    .int(RESALE_MSG.precio)
    .positive(RESALE_MSG.precio)
    .max(100_000_000, RESALE_MSG.precio),
});
export type RevenderPayload = z.input<typeof revenderSchema>;
export const cancelarReventaSchema = z.object({ idReventa: id });

/** An offer made to someone on the wait list: a pending order of one ticket. */
export const ofertaViewSchema = z.object({
  idOrden: z.number(),
  precio: z.number(),
  cargoServicio: z.number(),
  total: z.number(),
  /** Until when the ticket is held (ISO). */
  venceAt: z.string(),
  /** The provider's checkout (null until it is opened: reload in a moment). */
  redirectUrl: z.string().nullable(),
  /** The ticket is another holder's resale (at face value or less). */
  reventa: z.boolean(),
});
export type OfertaView = z.infer<typeof ofertaViewSchema>;

export const listaEsperaViewSchema = z.object({
  idListaEspera: z.number(),
  idEvento: z.number(),
  evento: z.string(),
  idFecha: z.number(),
  /** The day's start (ISO). */
  dia: z.string(),
  cdTipo: z.number(),
  dsTipo: z.string(),
  estado: z.enum(WAITLIST_ESTADOS),
  creadaAt: z.string(),
  /** While estado is 'ofertada'. */
  oferta: ofertaViewSchema.nullable(),
  /** The order the place ended in (estado 'comprada'). */
  idOrdenComprada: z.number().nullable(),
});
export type ListaEsperaView = z.infer<typeof listaEsperaViewSchema>;

/** A ticket's listing, as its seller sees it. */
export const reventaViewSchema = z.object({
  idReventa: z.number(),
  precio: z.number(),
  estado: z.enum(RESALE_ESTADOS),
  creadaAt: z.string(),
  /** Sold: the refund of the resale price to the seller (null before). */
  reembolso: z.object({ monto: z.number(), estado: z.enum(REEMBOLSO_ESTADOS) }).nullable(),
});
export type ReventaView = z.infer<typeof reventaViewSchema>;

/** What /entrada-adquirida shows about reselling the ticket. */
export const ticketReventaSchema = z.object({
  puedeRevender: z.boolean(),
  /** Why not (a RESALE_MSG text), when not and there is no listing. */
  motivo: z.string().nullable(),
  /** What the seller paid for this ticket (the ceiling) and its share of the fee (not returned). */
  precioPagado: z.number(),
  cargoServicioPagado: z.number(),
  /** The listing, if any (publicada / ofertada / vendida). */
  activa: reventaViewSchema.nullable(),
});
export type TicketReventa = z.infer<typeof ticketReventaSchema>;
