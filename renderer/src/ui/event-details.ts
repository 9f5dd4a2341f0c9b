import { artistaRefs, type ArtistaElegido } from '@shared/domain/name-match';
import type { CrearEventoInput, EventFieldErrors } from '@shared/validation/evento';
import type { ZodType } from 'zod';
import type { LocationValue } from './location-cascade';

/**
 * The details both event forms share (/crearevento and /modificar-evento): what
 * <EventDetailsFields> edits and the part of the request body they become.
 */
export interface EventDetails {
  nombre: string;
  generos: number[];
  artistas: ArtistaElegido[];
  ubicacion: LocationValue;
  direccion: string;
  isAfter: boolean;
  isLgbt: boolean;
  descripcion: string;
}

/** One edit of one detail field, as the reducers' `set` action takes it. */
export type EventDetailsChange = {
  [K in keyof EventDetails]: { field: K; value: EventDetails[K] };
}[keyof EventDetails];

const lugar = (l: { id: string; nombre: string } | null) => ({
  nombre: l?.nombre ?? '',
  codigo: l?.id ?? '',
});

/** Everything of POST /Evento/CrearEvento and PUT /Evento/UpdateEvento but the days and party. */
export function eventDetailsPayload(
  form: EventDetails & { soundCloud: string; video: string },
): Omit<CrearEventoInput, 'fechas' | 'fiesta'> {
  return {
    nombre: form.nombre.trim(),
    domicilio: {
      direccion: form.direccion.trim(),
      latitud: 0,
      longitud: 0,
      provincia: lugar(form.ubicacion.provincia),
      municipio: lugar(form.ubicacion.municipio),
      localidad: lugar(form.ubicacion.localidad),
    },
    genero: form.generos,
    artistas: artistaRefs(form.artistas),
    descripcion: form.descripcion.trim(),
    soundCloud: form.soundCloud.trim(),
    video: form.video.trim(),
    isAfter: form.isAfter,
    isLgbt: form.isLgbt,
  };
}

const DAY_FIELDS = new Set(['inicio', 'fin', 'inicioVenta', 'finVenta']);
const TOP_FIELDS: Record<string, string> = {
  nombre: 'nombre',
  domicilio: 'ubicacion',
  genero: 'generos',
  artistas: 'artistas',
  descripcion: 'descripcion',
  fiesta: 'fiesta',
  soundCloud: 'soundCloud',
  video: 'video',
  maxEntradasPorCuenta: 'maxPorCuenta',
};

/**
 * The form's field of a schema issue's path (EventFieldErrors' names): a day's times by day, a
 * day with no ticket at its General quantity; null for the stock rows' own rules, which the
 * forms read from the rows (stockFieldIssues).
 */
function fieldOfPath(path: ReadonlyArray<PropertyKey>): string | null {
  const [top, dia, field, row] = path;
  if (top === 'fechas' && typeof dia === 'number') {
    if (typeof field === 'string' && DAY_FIELDS.has(field)) return `dias.${dia}.${field}`;
    if (field === 'entradas') return row === undefined ? `dias.${dia}.entradas.0.cantidad` : null;
    return '_';
  }
  return TOP_FIELDS[String(top)] ?? '_';
}

/** Every rule of the schema the payload breaks, by field (the first message of each). */
export function schemaFieldErrors(schema: ZodType, payload: unknown): EventFieldErrors {
  const result = schema.safeParse(payload);
  const errors: EventFieldErrors = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = fieldOfPath(issue.path);
    if (field !== null) errors[field] ??= issue.message;
  }
  return errors;
}

/** The per-account limit field's text as the request body takes it ('' is 0: refused). */
export const maxPorCuentaPayload = (value: string): number => (value === '' ? 0 : Number(value));
