import { z } from 'zod';
import { reventaViewSchema } from './waitlist';
import { LIMITS } from '../domain/limits';
import { ADICIONALES_POR_DIA_MAX, CD_TIPO_MAX, PERSONAS_POR_MESA_MAX } from '../domain/catalogs';
import { EVENT_TEXT } from '../texts/event';
import { ORDEN_ESTADOS, PAYMENT_PROVIDERS, REEMBOLSO_ESTADOS } from '../domain/orders';
import { normaliseCodigo } from '../domain/discounts';
import { RRPP_SLUG_RE } from '../domain/equipo';
import { compradorSchema } from '../validation/checkout';
import { RETORNOS_PAGO } from '../routes';
import { INT4_MAX, idParamSchema } from '../validation/ids';

/**
 * Contract of checkout, payments and issued tickets (issue 6). Amounts are whole pesos the
 * server computed (shared/domain/fees.ts); the client's figures are never trusted.
 *
 * - POST /Orden/CrearOrden (role 0)   header Idempotency-Key, body CrearOrdenPayload
 *     -> 201 OrdenView (new order, stock held until holdExpiresAt)
 *     -> 200 OrdenView (the same key again from the same user: the same order, same body)
 *     -> 400 bad input (CHECKOUT_MSG / ORDEN_MSG; nothing stored)
 *     -> 404 ORDEN_MSG.eventoNoDisponible, 409 ORDEN_MSG.sinStock(...) / ventaCerrada /
 *        idempotencyReutilizada
 *     -> 200 OrdenView too when the account's pending purchase of the event is for exactly
 *        these tickets (and code): that order is resumed, nothing new is held (issue 15)
 * - GET /Orden/GetOrden?idOrden=      (owner) -> OrdenView (tickets once pagada); 403 others
 * - GET /Orden/GetOrdenPendiente?idEvento=&retorno=  (role 0) -> OrdenPendienteView: the
 *     account's pending purchase of the event still holding its tickets, or none (issue 15)
 * - POST /Orden/CancelarPendiente {idOrden}  (role 0, the owner) -> OrdenView (expirada): the
 *     hold ends as when it runs out, stock back; 404 others' orders, 409 not pending
 * - POST /Orden/ReintentarPago {idOrden, retorno?}  (role 0, the owner) -> 201 OrdenView: a
 *     rejected purchase bought again while its hold's time lasts, as a new order (a rejected
 *     order never pends again, shared/domain/order-life.ts) with the same tickets, code and
 *     buyer, through CrearOrden's own checks; the same rejected order again answers that new
 *     order (200). 404 others' orders, 409 ORDEN_MSG.reintento* otherwise
 * - POST /Pagos/Webhook               (public; MercadoPago's x-signature verified) -> 200
 *     {recibido: true}; 401 ORDEN_MSG.firmaInvalida on a missing/forged/stale signature
 * - GET /Pagos/Sandbox/:preferenceId  (public; sandbox provider only) -> text/html checkout
 *     page with "Aprobar pago", "Rechazar pago", "Dejar pendiente"
 * - POST /Pagos/Sandbox/:preferenceId (public; form field `decision`) -> 303 to the back URL:
 *     the order's back URL (shared/routes.ts paymentBackUrls: /mis-entradas?orden=<id>, with
 *     &pago=pendiente or &pago=rechazado, or pulso://orden/<id> for the desktop app)
 * - GET /Entrada/ClavePublica         (public) -> TicketPublicKey (Ed25519 JWK to verify
 *     ticket codes offline)
 * - GET /Entrada/Revocadas?IdEvento=  (the event's owner with role 2, or an administrator)
 *     -> TicketsRevocados: tickets whose order is no longer pagada (refunded or being
 *     refunded) and codes replaced by a transfer or a resale, which still verify offline;
 *     404 MSG.eventoNoEncontrado for others' events
 *
 * For the ticket screens (another module builds their routes): the ordenes service's
 * `ticketsOf(idUsuario)` / `ticketOf(idUsuario, idTicket)` answer TicketView rows.
 */

