import { z } from 'zod';
import { LIMITS } from '../domain/limits';
import { isWebUrl } from '../domain/media-links';
import { ROLES } from '../domain/roles';
import { ACTIVATION_MSG } from './admin';
import { LOGIN_MSG, REGISTER_MSG, domicilioSchema, isStrongPassword } from './auth';
import { CHECKOUT_MSG, isCalendarDate } from './checkout';
import { idSchema } from './ids';

/**
 * My profile (docs/architecture.md, "Where each rule lives"): the spec's texts first, then what
 * Pulso adds around them (field formats, the e-mail that cannot change, the reset link flow of
 * docs/architecture.md, "Plugins").
 */
export const PROFILE_MSG = {
  errorActualizar: 'Error al actualizar los datos. Intenta más tarde.',
  cambiosGuardados: '¡Cambios guardados!',
  datosActualizados: 'Tus datos fueron actualizados exitosamente.',
  completarCampos: 'Por favor completá todos los campos.',
  nuevasNoCoinciden: 'Las nuevas contraseñas no coinciden.',
  actualIncorrecta: 'La contraseña actual es incorrecta.',
  errorCambiarPassword: 'Ocurrió un error al cambiar la contraseña.',
  passwordActualizada: 'Contraseña actualizada con éxito.',
  errorEliminarCuenta: 'Ocurrió un error al eliminar tu cuenta.',
  imagenEliminada: 'Imagen eliminada con éxito.',
  errorEliminarImagen: 'Ocurrió un error al eliminar la imagen.',
  imagenActualizada: 'Imagen de perfil actualizada con éxito.',
  errorActualizarImagen: 'Error al actualizar imagen.',
  // Checkout's wording of the phone and birth-date rules (docs/architecture.md,
  // "Where each rule lives"), reused here.
  telefono: CHECKOUT_MSG.telefono,
  dtNacimiento: CHECKOUT_MSG.dtNacimientoInvalida,
  // Added by Pulso
  dni: 'Ingresá un DNI de 7 a 9 dígitos o un pasaporte de 6 a 12 letras o números.',
  cbu: 'Ingresá un CBU de 22 dígitos o un alias de 6 a 20 caracteres (letras, números, puntos o guiones).',
  correoNoModificable: 'El correo electrónico de la cuenta no se puede cambiar.',
  sinPassword:
    'Tu cuenta no tiene contraseña porque ingresás con Google. Para crear una, usá «¿Olvidaste la contraseña?» al iniciar sesión.',
  rolesVacios: 'Un usuario debe tener al menos un rol.',
} as const;

/**
 * The social links of a profile use the activation dialog's wording (docs/architecture.md,
 * "Where each rule lives").
 */
const SOCIAL_MSG = ACTIVATION_MSG;

/** Password reset by an e-mailed, single-use, expiring link (Pulso; the spec has none). */
export const RESET_MSG = {
  enlaceEnviado:
    'Si el correo está registrado, te enviamos un enlace para restablecer la contraseña. Revisá tu bandeja de entrada.',
  errorEnviar: 'No pudimos procesar tu pedido. Intenta más tarde.',
  enlaceInvalido: 'El enlace para restablecer la contraseña no es válido. Pedí uno nuevo.',
  enlaceVencido: 'El enlace para restablecer la contraseña venció. Pedí uno nuevo.',
  enlaceUsado:
    'Este enlace ya fue usado. Si necesitás cambiar la contraseña otra vez, pedí uno nuevo.',
  passwordRestablecida: 'Tu contraseña fue restablecida. Ya podés ingresar con la nueva.',
  errorRestablecer: 'No pudimos restablecer la contraseña. Intenta más tarde.',
} as const;

/** Minutes a reset link stays valid. */
export const RESET_LINK_MINUTES = 30;

/** The mail that carries the reset link. */
export function resetMail(nombre: string, link: string): { asunto: string; cuerpo: string } {
  return {
    asunto: 'Restablecé tu contraseña de Pulso',
    cuerpo: [
      `Hola, ${nombre}:`,
      '',
      'Recibimos un pedido para restablecer la contraseña de tu cuenta de Pulso. Para elegir una nueva, abrí este enlace:',
      '',
      link,
      '',
      `El enlace vence en ${RESET_LINK_MINUTES} minutos y sirve una sola vez. Si no lo pediste, ignorá este correo: tu contraseña sigue siendo la misma.`,
    ].join('\n'),
  };
}

/** What an erased account keeps as its name (its orders stay for accounting). */
export const CUENTA_ELIMINADA = { nombre: 'Cuenta eliminada', apellido: '' } as const;

const required = (message: string) => z.string({ error: message }).trim().min(1, message);

/** Empty, or text matching the rule (profile fields may stay empty: Google accounts start so). */
const emptyOr = (max: number, message: string, ok: (v: string) => boolean) =>
  z
    .string({ error: message })
    .trim()
    .max(max, message)
    .refine((v) => v === '' || ok(v), message)
    .default('');

const { dniDigits: D, passportChars: P, phoneMinDigits } = LIMITS;
const DNI_RULE = new RegExp(`^\\d{${D.min},${D.max}}$`);
const PASAPORTE_RULE = new RegExp(`^[A-Za-z0-9]{${P.min},${P.max}}$`);
const PHONE_RULE = new RegExp(`^\\d{${phoneMinDigits},15}$`);

