import { z } from 'zod';
import { TIPOS_ID } from '../domain/orders';
import {
  PERSONA_MSG,
  birthDateError,
  documentError,
  isAdultOn,
  isCalendarDate,
  refineWith,
  telefonoError,
} from './persona';

/**
 * The checkout rules with their texts (docs/architecture.md, "Where each rule lives"). The
 * renderer's "Tus datos" form and POST /Orden/CrearOrden use these same schemas, so a buyer sees
 * the same message whichever side refuses. Texts the spec words are reproduced exactly; the
 * required-field texts are Pulso's.
 */
export const CHECKOUT_MSG = {
  telefono: PERSONA_MSG.telefono,
  edad: PERSONA_MSG.edad,
  dni: PERSONA_MSG.dni,
  pasaporte: PERSONA_MSG.pasaporte,
  // Added by Pulso (the spec marks them required without a text)
  telefonoRequerido: 'Debés ingresar tu teléfono.',
  telefonoLargo: PERSONA_MSG.telefonoLargo,
  tipoId: 'Debés elegir DNI o Pasaporte.',
  numeroIdRequerido: 'Debés ingresar tu número de documento.',
  dtNacimientoRequerida: 'Debés ingresar tu fecha de nacimiento.',
  dtNacimientoInvalida: PERSONA_MSG.dtNacimientoInvalida,
  nombre: 'Debés ingresar tu nombre.',
  apellido: 'Debés ingresar tu apellido.',
  terminos: 'Debés aceptar los Términos y Condiciones y la Política de Privacidad.',
} as const;

// The rules themselves live with sign-up's and the profile's (persona.ts); these names stay.
export { documentError, isAdultOn, isCalendarDate };

const required = (message: string) => z.string({ error: message }).trim().min(1, message);

const compradorFields = (now: () => Date) => ({
  nombre: required(CHECKOUT_MSG.nombre).pipe(z.string().max(100)),
  apellido: required(CHECKOUT_MSG.apellido).pipe(z.string().max(100)),
  telefono: required(CHECKOUT_MSG.telefonoRequerido).superRefine(refineWith(telefonoError)),
  tipoId: z.enum(TIPOS_ID, { error: CHECKOUT_MSG.tipoId }),
  numeroId: required(CHECKOUT_MSG.numeroIdRequerido).pipe(z.string().max(20)),
  dtNacimiento: required(CHECKOUT_MSG.dtNacimientoRequerida).superRefine(
    refineWith((v) => birthDateError(v, now())),
  ),
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
