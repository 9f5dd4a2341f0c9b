import { z } from 'zod';
import { REEMBOLSO_ESTADOS } from '../domain/orders';
import { parseOrderNumber } from '../format/order-number';

/**
 * Contract of the withdrawal button (issue 13, "Botón de arrepentimiento"; the rule is
 * shared/domain/withdrawal.ts). Screen and mail texts: shared/texts/withdrawal.ts. Resolución
 * 424/2020 forbids asking for an account to withdraw, so anyone may ASK; only the buyer,
 * signed in, may CONFIRM (docs/decisions/0076-hostile-users.md).
 *
 * - POST /Orden/Arrepentimiento arrepentimientoSchema (public) -> 202 ArrepentimientoPedido, the
 *     same neutral answer whatever was typed (unknown number, another e-mail, an order that
 *     cannot be withdrawn, or one that can). When number and e-mail match an order that can be
 *     withdrawn, a request is stored and the purchase's account address gets its tracking code
 *     and the confirmation link (/arrepentimiento/confirmar/<token>); when they match one that
 *     cannot, that address is told why. Limited per client address (429) and per order (a few
 *     mails a day; past that the same answer, no mail). 400 only for a malformed number or e-mail.
 * - POST /Orden/Arrepentimiento/Propia {idOrden} (role 0, the order's buyer) -> {token}: a
 *     request for one's own order without the mail round trip (the form's list of one's orders).
 *     404 noEncontrada (not theirs); 409 the refusals below.
 * - GET /Orden/Arrepentimiento/Solicitud?token= (signed in) -> ArrepentimientoPreview: what
 *     confirming loses and gives back. 404 linkInvalido; 403 otraCuenta (not the buyer);
 *     410 linkUsado / linkVencido; 409 the refusals below.
 * - POST /Orden/Arrepentimiento/Confirmar {token} (signed in, the buyer) -> ArrepentimientoView.
 *     The whole order is refunded (total, fee included) through the provider that took it, its
 *     tickets stop admitting, its stock returns, the code is mailed again with the outcome.
 *     Errors as the preview's. 409 ARREPENTIMIENTO_MSG.noPagada / yaSolicitado /
 *     fueraDePlazo(...) / muyCerca(...) / eventoCancelado / conTransferidas / conReventa / ingresada.
 * - GET /Orden/Arrepentibles (role 0) -> {ordenes: OrdenArrepentible[]}: the caller's paid
 *     orders still inside the window, soonest deadline first (the form offers them).
 */

export const ARREPENTIMIENTO_MSG = {
  correo: 'Ingresá el correo electrónico con el que compraste.',
  orden:
    'Ingresá el número de compra de 12 caracteres (figura en el mail de confirmación, por ejemplo 3F9A-0C2B-77DE).',
  /** The one answer to every well-formed request (what was typed is never confirmed). */
  solicitado: 'Si los datos coinciden, te enviamos un correo para confirmar.',
  noEncontrada: 'No encontramos esa compra entre las tuyas.',
  linkInvalido:
    'El enlace para confirmar el arrepentimiento no es válido. Podés pedirlo de nuevo desde el Botón de arrepentimiento.',
  linkVencido:
    'El enlace para confirmar el arrepentimiento venció. Si todavía estás dentro del plazo, pedilo de nuevo desde el Botón de arrepentimiento.',
  linkUsado: 'Este enlace ya se usó: la compra ya fue revocada.',
  otraCuenta:
    'Este enlace es para la cuenta que hizo la compra: ingresá con esa cuenta para confirmar.',
  noPagada: 'Esa compra no está paga: no hay nada que devolver.',
  yaSolicitado: 'Esa compra ya fue revocada o reembolsada.',
  eventoCancelado: 'El evento fue cancelado: ya te estamos devolviendo el dinero de esa compra.',
  fueraDePlazo: (hasta: string) =>
    `El plazo para arrepentirte de esta compra venció el ${hasta}: son 10 días corridos desde la compra.`,
  muyCerca: (hasta: string) =>
    `El plazo para arrepentirte de esta compra venció el ${hasta}: se puede hasta 24 horas antes del evento.`,
  conTransferidas:
    'Algunas entradas de esta compra ya se transfirieron a otra persona: no se puede revocar.',
  ingresada: 'Alguien ya entró con una entrada de esta compra: no se puede revocar.',
  conReventa:
    'Algunas entradas de esta compra están en reventa o ya se revendieron: no se puede revocar.',
} as const;

