import { z } from 'zod';
import { PERMISOS } from '../domain/equipo';
import { domicilioSchema, eventoViewSchema } from './discovery';
import { ticketViewSchema } from './checkout';
import { entradaTransferidaSchema, ticketTransferenciaSchema } from './transfers';
import { ticketReventaSchema } from './waitlist';
import { ORDEN_ESTADOS, REEMBOLSO_ESTADOS } from '../domain/orders';
import { idSchema } from '../validation/ids';

/**
 * Contract of what happens after a purchase (issue 6): the buyer's tickets, the organiser's
 * sales, event cancellation with refunds, and party ratings. Checkout and payments are in
 * shared/api/checkout.ts.
 *
 * Tickets (role 0, only the holder's own): those of paid orders, and those a cancellation
 * refunded (TicketCard.cancelacion). Only a ticket that can still let someone in carries its
 * code (`codigo`, the QR, the PDF): not a cancelled, used or past one (shared/domain/ticket-state.ts).
 * - GET /Entrada/MisEntradas                      -> {entradas: TicketCard[]} newest event first
 * - GET /Entrada/GetEntrada?idTicket=             -> TicketDetalle; 404 TICKET_MSG.noEncontrada for others' tickets
 * - GET /Entrada/Descargar?idTicket=              -> application/pdf (pdf-lib, holds the QR), attachment;
 *     404 TICKET_MSG.noEncontrada too when the ticket shows no code
 *
 * Refund on request after the event changed (/modificar-evento; role 0, the order's owner)
 * - POST /Orden/SolicitarReembolso solicitarReembolsoSchema -> OrdenView (estado reembolso_pendiente,
 *     or reembolsada once the provider confirmed); the whole order is refunded (total, fee included):
 *     its stock goes back, its tickets stop showing and join GET /Entrada/Revocadas, a mail is queued.
 *     Allowed while the order is pagada, the event's address, dates, times or artists changed after
 *     it was paid (eventos.cambioSignificativoAt), the first day has not started and the event is not
 *     cancelled: TicketCard.puedeReembolsar. 404 ORDEN_MSG.ordenNoEncontrada for others' orders;
 *     409 REEMBOLSO_MSG.eventoCancelado / yaSolicitado / noPagada / sinCambios / yaEmpezo /
 *     conTransferidas / ingresada
 *
 * Sales (the event's owner with role 2, or an administrator)
 * - GET /Evento/GetVentas?IdEvento=               -> VentasEvento (paid orders only)
 *
 * Cancellation (the owner with role 2; estados Por Aprobar, Aprobado, En venta)
 * - GET /Evento/GetReembolsos?IdEvento=           -> ReembolsosEvento (before: what would be refunded; after: each refund's state)
 * - POST /Evento/CancelarEvento cancelarEventoSchema -> ReembolsosEvento; event -> Borrado (5) and,
 *     in the same transaction, a reembolsos row per paid order, pending orders released, one mail per buyer
 *     with the reason (outbox) and a job per refund. Answers right after the commit, the refunds
 *     'pendiente'; the job queue then runs them through each order's provider (follow them with
 *     GetReembolsos); failures stay 'fallido' and a job retries them. 409 CANCEL_MSG.noCancelable.
 * - GET /Evento/GetProgresoReembolsos              -> {eventos: ProgresoReembolsos[]} the caller's own
 *     cancelled events, each with how many of its refunds are done (the organiser's lists keep
 *     cancelled events reachable with it)
 *
 * Ratings
 * - POST /Resenia/CrearResenia crearReseniaSchema (role 0) -> 201 ReseniaView; only holders of a paid
 *     ticket of that event that was scanned at the door, once the event has ended; 403
 *     RESENIA_MSG.soloAsistentes (no ticket), 403 RESENIA_MSG.soloIngresados (none scanned),
 *     409 RESENIA_MSG.yaReseniaste, 409 RESENIA_MSG.eventoNoTerminado
 * - GET /Resenia/GetResenias?idFiesta=|idEvento=&orden=recientes|alta|baja&q= (public) -> ReseniasPage
 */

export const TICKET_MSG = {
  noEncontrada: 'No se encontró la entrada.',
  // Naming who uses a ticket (docs/decisions/0089-mesas-and-order-limits.md)
  nombreLargo: (max: number) => `El nombre puede tener hasta ${max} caracteres.`,
  nombreUsada: 'Esa entrada ya se usó: no se le puede cambiar el nombre.',
} as const;

