import { z } from 'zod';
import { isWebUrl } from '../domain/media-links';
import { ROLES } from '../domain/roles';
import { ACTIVATION_MSG } from './admin';
import { LOGIN_MSG, REGISTER_MSG, domicilioSchema, isStrongPassword } from './auth';
import { CHECKOUT_MSG } from './checkout';
import {
  PERSONA_MSG,
  birthDateError,
  documentoError,
  isBirthDate,
  refineWith,
  telefonoError,
} from './persona';
import { idSchema } from './ids';

/**
 * My profile (docs/architecture.md, "Where each rule lives"): the spec's texts first, then what
 * Pulso adds around them (field formats, the e-mail that cannot change, the reset link flow of
 * docs/architecture.md, "Plugins").
 */
export const PROFILE_MSG = {
  errorActualizar: 'Error al actualizar los datos. Intentá más tarde.',
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
  dni: PERSONA_MSG.documento,
  cbu: 'Ingresá un CBU válido: 22 dígitos, tal como figura en tu home banking.',
  aliasCbu: 'El alias tiene de 6 a 20 caracteres: letras, números, puntos o guiones.',
  cuit: 'Ingresá un CUIT válido: 11 dígitos con su verificador, por ejemplo 20-12345678-6.',
  banco: 'El nombre del banco puede tener hasta 60 caracteres.',
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
  errorEnviar: 'No pudimos procesar tu pedido. Intentá más tarde.',
  enlaceInvalido: 'El enlace para restablecer la contraseña no es válido. Pedí uno nuevo.',
  enlaceVencido: 'El enlace para restablecer la contraseña venció. Pedí uno nuevo.',
  enlaceUsado:
    'Este enlace ya fue usado. Si necesitás cambiar la contraseña otra vez, pedí uno nuevo.',
  passwordRestablecida: 'Tu contraseña fue restablecida. Ya podés ingresar con la nueva.',
  errorRestablecer: 'No pudimos restablecer la contraseña. Intentá más tarde.',
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

/** Empty, or text `rule` accepts (its own message otherwise): the checkout's rules (persona.ts). */
const emptyOrRule = (max: number, tooLong: string, rule: (v: string) => string | null) =>
  z
    .string({ error: tooLong })
    .trim()
    .max(max, tooLong)
    .superRefine(refineWith((v) => (v === '' ? null : rule(v))))
    .default('');

/** DNI 7–9 digits or passport 6–12 letters or digits, read as the checkout reads it. */
export const isDniOrPasaporte = (v: string) => documentoError(v) === null;
/** Digits only, 8 to 15 (as at the checkout); "sin 0 ni 15" as on /register. */
export const isTelefono = (v: string) => telefonoError(v) === null;
/** Spaces and hyphens people type inside a CUIT or a CBU ("20-12345678-6") left out. */
export const soloDigitos = (v: string) => v.replace(/[\s-]/g, '');

/** Σ digit × weight, for the check digits below. */
const weighted = (digits: string, weights: ReadonlyArray<number>) =>
  weights.reduce((sum, w, i) => sum + Number(digits[i]) * w, 0);

/**
 * A CBU: 22 digits in two blocks, each ending in its check digit (BCRA): the bank and branch
 * (7 digits, weights 7 1 3 9 7 1 3) and the account (13 digits, weights 3 9 7 1 3 9 7 1 3 9 7 1 3);
 * the check digit is (10 − Σ mod 10) mod 10. Spaces and hyphens are ignored.
 */
export function isCbu(v: string): boolean {
  const d = soloDigitos(v);
  if (!/^\d{22}$/.test(d)) return false;
  const check = (block: string, weights: number[]) =>
    (10 - (weighted(block, weights) % 10)) % 10 === Number(block[weights.length]);
  return (
    check(d.slice(0, 8), [7, 1, 3, 9, 7, 1, 3]) &&
    check(d.slice(8), [3, 9, 7, 1, 3, 9, 7, 1, 3, 9, 7, 1, 3])
  );
}

/** A CBU alias: 6 to 20 letters, digits, dots or hyphens. */
export const isAliasCbu = (v: string) => /^[A-Za-z0-9.-]{6,20}$/.test(v);

/**
 * A CUIT (or CUIL): 11 digits whose last is the check digit of the first ten (AFIP, weights
 * 5 4 3 2 7 6 5 4 3 2): 11 − Σ mod 11, 0 when that is 11; 10 is never a valid one. Spaces and
 * hyphens are ignored.
 */
export function isCuit(v: string): boolean {
  const d = soloDigitos(v);
  if (!/^\d{11}$/.test(d)) return false;
  const rest = 11 - (weighted(d, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11);
  const check = rest === 11 ? 0 : rest;
  return check !== 10 && check === Number(d[10]);
}

/** "20123456786" -> "20-12345678-6" (as AFIP writes it). */
export const formatCuit = (digits: string) =>
  /^\d{11}$/.test(digits)
    ? `${digits.slice(0, 2)}-${digits.slice(2, 10)}-${digits.slice(10)}`
    : digits;

export { isBirthDate };

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
  dni: emptyOrRule(20, PROFILE_MSG.dni, documentoError),
  telefono: emptyOrRule(30, PROFILE_MSG.telefono, telefonoError),
  /** Stored as its 22 digits. */
  cbu: emptyOr(40, PROFILE_MSG.cbu, isCbu).transform(soloDigitos),
  /**
   * Where an organiser is paid (the settlement's PDF shows them). Absent: unchanged (the spec's
   * body has none of them).
   */
  aliasCbu: z
    .string({ error: PROFILE_MSG.aliasCbu })
    .trim()
    .max(20, PROFILE_MSG.aliasCbu)
    .refine((v) => v === '' || isAliasCbu(v), PROFILE_MSG.aliasCbu)
    .optional(),
  banco: z.string({ error: PROFILE_MSG.banco }).trim().max(60, PROFILE_MSG.banco).optional(),
  /** Stored as its 11 digits. */
  cuit: z
    .string({ error: PROFILE_MSG.cuit })
    .trim()
    .max(20, PROFILE_MSG.cuit)
    .refine((v) => v === '' || isCuit(v), PROFILE_MSG.cuit)
    .transform(soloDigitos)
    .optional(),
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
    .superRefine((v, ctx) => {
      const message = v === null ? null : birthDateError(v);
      if (message) ctx.addIssue({ code: 'custom', message });
    }),
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