/** Texts Pulso adds around checkout (the spec words none of these). */
export const ORDEN_MSG = {
  idempotencyKeyFalta:
    'Falta el encabezado Idempotency-Key (entre 8 y 100 letras, números, guiones o puntos).',
  idempotencyReutilizada:
    'Esa clave de compra ya se usó para otra compra. Volvé a intentar desde el evento.',
  sinItems: EVENT_TEXT.elegiEntradas,
  maxPorFila: `No podés comprar más de ${LIMITS.maxTicketsPerRow} entradas por fila.`,
  cantidadMinima: 'Cada fila debe tener al menos una entrada.',
  itemRepetido: 'Elegiste la misma entrada dos veces.',
  eventoNoDisponible: 'El evento no está a la venta.',
  fechaAjena: 'Una de las fechas elegidas no pertenece al evento.',
  entradaInexistente: 'Una de las entradas elegidas no existe para esa fecha.',
  ventaCerrada: (dia: string) => `La venta de entradas para el ${dia} no está abierta.`,
  sinStock: (tipo: string, dia: string) => `No quedan suficientes entradas ${tipo} para el ${dia}.`,
  limitePorCuenta: (max: number, tipo: string, dia: string, yaTenes: number) =>
    `Podés tener hasta ${max} ${max === 1 ? 'entrada' : 'entradas'} ${tipo} por persona para el ${dia}` +
    (yaTenes > 0 ? ` y ya tenés ${yaTenes}.` : '.'),
  ordenNoEncontrada: 'No se encontró la compra.',
  // Add-ons (docs/decisions/0090-add-ons.md)
  adicionalRepetido: 'Elegiste el mismo adicional dos veces.',
  adicionalInexistente:
    'Uno de los adicionales elegidos no existe para las fechas de tus entradas.',
  adicionalDeMas: (nombre: string, entradas: number) =>
    `Cada ${nombre} va con una entrada: podés sumar hasta ${entradas} con las entradas de ese día.`,
  adicionalSinStock: (nombre: string) => `No quedan suficientes ${nombre}.`,
  // A type's own window and per-order quantities (docs/decisions/0089-mesas-and-order-limits.md)
  tipoAntesDeVenta: (tipo: string, desde: string) => `${tipo} sale a la venta el ${desde}.`,
  tipoVentaTerminada: (tipo: string) => `La venta de ${tipo} ya terminó.`,
  minimoPorCompra: (tipo: string, min: number) => `${tipo} se compra de a ${min} como mínimo.`,
  maximoPorCompra: (tipo: string, max: number) =>
    `Podés llevar hasta ${max} de ${tipo} por compra.`,
  /** An 18+ night (shared/domain/edad.ts) and a buyer younger on its first night. */
  menorDeEdad: (edad: number) =>
    `Este evento es solo para mayores de ${edad} años: según tu fecha de nacimiento no podés comprar entradas.`,
  // One person, one share of a drop (docs/decisions/0076-hostile-users.md)
  correoSinConfirmar:
    'Confirmá tu correo electrónico para comprar: te enviamos un enlace al registrarte. Si no lo encontrás, pedí uno nuevo con "Reenviar correo".',
  topeConexion: (max: number, tipo: string, dia: string, yaHay: number) =>
    `Desde tu conexión ya hay ${yaHay} ${yaHay === 1 ? 'entrada' : 'entradas'} ${tipo} para el ${dia} reservadas sin pagar, y el máximo es ${max}. ` +
    'Pagá las reservas pendientes o esperá a que venzan para reservar más.',
  topeDispositivo: (max: number, tipo: string, dia: string, yaHay: number) =>
    `Desde este dispositivo ya hay ${yaHay} ${yaHay === 1 ? 'entrada' : 'entradas'} ${tipo} para el ${dia} reservadas sin pagar, y el máximo es ${max}. ` +
    'Pagá las reservas pendientes o esperá a que venzan para reservar más.',
  firmaInvalida: 'La firma de la notificación no es válida.',
  proveedorNoDisponible:
    'No pudimos conectar con el proveedor de pagos. Probá de nuevo en un momento: tus entradas siguen reservadas.',
  // Sandbox payment page
  sandboxTitulo: 'Pago de prueba',
  sandboxAviso:
    'Este es el proveedor de pagos de prueba de Pulso: no se cobra dinero real. Elegí el resultado del pago.',
  sandboxAprobar: 'Aprobar pago',
  sandboxRechazar: 'Rechazar pago',
  sandboxPendiente: 'Dejar pendiente',
  sandboxNoEncontrado: 'No se encontró el pago.',
  sandboxVencido: 'El tiempo para pagar esta compra terminó.',
  sandboxTotal: 'Total a pagar',
  sandboxPagado: 'Este pago ya fue aprobado.',
  sandboxVolver: 'Volver a Pulso',
  sandboxVolverSinPagar: 'Volver a Pulso sin pagar',
  // Cancelling one's pending purchase (issue 15)
  cancelarPagada: 'Esa compra ya está pagada: no se puede cancelar.',
  cancelarNoPendiente: 'Esa compra ya no está pendiente: sus entradas ya se liberaron.',
  cancelarOferta:
    'Esa reserva es una oferta de la lista de espera: la manejás desde Lista de espera.',
  sandboxDecisionInvalida: 'Elegí Aprobar pago, Rechazar pago o Dejar pendiente.',
  // Retrying a rejected payment (no dead end)
  reintentoNoRechazada: 'Solo se puede reintentar el pago de una compra rechazada.',
  reintentoVencido:
    'Ya pasó el tiempo para reintentar ese pago. Volvé al evento para elegir tus entradas otra vez.',
  reintentoSinDatos:
    'Para reintentar, completá tus datos en Mi perfil o volvé al evento para comprar otra vez.',
} as const;

