/**
 * Search boxes (the administrators' /eventosavalidar: events by event name or the
 * owner's name, surname or mail; artists by name): case and accents do not matter ("icaro"
 * finds "Ícaro"), spaces around and between words are collapsed.
 */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('es')
    .replace(/\s+/g, ' ')
    .trim();
}

/** True when the query is empty or contained in any of the fields. */
export function matchesSearch(
  query: string,
  fields: ReadonlyArray<string | null | undefined>,
): boolean {
  const q = foldText(query);
  if (q === '') return true;
  return fields.some((field) => field != null && foldText(field).includes(q));
}

/** The owner-side fields an event to validate is searched by, beside its own name. */
export function eventoAValidarFields(evento: {
  nombre: string;
  owner: { nombre: string; apellido: string; correo: string };
}): string[] {
  const { nombre, apellido, correo } = evento.owner;
  return [evento.nombre, nombre, apellido, `${nombre} ${apellido}`, correo];
}

/**
 * The same folding in SQL, for the public search that runs in the database (events by name,
 * line-up or party): `translate(lower(column), from, to)` with these letters, each mapped to
 * what foldText makes of it. Upper-case letters are listed too, since `lower` leaves non-ASCII
 * letters alone under the C locale.
 */
const ACCENTED = 'ÁÀÂÄÃÅáàâäãåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÖÕóòôöõÚÙÛÜúùûüÑñÇçÝýÿ';
export const SQL_FOLD = {
  from: ACCENTED,
  to: [...ACCENTED].map((c) => foldText(c)).join(''),
} as const;

/** A folded query as a `like` pattern that matches it anywhere (its %, _ and \\ taken literally). */
export function containsPattern(query: string): string {
  return `%${foldText(query).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
