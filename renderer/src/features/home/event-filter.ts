import { ESTADO_EVENTO, GENEROS } from '@shared/domain/catalogs';
import { FECHA_OPTIONS, type FechaOption } from '@shared/domain/date-filters';
import { CAPITAL_LUGAR, isCapital, type Lugar } from '@shared/domain/location';
import { BUSQUEDA_MAX } from '@shared/domain/busqueda';
import type { EventosListArgs } from '../../api/eventos-api';
import { EMPTY_LOCATION, type LocationValue } from '../../ui/location-cascade';

/** The home's filter object; `genero` null means "Todos". */
export interface EventFilter {
  genero: number | null;
  fechaOption: FechaOption;
  fechaEspecifica: string | null;
  after: boolean;
  lgbt: boolean;
  ubicacion: LocationValue;
  /** The search box's words (trimmed), or null. */
  busqueda: string | null;
}

export const DEFAULT_FILTER: EventFilter = {
  genero: null,
  fechaOption: 'todos',
  fechaEspecifica: null,
  after: false,
  lgbt: false,
  ubicacion: EMPTY_LOCATION,
  busqueda: null,
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** What the search box sends: trimmed, at most BUSQUEDA_MAX characters, null when empty. */
export function cleanBusqueda(text: string | null | undefined): string | null {
  const words = text?.trim().replace(/\s+/g, ' ').slice(0, BUSQUEDA_MAX).trim();
  return words ? words : null;
}
const lugar = (nombre: string | null): Lugar | null => (nombre ? { id: '', nombre } : null);

/**
 * The applied filter lives in the address (`/?genero=1&after=true…`, the server's own
 * parameter names): a filtered list can be shared and survives a reload. Anything malformed
 * in the address is ignored rather than sent.
 */
export function filterFromParams(params: URLSearchParams): EventFilter {
  const genero = Number(params.get('genero'));
  const option = params.get('fechaOption') as FechaOption | null;
  const fechaOption = option && FECHA_OPTIONS.includes(option) ? option : 'todos';
  const dia = params.get('fechaEspecifica');
  const provincia = params.get('provincia');
  const ubicacion: LocationValue = isCapital(lugar(provincia))
    ? { provincia: CAPITAL_LUGAR, municipio: CAPITAL_LUGAR, localidad: CAPITAL_LUGAR }
    : {
        provincia: lugar(provincia),
        municipio: provincia ? lugar(params.get('municipio')) : null,
        localidad: provincia && params.get('municipio') ? lugar(params.get('localidad')) : null,
      };
  return {
    genero: GENEROS.some((g) => g.cdGenero === genero) ? genero : null,
    fechaOption,
    fechaEspecifica: fechaOption === 'especifica' && dia && DAY.test(dia) ? dia : null,
    after: params.get('after') === 'true',
    lgbt: params.get('lgbt') === 'true',
    ubicacion,
    busqueda: cleanBusqueda(params.get('busqueda')),
  };
}

/** The server query of a filter (Estado=2: on sale). Defaults are left out. */
export function filterToQuery(filter: EventFilter): EventosListArgs {
  const query: EventosListArgs = { Estado: ESTADO_EVENTO.EN_VENTA };
  if (filter.genero !== null) query.genero = filter.genero;
  const { provincia, municipio, localidad } = filter.ubicacion;
  if (provincia) query.provincia = provincia.nombre;
  // The capital fills all three levels with itself; its province alone says the same.
  if (!isCapital(provincia)) {
    if (municipio) query.municipio = municipio.nombre;
    if (localidad) query.localidad = localidad.nombre;
  }
  if (filter.busqueda) query.busqueda = filter.busqueda;
  if (filter.after) query.after = 'true';
  if (filter.lgbt) query.lgbt = 'true';
  if (filter.fechaOption === 'especifica') {
    // "Fecha específica" without a day chosen filters nothing.
    if (filter.fechaEspecifica) {
      query.fechaOption = 'especifica';
      query.fechaEspecifica = filter.fechaEspecifica;
    }
  } else if (filter.fechaOption !== 'todos') {
    query.fechaOption = filter.fechaOption;
  }
  return query;
}

/** The address parameters of a filter: the same as the server query, minus Estado. */
export function filterToParams(filter: EventFilter): URLSearchParams {
  const { Estado: _estado, ...query } = filterToQuery(filter);
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) params.set(key, String(value));
  return params;
}

export function isDefaultFilter(filter: EventFilter): boolean {
  return filterToParams(filter).toString() === '';
}