/** The Idempotency-Key header: what a client generates once per purchase attempt. */
export const IDEMPOTENCY_KEY_RULE = /^[A-Za-z0-9_.:-]{8,100}$/;

const positiveId = z.number({ error: 'Debe ser un número.' }).int().positive().max(INT4_MAX);

export const ordenItemSchema = z.object({
  idFecha: positiveId,
  /** The row's number in its day (shared/domain/stock.ts, CD_TIPO_MAX). */
  cdTipo: z.number().int().min(0).max(CD_TIPO_MAX),
  cantidad: z
    .number()
    .int()
    .min(1, ORDEN_MSG.cantidadMinima)
    .max(LIMITS.maxTicketsPerRow, ORDEN_MSG.maxPorFila),
});

/** Body of POST /Orden/CrearOrden; `now` is the clock the buyer's age is checked against. */
export function crearOrdenSchema(now: () => Date = () => new Date()) {
  return z.object({
    idEvento: positiveId,
    items: z
      .array(ordenItemSchema, { error: ORDEN_MSG.sinItems })
      .min(1, ORDEN_MSG.sinItems)
      .max(12)
      .refine(
        (items) => new Set(items.map((i) => `${i.idFecha}-${i.cdTipo}`)).size === items.length,
        ORDEN_MSG.itemRepetido,
      ),
    comprador: compradorSchema(now),
    /**
     * Add-ons bought with the tickets (docs/decisions/0090-add-ons.md): each of a day the items
     * name, at most one per ticket of that day.
     */
    adicionales: z
      .array(
        z.object({
          idAdicional: positiveId,
          cantidad: z
            .number()
            .int()
            .min(1, ORDEN_MSG.cantidadMinima)
            .max(LIMITS.maxTicketsPerRow * PERSONAS_POR_MESA_MAX),
        }),
      )
      .max(ADICIONALES_POR_DIA_MAX * 12)
      .refine(
        (a) => new Set(a.map((x) => x.idAdicional)).size === a.length,
        ORDEN_MSG.adicionalRepetido,
      )
      .optional(),
    /** A discount code (issue 14), as typed: compared upper-cased, without outer spaces. */
    codigo: z
      .string()
      .max(40)
      .optional()
      .transform((c) => (c === undefined ? undefined : normaliseCodigo(c) || undefined)),
    /** Where the provider sends the buyer back (issue 15): the website, or the desktop app. */
    retorno: z.enum(RETORNOS_PAGO).optional(),
    /**
     * The RRPP link the buyer's device kept (docs/decisions/0092-rrpp.md): their slug. A stale
     * or malformed one is dropped, never refused: the purchase is the buyer's, not the link's.
     */
    rrpp: z
      .string()
      .max(60)
      .optional()
      .transform((r) => (r !== undefined && RRPP_SLUG_RE.test(r) ? r : undefined)),
  });
}

