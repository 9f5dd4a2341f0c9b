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
}

export const EMPTY_CODIGO_FORM: CodigoFormValues = {
  codigo: '',
  tipo: 'porcentaje',
  valor: '',
  maxUsos: '',
  desde: '',
  hasta: '',
  tiposEntrada: [],
};

/** "5.000" is five thousand in es-AR; anything else not a number stays NaN for the rules. */
function wholeNumber(text: string): number {
  const t = text.trim().replace(/\s/g, '');
  if (t === '') return Number.NaN;
  return Number(/^\d{1,3}(\.\d{3})+$/.test(t) ? t.replace(/\./g, '') : t);
}

/**
 * The body of POST /Codigo/CrearCodigo, checked with the server's own rules
 * (crearCodigoSchema), or the first message to show. "Desde" starts at 00:00 of its day and
 * "Hasta" runs to the end of its day, Argentine time.
 */
export function crearCodigoPayload(
  idEvento: number,
  v: CodigoFormValues,
): { ok: true; body: CrearCodigoPayload } | { ok: false; message: string } {
  const maxUsos = v.maxUsos.trim() === '' ? null : wholeNumber(v.maxUsos);
  // The rule's own message for "not a number" is not Spanish: not a count of uses is this one.
  if (maxUsos !== null && Number.isNaN(maxUsos))
    return { ok: false, message: CODIGO_MSG.usosPositivos };
  const parsed = crearCodigoSchema.safeParse({
    idEvento,
    codigo: v.codigo,
    tipo: v.tipo,
    // An access code has no value: whatever the hidden field held is not sent.
    valor: v.tipo === 'acceso' ? null : wholeNumber(v.valor),
    maxUsos,
    desde: v.desde ? fromArLocalInput(`${v.desde}T00:00`) : null,
    hasta: v.hasta ? fromArLocalInput(`${v.hasta}T23:59:59`) : null,
    tiposEntrada: v.tiposEntrada,
  });
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]!.message };
  const { valor, ...rest } = parsed.data;
  return { ok: true, body: v.tipo === 'acceso' ? rest : { ...rest, valor } };
}
