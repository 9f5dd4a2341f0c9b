/**
 * The number people see and type for an order (`ordenes.numero`: 12 random hexadecimal digits
 * the database draws, so an order cannot be found by counting; docs/decisions/0076-hostile-users.md).
 * Shown in three groups of four, "3F9A-0C2B-77DE"; typed back with or without dashes or spaces,
 * in any case.
 */
const DIGITS = /^[0-9A-F]{12}$/;

/** "3F9A0C2B77DE" -> "3F9A-0C2B-77DE" (anything else is shown as it is). */
export function formatOrderNumber(numero: string): string {
  const n = numero.toUpperCase();
  if (!DIGITS.test(n)) return numero;
  return `${n.slice(0, 4)}-${n.slice(4, 8)}-${n.slice(8)}`;
}

/** What a person typed ("3f9a 0c2b-77de") as stored ("3F9A0C2B77DE"), or null when it is not one. */
export function parseOrderNumber(text: string): string | null {
  const n = text.replace(/[\s\-‐-―]/g, '').toUpperCase();
  return DIGITS.test(n) ? n : null;
}
