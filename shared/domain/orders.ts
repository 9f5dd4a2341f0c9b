/**
 * Order, payment and refund states (docs/decisions/0026-orders-payments-and-tickets.md).
 *
 * An order holds stock (counted in entradas.vendidas) exactly while it is `pendiente` or
 * `pagada`; every other state has given its stock back (or never had it again, for a payment
 * that arrived after the hold expired and found the stock gone).
 * - pendiente: created, stock held until holdExpiresAt, waiting for the payment;
 * - pagada: payment approved, tickets issued; also a guest-list invitation (origen `lista`),
 *   with no money moved;
 * - expirada: the hold ran out with no payment; stock returned;
 * - rechazada: the provider rejected the payment; stock returned;
 * - reembolso_pendiente: money to give back (late payment with no stock left, a cancelled
 *   event, a refund the buyer asked for after the event changed), a reembolsos row tracks the
 *   attempts;
 * - reembolsada: the refund went through;
 * - anulada: a guest-list invitation the organiser withdrew (no money ever moved); its place
 *   went back to the day's stock.
 */
export const ORDEN_ESTADOS = [
  'pendiente',
  'pagada',
  'expirada',
  'rechazada',
  'reembolso_pendiente',
  'reembolsada',
  'anulada',
] as const;
export type OrdenEstado = (typeof ORDEN_ESTADOS)[number];

/** How an order came to be: see ordenes.origen in the schema. */
export const ORDEN_ORIGENES = ['compra', 'lista_espera', 'reventa', 'lista', 'puerta'] as const;
export type OrdenOrigen = (typeof ORDEN_ORIGENES)[number];

/** States whose items count in entradas.vendidas. */
export const ORDEN_ESTADOS_CON_STOCK: ReadonlyArray<OrdenEstado> = ['pendiente', 'pagada'];

export const PAYMENT_PROVIDERS = ['sandbox', 'mercadopago'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/** A refund: pending until the provider confirms it; failed attempts are retried by a job. */
export const REEMBOLSO_ESTADOS = ['pendiente', 'hecho', 'fallido'] as const;
export type ReembolsoEstado = (typeof REEMBOLSO_ESTADOS)[number];

/** Identity documents the checkout accepts. */
export const TIPOS_ID = ['DNI', 'Pasaporte'] as const;
export type TipoId = (typeof TIPOS_ID)[number];
