import { CODIGO_MSG, crearCodigoSchema, type CrearCodigoPayload } from '@shared/api/codigos';
import { fromArLocalInput } from '@shared/domain/argentina-time';
import type { CodigoTipo } from '@shared/domain/discounts';

/** The create form as typed: numbers and dates are text until sent. */
export interface CodigoFormValues {
  codigo: string;
  tipo: CodigoTipo;
  valor: string;
  /** Empty: no limit. */
  maxUsos: string;
  /** Days (YYYY-MM-DD) of a date input; empty: open-ended. */
  desde: string;
  hasta: string;
  /** Empty: every type. */
  tiposEntrada: number[];
  /** The RRPP whose code it is (their id as text); empty: nobody's. */
  idRrpp: string;
}

export const EMPTY_CODIGO_FORM: CodigoFormValues = {
  codigo: '',
  tipo: 'porcentaje',
  valor: '',
  maxUsos: '',
  desde: '',
  hasta: '',
  tiposEntrada: [],
  idRrpp: '',
};

/** "5.000" is five thousand in es-AR; anything else not a number stays NaN for the rules. */
function wholeNumber(text: string): number {
  const t = text.trim().replace(/\s/g, '');
  if (t === '') return Number.NaN;
  return Number(/^\d{1,3}(\.\d{3})+$/.test(t) ? t.replace(/\./g, '') : t);
}

/** A field of the form that an error belongs to ('_' when none is). */
export type CodigoField = keyof CodigoFormValues | '_';
export type CodigoErrors = Partial<Record<CodigoField, string>>;

const FIELDS = new Set<string>(Object.keys(EMPTY_CODIGO_FORM));

/** The form's field of a rule's path (the body's names are the form's). */
export const codigoFieldOf = (path: ReadonlyArray<PropertyKey> | string): CodigoField => {
  const top = String(typeof path === 'string' ? path.split('.')[0] : path[0]);
  return FIELDS.has(top) ? (top as CodigoField) : '_';
};

/**
 * The body of POST /Codigo/CrearCodigo, checked with the server's own rules
 * (crearCodigoSchema), or every message to show, by field (the first of each). "Desde" starts
 * at 00:00 of its day and "Hasta" runs to the end of its day, Argentine time.
 */
export function crearCodigoPayload(
  idEvento: number,
  v: CodigoFormValues,
): { ok: true; body: CrearCodigoPayload } | { ok: false; errors: CodigoErrors } {
  const maxUsos = v.maxUsos.trim() === '' ? null : wholeNumber(v.maxUsos);
  const parsed = crearCodigoSchema.safeParse({
    idEvento,
    codigo: v.codigo,
    tipo: v.tipo,
    // An access code has no value: whatever the hidden field held is not sent.
    valor: v.tipo === 'acceso' ? null : wholeNumber(v.valor),
    // Not a number: null here, so that the other rules still run; said below.
    maxUsos: maxUsos !== null && Number.isNaN(maxUsos) ? null : maxUsos,
    desde: v.desde ? fromArLocalInput(`${v.desde}T00:00`) : null,
    hasta: v.hasta ? fromArLocalInput(`${v.hasta}T23:59:59`) : null,
    tiposEntrada: v.tiposEntrada,
    idRrpp: v.idRrpp === '' ? null : Number(v.idRrpp),
  });
  const errors: CodigoErrors = {};
  // The rule's own message for "not a number" is not Spanish: not a count of uses is this one.
  if (maxUsos !== null && Number.isNaN(maxUsos)) errors.maxUsos = CODIGO_MSG.usosPositivos;
  if (!parsed.success)
    for (const issue of parsed.error.issues) errors[codigoFieldOf(issue.path)] ??= issue.message;
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  const { valor, idRrpp, ...rest } = parsed.data;
  // Only an RRPP's code names one: the body stays the specification's otherwise.
  const own = idRrpp === null ? rest : { ...rest, idRrpp };
  return { ok: true, body: v.tipo === 'acceso' ? own : { ...own, valor } };
}