export type CrearOrdenPayload = z.input<ReturnType<typeof crearOrdenSchema>>;

export const getOrdenQuerySchema = z.object({ idOrden: idParamSchema });

/** GET /Orden/GetOrdenPendiente: `retorno` opens a missing checkout with the right way back. */
export const getOrdenPendienteQuerySchema = z.object({
  idEvento: idParamSchema,
  retorno: z.enum(RETORNOS_PAGO).optional(),
});

export const cancelarPendienteSchema = z.object({ idOrden: positiveId });

/** POST /Orden/ReintentarPago: the rejected order, and where the provider sends back. */
export const reintentarPagoSchema = z.object({
  idOrden: positiveId,
  retorno: z.enum(RETORNOS_PAGO).optional(),
});
export type ReintentarPagoPayload = z.infer<typeof reintentarPagoSchema>;

export const ordenItemViewSchema = z.object({
  idItem: z.number(),
  idFecha: z.number(),
  /** Start of the day (ISO); the renderer formats it es-AR. */
  dia: z.string(),
  cdTipo: z.number(),
  dsTipo: z.string(),
  precioUnitario: z.number(),
  cantidad: z.number(),
  itemSubtotal: z.number(),
  /** A mesa's people per unit (its tickets: cantidad × personas); absent for a plain ticket. */
  personas: z.number().optional(),
});
export type OrdenItemView = z.infer<typeof ordenItemViewSchema>;

/**
 * What a ticket or an order charged (shared/domain/receipt.ts, the one breakdown every receipt
 * shows): precioLista − descuento = precioPagado; precioPagado + cargoServicio = total.
 */
export const importesViewSchema = z.object({
  precioLista: z.number(),
  descuento: z.number(),
  /** The discount code, when it took something off; null otherwise. */
  codigo: z.string().nullable(),
  precioPagado: z.number(),
  cargoServicio: z.number(),
  total: z.number(),
});
export type ImportesView = z.infer<typeof importesViewSchema>;

/** An issued ticket, with what /mis-entradas and /entrada-adquirida show. */
export const ticketViewSchema = z.object({
  idTicket: z.number(),
  /** The signed code (Ed25519 compact JWS) the QR holds. */
  codigo: z.string(),
  /** The short code printed under the QR, typed at the door when the QR cannot be read. */
  codigoCorto: z.string(),
  idOrden: z.number(),
  /**
   * The order's number people read (ordenes.numero; shared/format/order-number.ts shows it),
   * only to its buyer: null on a ticket someone else bought (a transfer, a resale).
   */
  numeroOrden: z.string().nullable(),
  idEvento: z.number(),
  evento: z.string(),
  idFecha: z.number(),
  /** That day's start and end (ISO). */
  inicio: z.string(),
  fin: z.string(),
  /** End of the event's last day (ISO): Próximos / Finalizados split on it. */
  finEvento: z.string(),
  cdTipo: z.number(),
  dsTipo: z.string(),
  /**
   * This ticket's share of its order (list price, its part of the discount and of the fee,
   * whole pesos): the tickets of an order add up to its total exactly.
   */
  importes: importesViewSchema,
  usadoAt: z.string().nullable(),
  createdAt: z.string(),
  /** Its resale listing (issue 13) when listed or resold; null otherwise. */
  reventa: reventaViewSchema.nullable(),
  /**
   * The add-ons that go with it ("Combo trago"), when any (docs/decisions/0090-add-ons.md):
   * `importes` include their price and fee.
   */
  adicionales: z.array(z.string()).optional(),
  /**
   * Who the holder said will use it (a friend at their mesa), when they did
   * (PUT /Entrada/NombreAsistente): the door and the PDF show that name.
   */
  nombreAsistente: z.string().optional(),
});
export type TicketView = z.infer<typeof ticketViewSchema>;

