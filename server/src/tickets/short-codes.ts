import type { DbExecutor, DbTx } from '../db/executor';

/** The unique index that keeps two tickets from sharing a short code (migration 0025). */
export const SHORT_CODE_INDEX = 'tickets_codigo_corto_uq';
/**
 * Draws before giving up: with 31^8 codes a collision is one in hundreds of thousands of tickets
 * issued, so a fifth draw in a row is a fault, not chance.
 */
const MAX_DRAWS = 5;

/** A unique violation of the short-code index, whichever driver (node-postgres or PGlite). */
export function isShortCodeCollision(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint, message } = e as {
      code?: unknown;
      constraint?: unknown;
      message?: unknown;
    };
    if (
      code === '23505' &&
      (constraint === SHORT_CODE_INDEX ||
        (typeof message === 'string' && message.includes(SHORT_CODE_INDEX)))
    )
      return true;
  }
  return false;
}

/**
 * Runs `write` (which draws fresh short codes each time it runs) in a savepoint of the caller's
 * transaction, and again when another ticket holds one of its codes: the unique index decides,
 * also against a concurrent transaction that drew the same code (this one waits for it and is
 * refused once it commits). Only the savepoint rolls back, never the caller's work.
 */
export async function withFreshShortCodes<T>(
  tx: DbExecutor,
  write: (sp: DbTx) => Promise<T>,
): Promise<T> {
  for (let draw = 1; ; draw++) {
    try {
      return await tx.transaction(write);
    } catch (err) {
      if (draw >= MAX_DRAWS || !isShortCodeCollision(err)) throw err;
    }
  }
}
