import { sql } from 'drizzle-orm';
import { ADVISORY_LOCKS } from '../db/advisory-locks';
import type { Database } from '../db/client';
import type { PagosService } from '../modules/ordenes';

/** Advisory-lock keys of the payment jobs (unique among Pulso's jobs, see event-lifecycle). */
export const PAYMENT_JOB_LOCKS = {
  holdExpiry: ADVISORY_LOCKS.holdExpiry,
  reconciliation: ADVISORY_LOCKS.reconciliation,
  refundRetry: ADVISORY_LOCKS.refundRetry,
} as const;

export type PaymentJob = keyof typeof PAYMENT_JOB_LOCKS;

/**
 * Runs `work` only in the instance holding the job's advisory lock; the others skip (null).
 * On PostgreSQL the lock is transaction-scoped on one pooled connection (released at its end
 * on that very connection) while `work` runs its own transactions on the others. A PGlite
 * database is a local folder only this process opens, so there is nobody to keep out (and
 * PGlite's single connection would wait on the lock's own transaction).
 * The jobs stay correct without the lock (row locks and conditional updates decide); the
 * lock only keeps instances from doing the same provider calls twice.
 */
export async function withJobLock<T>(
  database: Database,
  key: number,
  work: () => Promise<T>,
): Promise<T | null> {
  if (database.engine === 'pglite') return work();
  return database.db.transaction(async (tx) => {
    const lock = await tx.execute<{ locked: boolean }>(
      sql`select pg_try_advisory_xact_lock(${key}) as locked`,
    );
    if (!lock.rows[0]?.locked) return null;
    return work();
  });
}

export interface PaymentJobsResult {
  expiradas: number | null;
  /** Wait-list offers made by the catch-up pass (issue 13). */
  ofertas: number | null;
  conciliadas: number | null;
  reembolsos: { hecho: number; fallido: number } | null;
}

/**
 * One pass of the three payment jobs, each under its own lock:
 * - hold expiry: pending orders past their hold become expirada, stock returned once;
 * - reconciliation: orders a webhook may have missed are looked up at the provider;
 * - refund retry: open refunds whose backoff is over are attempted again.
 */
export async function paymentJobsTick(
  db: Database,
  pagos: PagosService,
  opts: {
    reconcileAfterMinutes: number;
    /** The wait list's catch-up pass (lista-espera-service.ts), after the holds expired. */
    waitListPass?: () => Promise<number>;
  },
): Promise<PaymentJobsResult> {
  const expiradas = await withJobLock(db, PAYMENT_JOB_LOCKS.holdExpiry, () => pagos.expireHolds());
  const { waitListPass } = opts;
  const ofertas = waitListPass
    ? await withJobLock(db, PAYMENT_JOB_LOCKS.holdExpiry, waitListPass)
    : null;
  const conciliadas = await withJobLock(db, PAYMENT_JOB_LOCKS.reconciliation, () =>
    pagos.reconcile(opts.reconcileAfterMinutes),
  );
  const reembolsos = await withJobLock(db, PAYMENT_JOB_LOCKS.refundRetry, () =>
    pagos.retryRefunds(),
  );
  return { expiradas, ofertas, conciliadas, reembolsos };
}