/** Longest name a holder may write on a ticket (a person's full name). */
export const NOMBRE_ASISTENTE_MAX = 80;

/**
 * PUT /Entrada/NombreAsistente (role 0, the ticket's holder; 404 TICKET_MSG.noEncontrada for
 * others'): who will use it, or null (or '') to show the holder again -> the ticket's
 * TicketView; 409 TICKET_MSG.nombreUsada once it was scanned.
 */
export const nombreAsistenteSchema = z.object({
  idTicket: z.number().int().positive().max(2_147_483_647),
  nombre: z
    .string()
    .trim()
    .max(NOMBRE_ASISTENTE_MAX, TICKET_MSG.nombreLargo(NOMBRE_ASISTENTE_MAX))
    .nullable()
    .transform((n) => (n ? n : null)),
});

export const CANCEL_MSG = {
  // /cancelar-evento
  advertencia: 'Esta operación no puede ser reversada.',
  cancelar: 'Cancelar Evento',
  volver: 'Volver',
  // Added by Pulso
  motivoFalta: 'Ingresá el motivo de la cancelación.',
  noCancelable: 'Este evento ya no se puede cancelar.',
  cancelado: 'El evento fue cancelado. Avisamos a cada comprador y estamos devolviendo su dinero.',
  errorCancelar: 'Ocurrió un error al cancelar el evento.',
  asunto: (evento: string) => `Se canceló «${evento}»: te devolvemos tu dinero`,
} as const;

/** Refund on request (POST /Orden/SolicitarReembolso): refusals, the mail's subject, the reason kept. */
export const REEMBOLSO_MSG = {
  eventoCancelado: 'El evento fue cancelado: ya te estamos devolviendo el dinero de esta compra.',
  yaSolicitado: 'El reembolso de esta compra ya está en marcha.',
  noPagada: 'Esta compra no está paga: no hay nada que reembolsar.',
  sinCambios:
    'El evento no cambió desde tu compra. El reembolso se puede pedir cuando cambian la dirección, las fechas, los horarios o los artistas.',
  yaEmpezo: 'El evento ya empezó: el reembolso se podía pedir hasta el comienzo.',
  /** Someone already got in with one of its tickets (the door opens before the event starts). */
  ingresada: 'Alguien ya entró con una entrada de esta compra: no se puede reembolsar.',
  /** Some of its tickets now belong to someone else (issue 13). */
  conTransferidas:
    'Algunas entradas de esta compra ya se transfirieron a otra persona: no se puede reembolsar.',
  /** Some of its tickets are listed for resale or were resold (issue 13). */
  conReventa:
    'Algunas entradas de esta compra están en reventa o ya se revendieron: no se puede reembolsar.',
  asunto: (evento: string) => `Reembolso pedido: tu compra para ${evento}`,
  motivo:
    'Pedido por quien compró, después de un cambio de dirección, fechas, horarios o artistas del evento.',
} as const;

export const RESENIA_MSG = {
  estrellas: 'Elegí de 1 a 5 estrellas.',
  texto: 'Contanos qué te pareció la fiesta.',
  soloAsistentes: 'Solo quienes tuvieron entrada para este evento pueden calificarlo.',
  /** Held a ticket, but none was scanned at the door (issue 10). */
  soloIngresados: 'Solo quienes entraron a la fiesta pueden calificarla.',
  yaReseniaste: 'Ya calificaste este evento.',
  eventoNoTerminado: 'Vas a poder calificar la fiesta cuando termine el evento.',
  gracias: '¡Gracias por tu reseña!',
} as const;

const id = idSchema;

export const cancelarEventoSchema = z.object({
  idEvento: id,
  motivo: z
    .string({ error: CANCEL_MSG.motivoFalta })
    .trim()
    .min(1, CANCEL_MSG.motivoFalta)
    .max(2000, CANCEL_MSG.motivoFalta),
});

export const solicitarReembolsoSchema = z.object({ idOrden: id });

export const crearReseniaSchema = z.object({
  idEvento: id,
  estrellas: z
    .number({ error: RESENIA_MSG.estrellas })
    .int(RESENIA_MSG.estrellas)
    .min(1, RESENIA_MSG.estrellas)
    .max(5, RESENIA_MSG.estrellas),
  texto: z
    .string({ error: RESENIA_MSG.texto })
    .trim()
    .min(1, RESENIA_MSG.texto)
    .max(2000, RESENIA_MSG.texto),
});

