import type { EventoView } from '@shared/api/discovery';

export type Orden = 'asc' | 'desc';
export type FiltroEstado = 'todos' | number;

export interface MisEventosFiltro {
  orden: Orden;
  estado: FiltroEstado;
  busqueda: string;
}

export const FILTRO_INICIAL: MisEventosFiltro = { orden: 'asc', estado: 'todos', busqueda: '' };

/** Case and accents do not matter when searching by name. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('es')
    .trim();

/** When the event starts: its first day, else the summary field; null when it has no days. */
export function primerInicio(evento: EventoView): number | null {
  const iso = evento.fechas[0]?.inicio ?? evento.inicioEvento;
  const ms = iso ? Date.parse(iso) : NaN;
  return Number.isNaN(ms) ? null : ms;
}

/**
 * "Mis eventos" (docs/architecture.md, "Renderer"): by status (Todos or one), by name, sorted by
 * first date either way; events without dates go last in both orders.
 */
export function filtrarMisEventos(
  eventos: ReadonlyArray<EventoView>,
  { orden, estado, busqueda }: MisEventosFiltro,
): EventoView[] {
  const q = fold(busqueda);
  return eventos
    .filter((e) => estado === 'todos' || e.estado === estado)
    .filter((e) => q === '' || fold(e.nombre).includes(q))
    .sort((a, b) => {
      const x = primerInicio(a);
      const y = primerInicio(b);
      if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
      return orden === 'asc' ? x - y : y - x;
    });
}
