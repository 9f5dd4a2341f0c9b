import { artistaRefs, type ArtistaElegido } from '@shared/domain/name-match';
import type { CrearEventoInput } from '@shared/validation/evento';
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

/** The first message of the schema's rules the payload breaks, or null. */
export function firstSchemaIssue(schema: ZodType, payload: unknown): string | null {
  const result = schema.safeParse(payload);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

/** The per-account limit field's text as the request body takes it ('' is 0: refused). */
export const maxPorCuentaPayload = (value: string): number => (value === '' ? 0 : Number(value));
