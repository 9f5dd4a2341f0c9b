import { CODIGO_MSG as T, type CodigoView } from '@shared/api/codigos';
import { TIPOS_ENTRADA } from '@shared/domain/catalogs';
import { formatFechaNumerica, formatNumero, formatPesos } from '../../ui/format';

/** What each column of the codes table says about a code, in es-AR. */

export const tipoDe = (c: Pick<CodigoView, 'tipo'>) => T.tipos[c.tipo];

/** "20 %", "$ 5.000", or "—" for an access code, which takes nothing off. */
export const valorDe = (c: Pick<CodigoView, 'tipo' | 'valor'>) =>
  c.tipo === 'porcentaje'
    ? T.porcentaje(c.valor)
    : c.tipo === 'monto'
      ? formatPesos(c.valor)
      : T.sinValor;

/** "3 / 10", or "3" without a limit. */
export const usosDe = (c: Pick<CodigoView, 'usos' | 'maxUsos'>) =>
  c.maxUsos === null
    ? formatNumero(c.usos)
    : T.usosDe(formatNumero(c.usos), formatNumero(c.maxUsos));

/** "01/02/2030 al 28/02/2030", "Desde …", "Hasta …" or "Siempre". */
export function vigenciaDe(c: Pick<CodigoView, 'desde' | 'hasta'>): string {
  const desde = formatFechaNumerica(c.desde);
  const hasta = formatFechaNumerica(c.hasta);
  if (desde && hasta) return T.vigenciaEntre(desde, hasta);
  if (desde) return T.vigenciaDesde(desde);
  if (hasta) return T.vigenciaHasta(hasta);
  return T.siempre;
}

/** The ticket types' names, or "Todas". */
export const entradasDe = (c: Pick<CodigoView, 'tiposEntrada'>) =>
  c.tiposEntrada.length === 0
    ? T.todas
    : c.tiposEntrada
        .map((cd) => TIPOS_ENTRADA.find((t) => t.cdTipo === cd)?.dsTipo ?? String(cd))
        .join(', ');

export const estadoDe = (c: Pick<CodigoView, 'activo'>) => (c.activo ? T.activo : T.desactivado);
