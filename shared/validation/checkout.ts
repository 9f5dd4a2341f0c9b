import { z } from 'zod';
import { arDate } from '../domain/argentina-time';
import { LIMITS } from '../domain/limits';
import { TIPOS_ID } from '../domain/orders';

/**
 * The checkout rules with their texts (docs/architecture.md, "Where each rule lives"). The
 * renderer's "Tus datos" form and POST /Orden/CrearOrden use these same schemas, so a buyer sees
 * the same message whichever side refuses. Texts the spec words are reproduced exactly; the
 * required-field texts are Pulso's.
 */
export const CHECKOUT_MSG = {
  telefono: 'El teléfono debe tener al menos 8 dígitos.',
  edad: 'Debés tener al menos 18 años.',
  dni: 'DNI inválido.',
  pasaporte: 'Pasaporte inválido.',
  // Added by Pulso (the spec marks them required without a text)
  telefonoRequerido: 'Debés ingresar tu teléfono.',
  telefonoLargo: 'El teléfono no puede tener más de 15 dígitos.',
  tipoId: 'Debés elegir DNI o Pasaporte.',
  numeroIdRequerido: 'Debés ingresar tu número de documento.',
  dtNacimientoRequerida: 'Debés ingresar tu fecha de nacimiento.',
  dtNacimientoInvalida: 'La fecha de nacimiento no es válida.',
  nombre: 'Debés ingresar tu nombre.',
  apellido: 'Debés ingresar tu apellido.',
  terminos: 'Debés aceptar los Términos y Condiciones y la Política de Privacidad.',
} as const;

const DNI_RULE = new RegExp(`^\\d{${LIMITS.dniDigits.min},${LIMITS.dniDigits.max}}$`);
const PASAPORTE_RULE = new RegExp(
  `^[A-Za-z0-9]{${LIMITS.passportChars.min},${LIMITS.passportChars.max}}$`,
);
const PHONE_MAX_DIGITS = 15;

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

/** Buyer's document: DNI 7–9 digits, Pasaporte 6–12 letters or digits. */
export function documentError(tipoId: string, numeroId: string): string | null {
  if (tipoId === 'DNI') return DNI_RULE.test(numeroId) ? null : CHECKOUT_MSG.dni;
  return PASAPORTE_RULE.test(numeroId) ? null : CHECKOUT_MSG.pasaporte;
}

const required = (message: string) => z.string({ error: message }).trim().min(1, message);

const compradorFields = (now: () => Date) => ({
  nombre: required(CHECKOUT_MSG.nombre).pipe(z.string().max(100)),
  apellido: required(CHECKOUT_MSG.apellido).pipe(z.string().max(100)),
  telefono: required(CHECKOUT_MSG.telefonoRequerido)
    .regex(/^\d+$/, CHECKOUT_MSG.telefono)
    .min(LIMITS.phoneMinDigits, CHECKOUT_MSG.telefono)
    .max(PHONE_MAX_DIGITS, CHECKOUT_MSG.telefonoLargo),
  tipoId: z.enum(TIPOS_ID, { error: CHECKOUT_MSG.tipoId }),
  numeroId: required(CHECKOUT_MSG.numeroIdRequerido).pipe(z.string().max(20)),
  dtNacimiento: required(CHECKOUT_MSG.dtNacimientoRequerida)
    .refine(isCalendarDate, CHECKOUT_MSG.dtNacimientoInvalida)
    .refine((v) => !isCalendarDate(v) || isAdultOn(v, arDate(now())), CHECKOUT_MSG.edad),
});

/**
 * The document check needs both fields; it runs even while other fields are wrong, so the
 * form shows every message at once.
 */
function withDocumentCheck<T extends z.ZodObject>(schema: T) {
  return schema.check((ctx) => {
    const { tipoId, numeroId } = ctx.value as { tipoId?: unknown; numeroId?: unknown };
    if (typeof numeroId !== 'string' || numeroId.trim() === '') return;
    if (tipoId !== 'DNI' && tipoId !== 'Pasaporte') return;
    const error = documentError(tipoId, numeroId.trim());
    if (error)
      ctx.issues.push({ code: 'custom', path: ['numeroId'], message: error, input: numeroId });
  });
}

/**
 * The buyer's data (comprador) as POST /Orden/CrearOrden takes it. `now` is the clock the age
 * is checked against (the server's, so tests can fix it). Name and surname come from the
 * profile (read-only in the form) and are stored on the order for the invoice.
 */
export function compradorSchema(now: () => Date = () => new Date()) {
  return withDocumentCheck(z.object(compradorFields(now)));
}

export type Comprador = z.infer<ReturnType<typeof compradorSchema>>;

/**
 * The "Tus datos" form of /comprar: the buyer plus the terms checkbox (which covers the
 * Términos y Condiciones and the Política de Privacidad). The e-mail and the address are
 * shown but not checked (docs/architecture.md, "Where each rule lives").
 */
export function checkoutFormSchema(now: () => Date = () => new Date()) {
  return withDocumentCheck(
    z.object({
      ...compradorFields(now),
      // A refinement (not a literal) so an unticked box does not hide the other messages.
      aceptaTerminos: z
        .boolean({ error: CHECKOUT_MSG.terminos })
        .refine((v) => v, CHECKOUT_MSG.terminos),
    }),
  );
}

export type CheckoutForm = z.infer<ReturnType<typeof checkoutFormSchema>>;
