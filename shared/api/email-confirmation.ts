import { z } from 'zod';
import { ROUTES } from '../routes';

/**
 * E-mail confirmation before the first purchase (docs/decisions/0076-hostile-users.md).
 * Routes:
 * - POST /Usuario/ConfirmarCorreo (public) body {token}: 200 {correo}; 400 unknown link,
 *   410 used or expired link (CONFIRMACION_MSG).
 * - POST /Usuario/ReenviarConfirmacion (signed in): 202 a new link is mailed (an earlier
 *   unused one stops working); 409 already confirmed; 429 too many mails (per account and
 *   per address).
 * CreateUsuario mails the first link; POST /Orden/CrearOrden answers 403
 * ORDEN_MSG.correoSinConfirmar until the account is confirmed.
 */

/** How long a confirmation link works. */
export const CONFIRMACION_HORAS = 48;

/** Confirmation mails one account may ask for per hour (the sign-up's one included). */
export const REENVIOS_POR_HORA = 3;

export const CONFIRMACION_MSG = {
  confirmado: 'Listo: confirmaste tu correo electrónico. Ya podés comprar entradas.',
  enlaceInvalido: 'El enlace de confirmación no es válido. Pedí uno nuevo desde la compra.',
  enlaceUsado: 'Ese enlace de confirmación ya se usó.',
  enlaceVencido: `El enlace de confirmación venció (dura ${CONFIRMACION_HORAS} horas). Pedí uno nuevo con "Reenviar correo" al comprar.`,
  yaConfirmado: 'Tu correo electrónico ya está confirmado.',
  reenviado: 'Te enviamos un nuevo enlace. Revisá tu correo (y la carpeta de spam).',
  demasiadosReenvios:
    'Ya te enviamos varios correos de confirmación. Esperá un rato antes de pedir otro.',
  registroEnviado: (correo: string) =>
    `Te enviamos un correo a ${correo} para confirmar tu dirección. Abrí el enlace antes de comprar tu primera entrada.`,
  reenviar: 'Reenviar correo',
  titulo: 'Confirmar correo electrónico',
  confirmando: 'Confirmando tu correo…',
  irAlInicio: 'Ir al inicio',
} as const;

export const confirmarCorreoSchema = z.object({
  token: z
    .string({ error: CONFIRMACION_MSG.enlaceInvalido })
    .trim()
    .min(20, CONFIRMACION_MSG.enlaceInvalido)
    .max(200, CONFIRMACION_MSG.enlaceInvalido),
});
export type ConfirmarCorreoPayload = z.infer<typeof confirmarCorreoSchema>;

export const correoConfirmadoSchema = z.object({ correo: z.string() });
export type CorreoConfirmado = z.infer<typeof correoConfirmadoSchema>;

/** The page the mailed link opens, with its token. */
export function confirmacionLink(baseUrl: string, token: string): string {
  return `${baseUrl.replace(/\/+$/, '')}${ROUTES.confirmarCorreo.path}?token=${token}`;
}

/** The mail that carries the link. */
export function confirmacionMail(nombre: string, link: string): { asunto: string; cuerpo: string } {
  return {
    asunto: 'Confirmá tu correo electrónico en Pulso',
    cuerpo: [
      `Hola, ${nombre}:`,
      '',
      'Para comprar entradas en Pulso necesitamos confirmar que este correo es tuyo. Abrí este enlace:',
      '',
      link,
      '',
      `El enlace vence en ${CONFIRMACION_HORAS} horas y sirve una sola vez. Si no creaste una cuenta en Pulso, ignorá este correo.`,
    ].join('\n'),
  };
}
