/**
 * Argentina has kept UTC-03:00 all year since 2009 (no daylight saving), so calendar maths in
 * Argentina time is a fixed offset: no time-zone database needed, and the same answer in the
 * browser, the server and the desktop app.
 */
export const AR_OFFSET_MS = -3 * 3600_000;
export const AR_TIME_ZONE = 'America/Argentina/Buenos_Aires';

const DAY_MS = 86_400_000;

/** Month and weekday names as es-AR writes them in running text (lower case). */
export const MESES = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
] as const;
export const DIAS = [
  'domingo',
  'lunes',
  'martes',
  'miércoles',
  'jueves',
  'viernes',
  'sábado',
] as const;

/** The Argentine calendar day (YYYY-MM-DD) of an instant. */
export function arDate(instant: Date): string {
  return new Date(instant.getTime() + AR_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant an Argentine calendar day starts (00:00 in Buenos Aires). */
export function arDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - AR_OFFSET_MS);
}

/** Day of the week in Argentina: 0 Sunday … 6 Saturday. */
export function arWeekday(instant: Date): number {
  return new Date(instant.getTime() + AR_OFFSET_MS).getUTCDay();
}

export function addDays(instant: Date, days: number): Date {
  return new Date(instant.getTime() + days * DAY_MS);
}

/**
 * An instant as Argentine wall-clock time cut to 16 characters ("2030-07-12T23:00"), the
 * value a `datetime-local` input edits (docs/architecture.md, "Where each rule lives"). Empty for a
 * missing or invalid instant.
 */
export function toArLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return '';
  return new Date(ms + AR_OFFSET_MS).toISOString().slice(0, 16);
}

/**
 * A `datetime-local` value read as Argentine wall-clock time, as ISO with its offset
 * ("2030-07-12T23:00" -> "2030-07-12T23:00:00-03:00"), whatever the machine's time zone.
 * Null when the value is not a date and time.
 */
export function fromArLocalInput(value: string): string | null {
  const m = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})(:\d{2})?$/.exec(value.trim());
  if (!m || Number.isNaN(Date.parse(`${m[1]}:00Z`))) return null;
  return `${m[1]}${m[2] ?? ':00'}-03:00`;
}