export const ordenViewSchema = z.object({
  idOrden: z.number(),
  /**
   * The number people read and type (ordenes.numero; shared/format/order-number.ts). Null only
   * in POST /Orden/CrearOrden's own answer (the database function that makes the order does
   * not return it; GET /Orden/GetOrden reads it).
   */
  numero: z.string().nullable(),
  idEvento: z.number(),
  evento: z.string(),
  estado: z.enum(ORDEN_ESTADOS),
  provider: z.enum(PAYMENT_PROVIDERS),
  items: z.array(ordenItemViewSchema),
  /** The add-ons bought, when any (docs/decisions/0090-add-ons.md); part of `subtotal`. */
  adicionales: z
    .array(
      z.object({
        idAdicional: z.number(),
        idFecha: z.number(),
        nombre: z.string(),
        precioUnitario: z.number(),
        cantidad: z.number(),
      }),
    )
    .optional(),
  subtotal: z.number(),
  /** What a discount code took off the subtotal (issue 14); 0 without one. */
  descuento: z.number(),
  /** The code applied, or null. */
  codigo: z.string().nullable(),
  cargoServicio: z.number(),
  /** subtotal − descuento + cargoServicio. */
  total: z.number(),
  /** Until when the stock is held (ISO): the checkout shows a countdown to it. */
  holdExpiresAt: z.string(),
  /** Where to pay (the provider's checkout); null once the order is no longer pending. */
  redirectUrl: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  /** Issued tickets: empty until the order is pagada. */
  tickets: z.array(ticketViewSchema),
  /** Refund state when money is being (or was) given back. */
  reembolso: z.object({ estado: z.enum(REEMBOLSO_ESTADOS), monto: z.number() }).nullable(),
});
export type OrdenView = z.infer<typeof ordenViewSchema>;

/**
 * A pending order as it is resumed (issue 15): `restanteMs` is what was left of its hold when
 * the server answered, so a countdown started on arrival does not depend on the device clock.
 */
export const ordenPendienteSchema = ordenViewSchema.extend({ restanteMs: z.number() });
export type OrdenPendiente = z.infer<typeof ordenPendienteSchema>;

/** POST /Orden/CrearOrden: a new order (201), or (200) a resumed one, with `restanteMs`. */
export const ordenCreadaSchema = ordenViewSchema.extend({ restanteMs: z.number().optional() });

/** GET /Orden/GetOrdenPendiente: null when the account holds nothing for the event. */
export const ordenPendienteViewSchema = z.object({ orden: ordenPendienteSchema.nullable() });
export type OrdenPendienteView = z.infer<typeof ordenPendienteViewSchema>;

/**
 * GET /Entrada/ClavePublica: verifies ticket codes offline (alg EdDSA, crv Ed25519). A type
 * alias (not an interface) so it is a JsonWebKey for node:crypto and WebCrypto as it is.
 */
export const ticketPublicKeySchema = z.object({
  kty: z.literal('OKP'),
  crv: z.literal('Ed25519'),
  x: z.string(),
  kid: z.string(),
  alg: z.literal('EdDSA'),
  use: z.literal('sig'),
});
export type TicketPublicKey = z.infer<typeof ticketPublicKeySchema>;

/** What a ticket code carries (the JWS payload). */
export interface TicketClaims {
  /** Ticket uid (random). */
  tid: string;
  idEvento: number;
  idFecha: number;
  cdTipo: number;
  /** Issued at (seconds). */
  iat: number;
  /**
   * A guest-list ticket (issue 14): the list's deadline (seconds; absent: none) and what the
   * guest pays at the door (pesos; absent: free). Signed, so a door checks them offline.
   */
  lista?: { hasta?: number; precio?: number };
  /**
   * What the door admits the holder as (General, VIP, Backstage…) and the add-ons that go with
   * the ticket (docs/decisions/0090-add-ons.md), so an offline door shows them on its verdict.
   * Absent on codes signed before they were carried (and `adicionales` when there are none).
   */
  admite?: string;
  adicionales?: string[];
}

/**
 * GET /Entrada/Revocadas: the `tid` claim of every ticket of the event that no longer admits
 * anyone (its order was refunded or is being refunded). A door app downloads it before the
 * doors open and refuses those codes even though their signature is valid.
 */
export const ticketsRevocadosSchema = z.object({
  idEvento: z.number(),
  revocadas: z.array(z.string()),
});
export type TicketsRevocados = z.infer<typeof ticketsRevocadosSchema>;

/** Answer of POST /Pagos/Webhook. */
export const webhookAckSchema = z.object({ recibido: z.literal(true) });
export type WebhookAck = z.infer<typeof webhookAckSchema>;
