import type { ComisionesEvento, GuardarComisiones } from '@shared/api/rrpp';
import type { ComisionModo } from '@shared/domain/equipo';
import { RRPP_MSG } from '@shared/texts/rrpp';

/** One rule as the form holds it: the type's number ('' for every type) and the typed value. */
export interface ReglaForm {
  key: number;
  cdTipo: string;
  modo: ComisionModo;
  valor: string;
}

/** What the form says is wrong: per rule's value, and about the whole (a repeated type). */
export interface ReglasErrors {
  valores: Record<number, string>;
  general: string | null;
}

/** As the schema (shared/api/rrpp.ts): whole pesos or a whole percentage. */
const VALOR_MAX = 10_000_000;

let nextKey = 1;
export const newKey = () => nextKey++;

export const reglaVacia = (): ReglaForm => ({
  key: newKey(),
  cdTipo: '',
  modo: 'fijo',
  valor: '',
});

/** The RRPP's saved rules, every type's first as the server keeps them. */
export function reglasDe(comisiones: ComisionesEvento, idUsuario: number): ReglaForm[] {
  return comisiones.reglas
    .filter((r) => r.idUsuario === idUsuario)
    .map((r) => ({
      key: newKey(),
      cdTipo: r.cdTipo === null ? '' : String(r.cdTipo),
      modo: r.modo,
      valor: String(r.valor),
    }));
}

/** The typed value: digits, or pesos with dotted thousands ("3.000"). */
const digitos = (valor: string) => {
  const texto = valor.trim();
  return /^\d{1,3}(\.\d{3})+$/.test(texto) ? texto.replaceAll('.', '') : texto;
};

/** The same checks the server makes, with its words, before anything is sent. */
export function reglasErrors(reglas: ReadonlyArray<ReglaForm>): ReglasErrors {
  const valores: Record<number, string> = {};
  reglas.forEach((r, i) => {
    const texto = digitos(r.valor);
    const valor = Number(texto);
    if (!/^\d+$/.test(texto) || valor > VALOR_MAX) valores[i] = RRPP_MSG.valorInvalido;
    else if (r.modo === 'porcentaje' && valor > 100) valores[i] = RRPP_MSG.porcentajeInvalido;
  });
  const tipos = reglas.map((r) => r.cdTipo);
  const general = new Set(tipos).size !== tipos.length ? RRPP_MSG.tipoRepetido : null;
  return { valores, general };
}

export const sinErrores = (e: ReglasErrors) =>
  e.general === null && Object.keys(e.valores).length === 0;

export function guardarPayload(
  idEvento: number,
  idUsuario: number,
  reglas: ReadonlyArray<ReglaForm>,
): GuardarComisiones {
  return {
    idEvento,
    idUsuario,
    reglas: reglas.map((r) => ({
      cdTipo: r.cdTipo === '' ? null : Number(r.cdTipo),
      modo: r.modo,
      valor: Number(digitos(r.valor)),
    })),
  };
}

/**
 * The server's 400 in the form's terms: `reglas.1.valor` under that rule's value, anything
 * else (a repeated type: `reglas`) over the whole.
 */
export function serverErrors(fields: Record<string, string>, detail: string): ReglasErrors {
  const valores: Record<number, string> = {};
  let general: string | null = null;
  for (const [key, message] of Object.entries(fields)) {
    const m = /^reglas\.(\d+)\.valor$/.exec(key);
    if (m) valores[Number(m[1])] ??= message;
    else general ??= message;
  }
  if (general === null && Object.keys(valores).length === 0) general = detail;
  return { valores, general };
}
