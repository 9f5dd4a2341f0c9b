import { titleCase } from '../validation/evento';

/**
 * Names typed in the event forms (/crearevento): an artist or a recurring party
 * is matched case-insensitively (and, by Pulso's choice, ignoring accents: "icaro" finds
 * "Ícaro") against the existing ones; a name not found becomes a new one. A new party is
 * title-cased (the spec's rule); a new artist keeps the case it was typed in, since artists
 * spell their names their way ("DJ Nobody", "rRoxymore"), with its spaces tidied.
 */
const key = (name: string) =>
  name
    .trim()
    .replace(/\s+/g, ' ')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('es');

export const sameName = (a: string, b: string) => key(a) === key(b);

/** An artist of the line-up being edited: an existing one, or a new one (created inactive). */
export type ArtistaElegido =
  { idArtista: number; nombre: string } | { idArtista?: undefined; nombre: string; nuevo: true };

/** A new artist's name as typed, without outer spaces and with single spaces inside. */
export const tidyArtistName = (typed: string) => typed.trim().replace(/\s+/g, ' ');

/**
 * Adds what was typed to the line-up: an existing artist by its id, otherwise a new name as
 * typed (tidyArtistName); already listed artists (same id, or same name case-insensitively)
 * are ignored.
 */
export function addArtista(
  elegidos: ReadonlyArray<ArtistaElegido>,
  typed: string,
  existentes: ReadonlyArray<{ idArtista: number; nombre: string }>,
): ArtistaElegido[] {
  if (typed.trim() === '') return [...elegidos];
  const found = existentes.find((a) => sameName(a.nombre, typed));
  const next: ArtistaElegido = found
    ? { idArtista: found.idArtista, nombre: found.nombre }
    : { nombre: tidyArtistName(typed), nuevo: true };
  const duplicate = elegidos.some((a) =>
    next.idArtista !== undefined && a.idArtista !== undefined
      ? a.idArtista === next.idArtista
      : sameName(a.nombre, next.nombre),
  );
  return duplicate ? [...elegidos] : [...elegidos, next];
}

/** The payload's reference of each artist: {idArtista} or {nombre}. */
export function artistaRefs(
  elegidos: ReadonlyArray<ArtistaElegido>,
): Array<{ idArtista: number } | { nombre: string }> {
  return elegidos.map((a) =>
    a.idArtista !== undefined ? { idArtista: a.idArtista } : { nombre: a.nombre },
  );
}

/**
 * The recurring party of a new event: the chosen one, else the typed name (title-cased)
 * matched against the user's parties, else a new one by name; null when neither is given.
 */
export function resolveFiesta(
  idFiesta: number | null,
  typed: string,
  fiestas: ReadonlyArray<{ idFiesta: number; dsNombre: string }>,
): { idFiesta: number } | { nombre: string } | null {
  if (idFiesta !== null) return { idFiesta };
  if (typed.trim() === '') return null;
  const found = fiestas.find((f) => sameName(f.dsNombre, typed));
  return found ? { idFiesta: found.idFiesta } : { nombre: titleCase(typed) };
}

/** A party name already in the list (case-insensitive), other than the one being edited. */
export function isDuplicateFiesta(
  nombre: string,
  fiestas: ReadonlyArray<{ idFiesta: number; dsNombre: string }>,
  exceptId?: number,
): boolean {
  return fiestas.some((f) => f.idFiesta !== exceptId && sameName(f.dsNombre, nombre));
}