/** DNI 7–9 digits or passport 6–12 letters or digits (as at the checkout). */
export const isDniOrPasaporte = (v: string) => DNI_RULE.test(v) || PASAPORTE_RULE.test(v);
/** Digits only, at least 8 (as at the checkout); "sin 0 ni 15" as on /register. */
export const isTelefono = (v: string) => PHONE_RULE.test(v);
/** CBU (22 digits) or a CBU alias (6–20 letters, digits, dots or hyphens). */
export const isCbu = (v: string) => /^\d{22}$/.test(v) || /^[A-Za-z0-9.-]{6,20}$/.test(v);

/** A real calendar date (YYYY-MM-DD) from 1900 up to today. */
export function isBirthDate(v: string, today: Date = new Date()): boolean {
  return isCalendarDate(v) && v >= '1900-01-01' && v <= today.toISOString().slice(0, 10);
}

const socialUrl = (message: string) => emptyOr(500, message, isWebUrl);

const KNOWN_ROLES = ROLES.map((r) => r.cdRol) as number[];

/**
 * PUT /Usuario/UpdateUsuario (docs/architecture.md, "Route and field names"). `correo` is accepted
 * so the spec's body parses, but it must be the account's own (the server refuses another).
 * `cdRoles` counts only when an administrator sends it.
 */
export const updateUsuarioSchema = z.object({
  idUsuario: idSchema,
  nombre: required(REGISTER_MSG.nombre).pipe(z.string().max(100)),
  apellido: required(REGISTER_MSG.apellido).pipe(z.string().max(100)),
  correo: z.string().max(254).optional(),
  dni: emptyOr(20, PROFILE_MSG.dni, isDniOrPasaporte),
  telefono: emptyOr(30, PROFILE_MSG.telefono, isTelefono),
  cbu: emptyOr(40, PROFILE_MSG.cbu, isCbu),
  bio: z.string().max(2000).default(''),
  /**
   * ISO; only the first 10 characters count (docs/architecture.md, "Data model in brief"). Empty or
   * null clears it.
   */
  dtNacimiento: z
    .string({ error: PROFILE_MSG.dtNacimiento })
    .max(40, PROFILE_MSG.dtNacimiento)
    .nullish()
    .transform((v) => (v ? v.slice(0, 10) : null))
    .refine((v) => v === null || isBirthDate(v), PROFILE_MSG.dtNacimiento),
  cdRoles: z
    .array(
      z
        .number()
        .int()
        .min(Math.min(...KNOWN_ROLES))
        .max(Math.max(...KNOWN_ROLES))
        .refine((n) => KNOWN_ROLES.includes(n)),
    )
    .max(KNOWN_ROLES.length)
    .optional(),
  domicilio: domicilioSchema.optional(),
  socials: z
    .object({
      idSocial: idSchema.nullish(),
      mdInstagram: socialUrl(SOCIAL_MSG.instagram),
      mdSpotify: socialUrl(SOCIAL_MSG.spotify),
      mdSoundcloud: socialUrl(SOCIAL_MSG.soundcloud),
    })
    .optional(),
});

export type UpdateUsuarioPayload = z.input<typeof updateUsuarioSchema>;
export type UpdateUsuarioData = z.output<typeof updateUsuarioSchema>;

const passwordField = z.string({ error: PROFILE_MSG.completarCampos }).max(200).default('');

/**
 * PUT /Usuario/CambiarPassword: the spec's checks in its order (all three filled, new and
 * confirmation equal), then the registration's strength rule. The current password is checked
 * by the server afterwards ('La contraseña actual es incorrecta.').
 */
export const cambiarPasswordSchema = z
  .object({ actual: passwordField, nueva: passwordField, confirmacion: passwordField })
  .superRefine((v, ctx) => {
    const message = firstPasswordChangeError(v);
    if (message) ctx.addIssue({ code: 'custom', message, path: [] });
  });

export type CambiarPasswordPayload = z.input<typeof cambiarPasswordSchema>;

export function firstPasswordChangeError(v: {
  actual: string;
  nueva: string;
  confirmacion: string;
}): string | null {
  if (!v.actual || !v.nueva || !v.confirmacion) return PROFILE_MSG.completarCampos;
  if (v.nueva !== v.confirmacion) return PROFILE_MSG.nuevasNoCoinciden;
  if (!isStrongPassword(v.nueva)) return REGISTER_MSG.passwordDebil;
  return null;
}

/** POST /Usuario/RecuperarPassword: the e-mail of the account (login's wording). */
export const recuperarPasswordSchema = z.object({
  correo: required(LOGIN_MSG.correo).pipe(z.email(LOGIN_MSG.correoFormato).max(254)),
});

export type RecuperarPasswordPayload = z.infer<typeof recuperarPasswordSchema>;

/** POST /Usuario/RestablecerPassword: the link's token and the new password twice. */
export const restablecerPasswordSchema = z
  .object({
    token: z.string({ error: RESET_MSG.enlaceInvalido }).max(200, RESET_MSG.enlaceInvalido),
    nueva: passwordField,
    confirmacion: passwordField,
  })
  .superRefine((v, ctx) => {
    const message = firstResetError(v);
    if (message) ctx.addIssue({ code: 'custom', message, path: [] });
  });

export type RestablecerPasswordPayload = z.input<typeof restablecerPasswordSchema>;

export function firstResetError(v: {
  token: string;
  nueva: string;
  confirmacion: string;
}): string | null {
  if (!v.token) return RESET_MSG.enlaceInvalido;
  if (!v.nueva || !v.confirmacion) return PROFILE_MSG.completarCampos;
  if (v.nueva !== v.confirmacion) return REGISTER_MSG.noCoinciden;
  if (!isStrongPassword(v.nueva)) return REGISTER_MSG.passwordDebil;
  return null;
}
