import type { DbExecutor } from '../db/executor';
import type { PagosService } from '../modules/ordenes';
import type { JobSender, TaskJob } from './job-queue';

/** The job queue's refunds: one job per refund row to attempt at the provider. */
export const REFUND_TASK = 'pulso-reembolsos';

interface RefundJobData {
  idReembolso: number;
}

/**
 * Attempts one refund (pagos-service attemptRefund). Its row keeps the state: a failure is
 * recorded there with its backoff and the refund pass (payment-jobs.ts) retries it, so the
 * job itself is never retried; a refund that pass holds at the moment answers 'ocupado'.
 */
export function refundTask(pagos: Pick<PagosService, 'attemptRefund'>): TaskJob<RefundJobData> {
  return {
    name: REFUND_TASK,
    // A few provider calls at once per instance, as a cancellation did before it was queued.
    concurrency: 4,
    // As long as attemptRefund's lease on the row: past it, the refund pass may try again.
    expireInSeconds: 300,
    run: ({ idReembolso }) => pagos.attemptRefund(idReembolso),
  };
}

/** Queues these refunds in `exec`'s transaction (they are attempted once it commits). */
export function sendRefunds(
  jobs: JobSender,
  exec: DbExecutor,
  ids: ReadonlyArray<number>,
): Promise<void> {
  return jobs.send(
    exec,
    REFUND_TASK,
    ids.map((idReembolso): RefundJobData => ({ idReembolso })),
  );
}
