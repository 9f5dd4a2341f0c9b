import { z } from 'zod';
import { REEMBOLSO_ESTADOS } from '../domain/orders';

/**
 * Contract of the withdrawal button (issue 13, "Botón de arrepentimiento"; the rule is
 * shared/domain/withdrawal.ts). Screen and mail texts: shared/texts/withdrawal.ts.
 *
 * - POST /Orden/Arrepentimiento arrepentimientoSchema (public; signed in, `correo` may be left
 *     out for one's own order) -> ArrepentimientoView. The whole order is refunded (total, fee
 *     included) through the provider that took it, its tickets stop admitting, its stock
 *     returns; a withdrawal code is answered and mailed. Rate limited per address.
 *     404 ARREPENTIMIENTO_MSG.noEncontrada (no order with that number and e-mail, or someone
 *     else's); 409 ARREPENTIMIENTO_MSG.noPagada / yaSolicitado / fueraDePlazo(...) /
 *     muyCerca(...) / eventoCancelado / conTransferidas / ingresada.
 * - GET /Orden/Arrepentibles (role 0) -> {ordenes: OrdenArrepentible[]}: the caller's paid
 *     orders still inside the window, soonest deadline first (the form offers them).
 */

export const ARREPENTIMIENTO_MSG = {
  correo: 'Ingresá el correo electrónico con el que compraste.',
  orden: 'Ingresá el número de compra (figura en el mail de confirmación).',
  noEncontrada: 'No encontramos una compra con ese número y ese correo electrónico.',
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
  .number({ error: ARREPENTIMIENTO_MSG.orden })
  .int(ARREPENTIMIENTO_MSG.orden)
  .positive(ARREPENTIMIENTO_MSG.orden)
  .max(2_147_483_647, ARREPENTIMIENTO_MSG.orden);

export const arrepentimientoSchema = z.object({
  idOrden: id,
  correo: z
    .string({ error: ARREPENTIMIENTO_MSG.correo })
    .trim()
    .toLowerCase()
    .max(254, ARREPENTIMIENTO_MSG.correo)
    .pipe(z.email({ error: ARREPENTIMIENTO_MSG.correo }))
    .optional(),
});
export type ArrepentimientoPayload = z.input<typeof arrepentimientoSchema>;

export const arrepentimientoViewSchema = z.object({
  /** The withdrawal code (ARR-XXXX-XXXX), shown at once and mailed. */
  codigo: z.string(),
  idOrden: z.number(),
  evento: z.string(),
  /** What is given back: the order's total, service fee included. */
  monto: z.number(),
  /** When it was asked (ISO). */
  solicitadoAt: z.string(),
  /** The refund's state at the provider: pendiente until it confirms. */
  reembolso: z.enum(REEMBOLSO_ESTADOS),
});
export type ArrepentimientoView = z.infer<typeof arrepentimientoViewSchema>;

export const ordenArrepentibleSchema = z.object({
  idOrden: z.number(),
  evento: z.string(),
  total: z.number(),
  /** Last moment to withdraw (ISO, exclusive). */
  hasta: z.string(),
});
export type OrdenArrepentible = z.infer<typeof ordenArrepentibleSchema>;
