/**
 * The ticket's short code: what a person reads aloud or the door types when the QR cannot be
 * scanned (the signed code is ~300 characters). 8 characters from an alphabet without the
 * look-alikes 0/O, 1/I/L, shown in two groups ("K7QF-2M9X"). Every ticket has its own
 * (tickets.codigo_corto, unique; a transfer draws a new one with the new signed code), the
 * door's offline list carries them, and the server answers them like the signed code.
 *
 * Migration 0025's pulso_codigo_corto() draws from this same alphabet (a server test checks it).
 */
export const SHORT_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const SHORT_CODE_LENGTH = 8;
/** Characters in each group of the printed form. */
const GROUP = 4;

const VALID = new RegExp(`^[${SHORT_CODE_ALPHABET}]{${SHORT_CODE_LENGTH}}$`);

/**
 * What was typed as a stored short code: upper case, without the spaces and dashes people put
 * between groups. Null when it is not one (another length, a character outside the alphabet, or
 * a signed code).
 */
export function normalizeShortCode(typed: string): string | null {
  const code = typed.replace(/[\s-]+/g, '').toUpperCase();
  return VALID.test(code) ? code : null;
}

/** The printed form: "K7QF2M9X" → "K7QF-2M9X". */
export const formatShortCode = (code: string) =>
  code.length === SHORT_CODE_LENGTH ? `${code.slice(0, GROUP)}-${code.slice(GROUP)}` : code;

/**
 * A new code, uniformly over the alphabet (bytes past the last whole multiple of its size are
 * drawn again). `randomBytes` is the platform's cryptographic source.
 */
export function drawShortCode(
  randomBytes: (n: number) => Uint8Array = (n) => crypto.getRandomValues(new Uint8Array(n)),
): string {
  const size = SHORT_CODE_ALPHABET.length;
  const limit = 256 - (256 % size);
  let code = '';
  while (code.length < SHORT_CODE_LENGTH) {
    for (const byte of randomBytes(SHORT_CODE_LENGTH * 2)) {
      if (byte >= limit) continue;
      code += SHORT_CODE_ALPHABET[byte % size];
      if (code.length === SHORT_CODE_LENGTH) break;
    }
  }
  return code;
}
