import { CODIGO_MSG as T, type CodigoView, type EntradaOcultable } from '@shared/api/codigos';
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

/** One of the event's ticket types: the rows' number within their days and what they are called. */
export interface TipoDelEvento {
  cdTipo: number;
  dsTipo: string;
}

const porNombre = new Intl.Collator('es');

/**
 * The event's ticket types, read from its rows: an organiser names and adds their own
 * (docs/decisions/0088-free-form-ticket-types.md), so the catalogue of four does not say them.
 * One per `cdTipo`, in the order the rows come (first day first, as buyers see it); days that
 * name it differently give their distinct names joined with " / ", as the sales chart does
 * (docs/decisions/0086-ticket-types-as-data.md).
 */
export function tiposDelEvento(
  entradas: ReadonlyArray<Pick<EntradaOcultable, 'cdTipo' | 'dsTipo'>>,
): TipoDelEvento[] {
  const nombres = new Map<number, Set<string>>();
  for (const e of entradas)
    nombres.set(e.cdTipo, (nombres.get(e.cdTipo) ?? new Set()).add(e.dsTipo));
  return Array.from(nombres, ([cdTipo, ds]) => ({
    cdTipo,
    dsTipo: [...ds].sort(porNombre.compare).join(' / '),
  }));
}

/**
 * The ticket types' names as the event calls them, or "Todas". Empty while the event's types
 * load; a type the event no longer has shows its number.
 */
export function entradasDe(
  c: Pick<CodigoView, 'tiposEntrada'>,
  tipos: ReadonlyArray<TipoDelEvento> | undefined,
): string {
  if (c.tiposEntrada.length === 0) return T.todas;
  if (!tipos) return '';
  return c.tiposEntrada
    .map((cd) => tipos.find((t) => t.cdTipo === cd)?.dsTipo ?? String(cd))
    .join(', ');
}

export const estadoDe = (c: Pick<CodigoView, 'activo'>) => (c.activo ? T.activo : T.desactivado);
