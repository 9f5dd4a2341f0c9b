import { addDays, arDate } from './argentina-time';

/**
 * Guest lists (issue 14): "lista free hasta la 1:30". A guest enters free, or pays a reduced
 * price at the door ('descuento'); an optional deadline hour closes the list at the door.
 */
export const LISTA_MODALIDADES = ['free', 'descuento'] as const;
export type ListaModalidad = (typeof LISTA_MODALIDADES)[number];

/** Guests one request may add (a pasted list). */
export const LISTA_MAX_POR_CARGA = 200;
/** Longest guest name. */
export const LISTA_NOMBRE_MAX = 80;

/**
 * The deadline of a day's list from the hour the organiser typed ("01:30"): the first such
 * moment from the day's start on, so "01:30" on a night starting at 23:00 is the next morning.
 * Times are Argentina's (UTC−3 all year, no daylight saving).
 */
export function listDeadline(inicio: Date, hora: string): Date {
  const candidate = new Date(`${arDate(inicio)}T${hora}:00-03:00`);
  return candidate >= inicio ? candidate : addDays(candidate, 1);
}

/** "HH:MM", 24-hour. */
export const HORA_RULE = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * One guest per line of a pasted list: "Nombre Apellido, correo@x.com" (comma, semicolon or
 * tab between them, or just the e-mail). Blank lines are skipped.
 */
export function parseGuestLines(
  text: string,
): Array<{ nombre: string; email: string; linea: number }> {
  return text
    .split(/\r?\n/)
    .map((raw, i) => ({ raw: raw.trim(), linea: i + 1 }))
    .filter((l) => l.raw !== '')
    .map(({ raw, linea }) => {
      const parts = raw
        .split(/[;,\t]/)
        .map((p) => p.trim())
        .filter(Boolean);
      const email = parts.find((p) => p.includes('@')) ?? '';
      const nombre = parts.filter((p) => p !== email).join(' ');
      return { nombre, email, linea };
    });
}

/** The most places an RRPP's list of a day may have (docs/decisions/0092-rrpp.md). */
export const RRPP_LISTA_CUPO_MAX = 1000;
