import type { z } from 'zod';
import { arDate } from '../domain/argentina-time';
import { LIMITS } from '../domain/limits';
import type { TipoId } from '../domain/orders';

/**
 * A person's document, phone and birth date: one rule each for sign-up, "Mi perfil" and the
 * checkout, so nothing an account stores is refused later at the checkout
 * (docs/architecture.md, "Where each rule lives"). The spec's texts are reproduced exactly
 * (checkout, section 5); the others are Pulso's.
 */
export const PERSONA_MSG = {
  telefono: 'El teléfono debe tener al menos 8 dígitos.',
  telefonoLargo: 'El teléfono no puede tener más de 15 dígitos.',
  edad: 'Debés tener al menos 18 años.',
  dni: 'DNI inválido.',
  pasaporte: 'Pasaporte inválido.',
  dtNacimientoInvalida: 'La fecha de nacimiento no es válida.',
  /** The one field of sign-up and "Mi perfil" that holds either document. */
  documento: 'Ingresá un DNI de 7 a 9 dígitos o un pasaporte de 6 a 12 letras o números.',
} as const;

const DNI_RULE = new RegExp(`^\\d{${LIMITS.dniDigits.min},${LIMITS.dniDigits.max}}$`);
const PASAPORTE_RULE = new RegExp(
  `^[A-Za-z0-9]{${LIMITS.passportChars.min},${LIMITS.passportChars.max}}$`,
);
export const PHONE_MAX_DIGITS = 15;
/** The earliest birth date taken as real. */
const OLDEST_BIRTH_DATE = '1900-01-01';

/** A real calendar date written YYYY-MM-DD (2001-02-29 is not one). */
export function isCalendarDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.toISOString().slice(0, 10) === value;
}

/**
 * Whether someone born on `dtNacimiento` is at least `LIMITS.minAge` on `today` (both
 * YYYY-MM-DD, today in Argentina), by exact date: the birthday itself counts; someone born
 * on 29 February comes of age on 1 March of a common year.
 */
export function isAdultOn(dtNacimiento: string, today: string): boolean {
  const [y, m, d] = dtNacimiento.split('-').map(Number) as [number, number, number];
  const comesOfAge = new Date(Date.UTC(y + LIMITS.minAge, m - 1, d)).toISOString().slice(0, 10);
  return comesOfAge <= today;
}

/** A real calendar date (YYYY-MM-DD) from 1900 up to today in Argentina. */
export function isBirthDate(v: string, now: Date = new Date()): boolean {
  return isCalendarDate(v) && v >= OLDEST_BIRTH_DATE && v <= arDate(now);
}

/**
 * A birth date that is filled in: a real one, not in the future, of someone of age. Every
 * event on Pulso is for adults (the terms say so and the checkout asks for 18), so an account
 * asks for the same age: nobody signs up only to be turned away when buying.
 */
export function birthDateError(v: string, now: Date = new Date()): string | null {
  if (!isBirthDate(v, now)) return PERSONA_MSG.dtNacimientoInvalida;
  return isAdultOn(v, arDate(now)) ? null : PERSONA_MSG.edad;
}

/** Digits only, 8 to 15 ("sin 0 ni 15", as the sign-up's label asks). */
export function telefonoError(v: string): string | null {
  if (!/^\d+$/.test(v) || v.length < LIMITS.phoneMinDigits) return PERSONA_MSG.telefono;
  return v.length > PHONE_MAX_DIGITS ? PERSONA_MSG.telefonoLargo : null;
}

/** The checkout's two fields: DNI 7–9 digits, Pasaporte 6–12 letters or digits. */
export function documentError(tipoId: TipoId | string, numeroId: string): string | null {
  if (tipoId === 'DNI') return DNI_RULE.test(numeroId) ? null : PERSONA_MSG.dni;
  return PASAPORTE_RULE.test(numeroId) ? null : PERSONA_MSG.pasaporte;
}

/** A stored document of digits only is a DNI; anything else is a passport. */
export const tipoIdOf = (documento: string): TipoId =>
  /^\d+$/.test(documento) ? 'DNI' : 'Pasaporte';

/**
 * The single "DNI/Pasaporte" field of sign-up and "Mi perfil", read as the checkout will read
 * it (tipoIdOf): digits are a DNI of 7 to 9, anything else a passport of 6 to 12.
 */
export function documentoError(v: string): string | null {
  return documentError(tipoIdOf(v), v) ? PERSONA_MSG.documento : null;
}

/** A zod refinement that reports what `rule` answers (null: nothing to report). */
export const refineWith =
  (rule: (v: string) => string | null) =>
  (v: string, ctx: z.RefinementCtx): void => {
    const message = rule(v);
    if (message) ctx.addIssue({ code: 'custom', message });
  };