export const RESENIA_ORDENES = ['recientes', 'alta', 'baja'] as const;
export type ReseniaOrden = (typeof RESENIA_ORDENES)[number];

/** A row of /mis-entradas. */
export const ticketCardSchema = ticketViewSchema.extend({
  imagen: z.string().nullable(),
  domicilio: domicilioSchema,
  /**
   * True when the event has ended, one of the holder's tickets of it was scanned at the door
   * and the holder has not rated it yet: the card offers to rate.
   */
  puedeResenar: z.boolean(),
  /**
   * True when the ticket's whole order may be refunded on request (POST /Orden/SolicitarReembolso):
   * the event's address, dates, times or artists changed after it was paid, and it has not started.
   */
  puedeReembolsar: z.boolean(),
  /**
   * True when the ticket's whole order may still be withdrawn (the withdrawal button: inside
   * its window, no ticket used, transferred or on resale): only then is it offered.
   */
  puedeArrepentirse: z.boolean(),
  /**
   * Set when the event was cancelled: the ticket stays, admitting nobody (no code), with the
   * refund of its order by the cancellation, to that order's buyer only (null on a ticket
   * received from someone else, whose money goes back to who bought it).
   */
  cancelacion: z
    .object({
      reembolso: z.object({ estado: z.enum(REEMBOLSO_ESTADOS), monto: z.number() }).nullable(),
    })
    .nullable(),
});
export type TicketCard = z.infer<typeof ticketCardSchema>;

export const reseniaViewSchema = z.object({
  idResenia: z.number(),
  idEvento: z.number(),
  evento: z.string(),
  estrellas: z.number(),
  texto: z.string(),
  createdAt: z.string(),
  /** First name and the surname's initial ('Sofía B.'). */
  autor: z.string(),
});
export type ReseniaView = z.infer<typeof reseniaViewSchema>;

/** /entrada-adquirida: the ticket, its QR and everything about its event. */
export const ticketDetalleSchema = ticketCardSchema.extend({
  /** The QR of `codigo` as a PNG data URL; '' when the ticket shows no code. */
  qr: z.string(),
  /** Whose ticket it is, as its PDF prints it. */
  titular: z.string(),
  detalleEvento: eventoViewSchema,
  /** The holder's own rating of this event, if any. */
  miResenia: reseniaViewSchema.nullable(),
  /** Transfer to a friend (issue 13). */
  transferencia: ticketTransferenciaSchema,
  /**
   * Reselling it at face value through the wait list (issue 13). (`reventa`, from TicketView, is
   * the listing itself.)
   */
  revender: ticketReventaSchema,
});
export type TicketDetalle = z.infer<typeof ticketDetalleSchema>;

export const ventaFilaSchema = z.object({
  idFecha: z.number(),
  /** Start of that day (ISO). */
  dia: z.string(),
  cdTipo: z.number(),
  dsTipo: z.string(),
  /** Current price (what a buyer pays now). */
  precio: z.number(),
  /** Tickets sold in paid orders. */
  vendidas: z.number(),
  /**
   * Money from those tickets: the price each was sold for less its share of its order's
   * discount (shared/domain/receipt.ts, the settlement's own split); the service fee is
   * Pulso's, not counted.
   */
  total: z.number(),
  /** Stock offered. */
  stock: z.number(),
  /** What a buyer could take right now (the capacity rule, pulso_lugares: pools, a tanda's step). */
  restantes: z.number(),
  /**
   * Tickets of this row resold through the wait list (issue 13): counted apart, not in
   * `vendidas` (the seat was sold once; the resale moved it to someone else).
   */
  revendidas: z.number(),
  /** People waiting on this row's wait list now. */
  enEspera: z.number(),
  /** Guests on the list who enter as this row (issue 14): places taken, not sold. */
  invitados: z.number(),
  /** Of `vendidas`, those sold at the door's box office (docs/decisions/0094-box-office.md). */
  enPuerta: z.number(),
});
export type VentaFila = z.infer<typeof ventaFilaSchema>;

/** An add-on of a day as sold (docs/decisions/0090-add-ons.md): paid orders' units and money. */
export const ventaAdicionalSchema = z.object({
  idFecha: z.number(),
  dia: z.string(),
  nombre: z.string(),
  precio: z.number(),
  vendidos: z.number(),
  /** What they brought in (never discounted; the fee apart). */
  total: z.number(),
  stock: z.number(),
  /** Stock minus units sold or held right now. */
  restantes: z.number(),
});
export type VentaAdicional = z.infer<typeof ventaAdicionalSchema>;