const id = z
  .number({ error: ARREPENTIMIENTO_MSG.noEncontrada })
  .int(ARREPENTIMIENTO_MSG.noEncontrada)
  .positive(ARREPENTIMIENTO_MSG.noEncontrada)
  .max(2_147_483_647, ARREPENTIMIENTO_MSG.noEncontrada);

/** The order's number as typed (dashes, spaces, any case), checked and kept as stored. */
export const numeroOrdenSchema = z
  .string({ error: ARREPENTIMIENTO_MSG.orden })
  .max(40, ARREPENTIMIENTO_MSG.orden)
  .transform((text, ctx) => {
    const numero = parseOrderNumber(text);
    if (numero === null) {
      ctx.addIssue({ code: 'custom', message: ARREPENTIMIENTO_MSG.orden });
      return z.NEVER;
    }
    return numero;
  });

export const arrepentimientoSchema = z.object({
  numero: numeroOrdenSchema,
  correo: z
    .string({ error: ARREPENTIMIENTO_MSG.correo })
    .trim()
    .toLowerCase()
    .max(254, ARREPENTIMIENTO_MSG.correo)
    .pipe(z.email({ error: ARREPENTIMIENTO_MSG.correo })),
});
export type ArrepentimientoPayload = z.input<typeof arrepentimientoSchema>;

export const arrepentimientoPedidoSchema = z.object({
  /** Always ARREPENTIMIENTO_MSG.solicitado. */
  mensaje: z.string(),
});
export type ArrepentimientoPedido = z.infer<typeof arrepentimientoPedidoSchema>;

export const arrepentimientoPropioSchema = z.object({ idOrden: id });

/** The confirmation link's token (32 random bytes, base64url). */
export const arrepentimientoTokenSchema = z.object({
  token: z
    .string({ error: ARREPENTIMIENTO_MSG.linkInvalido })
    .regex(/^[A-Za-z0-9_-]{20,100}$/, ARREPENTIMIENTO_MSG.linkInvalido),
});

/** What confirming a request loses and gives back (the confirmation dialog). */
export const arrepentimientoPreviewSchema = z.object({
  /** The tracking code (ARR-XXXX-XXXX) mailed with the link. */
  codigo: z.string(),
  /** The order's number as stored (shared/format/order-number.ts shows it). */
  numero: z.string(),
  evento: z.string(),
  /** Tickets of the order that stop admitting. */
  entradas: z.number(),
  /** What is given back: the order's total, service fee included. */
  total: z.number(),
  cargoServicio: z.number(),
  /** Last moment to confirm (ISO): the link's expiry, never past the withdrawal deadline. */
  venceAt: z.string(),
});
export type ArrepentimientoPreview = z.infer<typeof arrepentimientoPreviewSchema>;

export const arrepentimientoViewSchema = z.object({
  /** The withdrawal code (ARR-XXXX-XXXX), shown at once and mailed. */
  codigo: z.string(),
  idOrden: z.number(),
  numero: z.string(),
  evento: z.string(),
  /** What is given back: the order's total, service fee included. */
  monto: z.number(),
  /** When it was confirmed (ISO). */
  solicitadoAt: z.string(),
  /** The refund's state at the provider: pendiente until it confirms. */
  reembolso: z.enum(REEMBOLSO_ESTADOS),
});
export type ArrepentimientoView = z.infer<typeof arrepentimientoViewSchema>;

export const ordenArrepentibleSchema = z.object({
  idOrden: z.number(),
  numero: z.string(),
  evento: z.string(),
  total: z.number(),
  /** Last moment to withdraw (ISO, exclusive). */
  hasta: z.string(),
});
export type OrdenArrepentible = z.infer<typeof ordenArrepentibleSchema>;
