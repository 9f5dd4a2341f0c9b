import type { Database } from '../db/client';
import { drainOutbox, type MailTransport } from '../mail/mail-sender';
import type { PagosService } from '../modules/ordenes';
import { changed, lifecycleTick, type LifecycleResult } from './event-lifecycle';
import type { RecurringJob } from './job-queue';
import { paymentJobsTick, type PaymentJobsResult } from './payment-jobs';

/** How often the outbox is drained while SMTP is configured. */
export const MAIL_SENDER_INTERVAL_MS = 15_000;

/**
 * Pulso's recurring jobs, run by the job queue (job-queue.ts): the event status lifecycle,
 * the payment passes (hold expiry, reconciliation, refund retries) and, with SMTP, the
 * outbox. Each pass is idempotent; what it changed goes to the callbacks.
 */
export function pulsoJobs(deps: {
  database: Database;
  pagos: PagosService;
  /** The wait list's catch-up pass (issue 13), run with the payment passes. */
  waitListPass?: () => Promise<number>;
  intervals: { lifecycleMs: number; paymentsMs: number };
  reconcileAfterMinutes: number;
  mail: { transport: MailTransport; from: string } | null;
  now?: () => Date;
  onLifecycle?: (result: LifecycleResult) => void;
  onPayments?: (result: PaymentJobsResult) => void;
}): RecurringJob[] {
  const now = deps.now ?? (() => new Date());
  const jobs: RecurringJob[] = [
    {
      name: 'pulso-ciclo-de-eventos',
      everyMs: deps.intervals.lifecycleMs,
      run: async () => {
        const result = await lifecycleTick(deps.database.db, now());
        if (result && changed(result) > 0) deps.onLifecycle?.(result);
      },
    },
    {
      name: 'pulso-pagos',
      everyMs: deps.intervals.paymentsMs,
      run: async () => {
        const result = await paymentJobsTick(deps.database, deps.pagos, {
          reconcileAfterMinutes: deps.reconcileAfterMinutes,
          waitListPass: deps.waitListPass,
        });
        deps.onPayments?.(result);
      },
    },
  ];
  const { mail } = deps;
  if (mail)
    jobs.push({
      name: 'pulso-correos',
      everyMs: MAIL_SENDER_INTERVAL_MS,
      run: () => drainOutbox(deps.database.db, mail.transport, { from: mail.from }),
    });
  return jobs;
}