export const ventasEventoSchema = z.object({
  idEvento: z.number(),
  nombre: z.string(),
  filas: z.array(ventaFilaSchema),
  /** The days' add-ons, when the event has any. */
  adicionales: z.array(ventaAdicionalSchema).optional(),
  totalEntradas: z.number(),
  /**
   * Tickets' and add-ons' money: the settlement's Bruto less Descuentos, plus the door's sales
   * (collected by the productora itself, so the settlement shows them apart).
   */
  totalRecaudado: z.number(),
  /** The box office's sales (docs/decisions/0094-box-office.md), by how they were paid. */
  puerta: z.object({
    entradas: z.number(),
    efectivo: z.number(),
    transferencia: z.number(),
    mercadopago: z.number(),
    total: z.number(),
  }),
  /** Sold tickets now held by someone other than their buyer (issue 13). */
  transferidas: z.array(entradaTransferidaSchema),
  /** Resales completed (issue 13), all rows together. */
  totalReventas: z.number(),
  /**
   * What the caller may do on the event (shared/domain/equipo.ts): every permission for its
   * owner, a member's role's for a member of its productora. The page offers only those.
   */
  permisos: z.array(z.enum(PERMISOS)).optional(),
  /** The event's productora, when it has one: its team's roles on this event can be set. */
  idProductora: z.number().nullable().optional(),
});
export type VentasEvento = z.infer<typeof ventasEventoSchema>;

/**
 * Sales over time (issue 14), GET /Evento/GetVentasPorDia?IdEvento= (the owner or an
 * administrator): every Argentine calendar day from the sales' opening to today (or to their
 * close), with the tickets of paid orders per type and what they brought in (list prices less
 * discounts, the service fee apart), and the discount codes those orders used. Resales are
 * apart (the seat was sold once).
 */
export const ventasDiaSchema = z.object({
  /** YYYY-MM-DD, the Argentine calendar day of the payments. */
  dia: z.string(),
  /** Tickets per type (every type of `tipos`, 0 included). */
  porTipo: z.array(z.object({ cdTipo: z.number(), cantidad: z.number() })),
  cantidad: z.number(),
  /** Of `cantidad`, those sold at the door's box office (docs/decisions/0094-box-office.md). */
  enPuerta: z.number(),
  recaudado: z.number(),
});
export type VentasDia = z.infer<typeof ventasDiaSchema>;

export const ventasPorDiaSchema = z.object({
  idEvento: z.number(),
  /** The event's ticket types, in catalogue order. */
  tipos: z.array(z.object({ cdTipo: z.number(), dsTipo: z.string() })),
  dias: z.array(ventasDiaSchema),
  codigos: z.array(z.object({ codigo: z.string(), usos: z.number(), descuento: z.number() })),
});
export type VentasPorDia = z.infer<typeof ventasPorDiaSchema>;

export const reembolsoLineaSchema = z.object({
  idOrden: z.number(),
  /** Buyer's display name (nombre + apellido), or 'Cuenta eliminada'. */
  comprador: z.string(),
  entradas: z.number(),
  /** What the buyer paid, fee included: all of it is given back. */
  monto: z.number(),
  ordenEstado: z.enum(ORDEN_ESTADOS),
  /** null before the cancellation. */
  estado: z.enum(REEMBOLSO_ESTADOS).nullable(),
});
export type ReembolsoLinea = z.infer<typeof reembolsoLineaSchema>;

export const reembolsosEventoSchema = z.object({
  idEvento: z.number(),
  nombre: z.string(),
  cdEstado: z.number(),
  lineas: z.array(reembolsoLineaSchema),
  total: z.number(),
});
export type ReembolsosEvento = z.infer<typeof reembolsosEventoSchema>;

/** A cancelled event's refunds so far (shared/domain/refund-progress.ts). */
export const progresoReembolsosSchema = z.object({
  idEvento: z.number(),
  total: z.number(),
  hechos: z.number(),
  fallidos: z.number(),
});
export type ProgresoReembolsos = z.infer<typeof progresoReembolsosSchema>;

export const reseniasPageSchema = z.object({
  /** The party's (or event's) name. */
  nombre: z.string(),
  /** Average of every rating, one decimal; null with no ratings. */
  promedio: z.number().nullable(),
  cantidad: z.number(),
  resenias: z.array(reseniaViewSchema),
});
export type ReseniasPage = z.infer<typeof reseniasPageSchema>;
