/**
 * Events for adults only (18+ nights): an event may ask for a minimum age, which checkout
 * checks against the buyer's birth date and the door against the DNI.
 */

/** The minimum ages an organiser may choose (none: any age). */
export const EDADES_MINIMAS = [16, 18, 21] as const;
export type EdadMinima = (typeof EDADES_MINIMAS)[number];

/** Whole years between a birth date (YYYY-MM-DD) and an instant, as a birthday counts them. */
export function edadEn(dtNacimiento: string, at: Date, utcOffsetHours = -3): number {
  const [y, m, d] = dtNacimiento.split('-').map(Number) as [number, number, number];
  // The day it is at `at` in Argentina.
  const local = new Date(at.getTime() + utcOffsetHours * 3_600_000);
  const years = local.getUTCFullYear() - y;
  const before =
    local.getUTCMonth() + 1 < m || (local.getUTCMonth() + 1 === m && local.getUTCDate() < d);
  return before ? years - 1 : years;
}
