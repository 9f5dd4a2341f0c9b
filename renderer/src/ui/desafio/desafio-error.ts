import { DESAFIO_MSG } from '@shared/texts/desafio';

/**
 * Whether a failed call asks for a proof-of-work challenge (shared/api/desafio.ts): a 428, or
 * a 429 during a sign-in's growing delay, with `desafio: true`. Reads RTK Query's errors
 * (`data` is the problem) and the door app's (`desafio` on the error itself).
 */
export function pideDesafioError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const e = error as { status?: unknown; data?: unknown; desafio?: unknown };
  if (e.status !== 428 && e.status !== 429) return false;
  if (e.desafio === true) return true;
  return (
    typeof e.data === 'object' &&
    e.data !== null &&
    (e.data as { desafio?: unknown }).desafio === true
  );
}

/**
 * The device could not solve one, or the server still asked after it did: shaped like RTK
 * Query's error (status and a problem's `detail`), so the forms' problemDetail shows its text.
 */
export class DesafioFallido extends Error {
  readonly status = 428;
  readonly data = { detail: DESAFIO_MSG.fallo, desafio: true };
  constructor() {
    super(DESAFIO_MSG.fallo);
    this.name = 'DesafioFallido';
  }
}
