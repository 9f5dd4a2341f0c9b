/**
 * The administrators' search boxes (/eventosavalidar: events by event name or the
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
