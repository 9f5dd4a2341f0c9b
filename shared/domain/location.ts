import { lazily } from '../lazy';
import { LIMITS } from './limits';

/** A place of the national geographic service as the location picker shows it. */
export interface Lugar {
  id: string;
  nombre: string;
}

const collator = lazily(() => new Intl.Collator('es', { sensitivity: 'base' }));
const byNombre = (a: Lugar, b: Lugar) => collator().compare(a.nombre, b.nombre);

export const sortLugares = (list: ReadonlyArray<Lugar>): Lugar[] => [...list].sort(byNombre);

/** Municipalities whose name contains "Comuna" are left out. */
export function cleanMunicipios(list: ReadonlyArray<Lugar>): Lugar[] {
  return sortLugares(list.filter((m) => !/comuna/i.test(m.nombre)));
}

/** Localities de-duplicated by name, keeping the first. */
export function cleanLocalidades(list: ReadonlyArray<Lugar>): Lugar[] {
  const seen = new Set<string>();
  const unique = list.filter((l) => {
    const key = l.nombre.toLocaleLowerCase('es');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return sortLugares(unique);
}

/** Ciudad Autónoma de Buenos Aires fills province, municipality and locality with itself. */
export function isCapital(provincia: Pick<Lugar, 'nombre'> | null | undefined): boolean {
  return provincia?.nombre === LIMITS.capital.nombre;
}

/** "Av. Siempre Viva 742, Palermo, Ciudad Autónoma de Buenos Aires", without repeats. */
export function direccionCompleta(
  domicilio:
    | {
        direccion: string;
        provincia: Pick<Lugar, 'nombre'> | null;
        localidad: Pick<Lugar, 'nombre'> | null;
      }
    | null
    | undefined,
): string {
  if (!domicilio) return '';
  const parts = [domicilio.direccion];
  if (!isCapital(domicilio.provincia)) parts.push(domicilio.localidad?.nombre ?? '');
  parts.push(domicilio.provincia?.nombre ?? '');
  return parts.filter((p) => p.trim() !== '').join(', ');
}

export const CAPITAL_LUGAR: Lugar = { id: LIMITS.capital.codigo, nombre: LIMITS.capital.nombre };
