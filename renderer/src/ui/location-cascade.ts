import { CAPITAL_LUGAR, isCapital, type Lugar } from '@shared/domain/location';

/**
 * Value of the location picker (docs/architecture.md, "Data model in brief"): each level {nombre,
 * id} or null.
 */
export interface LocationValue {
  provincia: Lugar | null;
  municipio: Lugar | null;
  localidad: Lugar | null;
}

export const EMPTY_LOCATION: LocationValue = { provincia: null, municipio: null, localidad: null };

export type LocationLevel = keyof LocationValue;

/**
 * The location cascade: a new province clears municipality and locality; a new
 * municipality clears the locality; Ciudad Autónoma de Buenos Aires (code 02) fills all three
 * with itself.
 */
export function chooseLocation(
  value: LocationValue,
  level: LocationLevel,
  lugar: Lugar | null,
): LocationValue {
  switch (level) {
    case 'provincia':
      if (isCapital(lugar)) {
        return { provincia: CAPITAL_LUGAR, municipio: CAPITAL_LUGAR, localidad: CAPITAL_LUGAR };
      }
      return { provincia: lugar, municipio: null, localidad: null };
    case 'municipio':
      return { ...value, municipio: lugar, localidad: null };
    case 'localidad':
      return { ...value, localidad: lugar };
  }
}

/** Which selects show: the municipality once a province (not the capital) is chosen, etc. */
export function visibleLevels(value: LocationValue): LocationLevel[] {
  if (!value.provincia || isCapital(value.provincia)) return ['provincia'];
  if (!value.municipio) return ['provincia', 'municipio'];
  return ['provincia', 'municipio', 'localidad'];
}
