/**
 * The device id: a random UUID the website and the desktop app draw once, keep in local
 * storage and send on every API call in this header. Unpaid holds are capped per device as
 * well as per account and per address (docs/decisions/0076-hostile-users.md); anything that
 * is not a UUID is ignored, as if no header came.
 */
export const DISPOSITIVO_HEADER = 'x-pulso-dispositivo';

// A regular expression, not zod: this module is on the website's first load (the API client).
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** The header's device id, lower-cased, or null when absent or not a UUID. */
export function deviceIdOf(header: string | string[] | undefined): string | null {
  const value = Array.isArray(header) ? header[0] : header;
  if (typeof value !== 'string') return null;
  const id = value.trim();
  return UUID.test(id) ? id.toLowerCase() : null;
}
