import type { MiRrppEvento } from '@shared/api/rrpp';
import { RRPP_TEXT as T } from '@shared/texts/rrpp-pantalla';
import { formatPesos } from '../../ui/format';

type Regla = MiRrppEvento['reglas'][number];

/**
 * An RRPP's commission rules in words, a type's own first, then the one for every other type:
 * "$ 3.000 por entrada VIP", "12 % del neto en el resto". `nombreDe` names a type by its number
 * (null when the event's public page does not show it).
 */
export function reglasEnPalabras(
  reglas: ReadonlyArray<Regla>,
  nombreDe: (cdTipo: number) => string | null,
): string[] {
  const propias = reglas.filter((r) => r.cdTipo !== null);
  const resto = reglas.filter((r) => r.cdTipo === null);
  const hayOtras = propias.length > 0;
  return [...propias, ...resto].map((r) => {
    const tipo = r.cdTipo === null ? null : (nombreDe(r.cdTipo) ?? T.otroTipo);
    return r.modo === 'fijo'
      ? T.reglaFija(formatPesos(r.valor), tipo, hayOtras)
      : T.reglaPorcentaje(T.porcentaje(r.valor), tipo, hayOtras);
  });
}
