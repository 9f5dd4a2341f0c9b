import { hostname } from 'node:os';
import PgBoss from 'pg-boss';
import { ADVISORY_LOCKS } from '../db/advisory-locks';
import type { Database } from '../db/client';

export const JOB_QUEUE_SETUP_LOCK = ADVISORY_LOCKS.jobQueueSetup;

const secondsOf = (job: RecurringJob) => Math.max(1, Math.round(job.everyMs / 1000));

/** One recurring background job: what it does and how often. */
export interface RecurringJob {
  /** Queue name in pg-boss (`pulso-…`). */
  name: string;
  everyMs: number;
  run(): Promise<unknown>;
}

export interface JobQueue {
  stop(): Promise<void>;
}

/**
 * Pulso's background jobs on pg-boss, a job queue kept in PostgreSQL (its own `pgboss`
 * schema; on PGlite too), so each pass runs once across all instances:
 * - every instance asks for the next pass on a timer with `sendThrottled` (a pg-boss
 *   singleton slot as long as the interval): of N instances asking in one slot, one job is
 *   created;
 * - the queues are `stately` (at most one job waiting and one running): a slow pass never
 *   overlaps the next;
 * - workers fetch with SKIP LOCKED, so exactly one instance runs each job; a job whose
 *   instance dies mid-pass expires and the next slot runs the pass again (the passes are
 *   idempotent; they also still take their advisory locks, see payment-jobs.ts).
 * `onRun` hears which job ran where (logs; the multi-instance test reads them).
 */
export async function startJobQueue(opts: {
  database: Database;
  jobs: ReadonlyArray<RecurringJob>;
  onRun?: (run: { name: string; id: string; instance: string }) => void;
  onError?: (err: unknown, name: string) => void;
}): Promise<JobQueue> {
  const instance = `${hostname()}:${process.pid}`;
  const boss = new PgBoss({
    db: { executeSql: (text, values) => opts.database.executeSql(text, values) },
    application_name: 'pulso-jobs',
    // Finished jobs are history only: keep a day of it.
    deleteAfterDays: 1,
    archiveCompletedAfterSeconds: 3600,
  });
  boss.on('error', (err: unknown) => opts.onError?.(err, 'pg-boss'));
  // pg-boss's schema and queue tables are created by the first instance; the others wait
  // (creating them concurrently deadlocks in PostgreSQL).
  await opts.database.oneAtATime(JOB_QUEUE_SETUP_LOCK, async () => {
    await boss.start();
    for (const job of opts.jobs) {
      if (await boss.getQueue(job.name)) continue;
      await boss.createQueue(job.name, {
        name: job.name,
        policy: 'stately',
        retryLimit: 0,
        // A pass that takes longer than this is treated as lost (its instance died).
        expireInSeconds: Math.max(60, secondsOf(job) * 4),
      });
    }
  });

  const timers: NodeJS.Timeout[] = [];
  for (const job of opts.jobs) {
    const seconds = secondsOf(job);
    await boss.work(
      job.name,
      { pollingIntervalSeconds: Math.min(2, Math.max(0.5, seconds / 2)) },
      async ([next]) => {
        if (!next) return;
        opts.onRun?.({ name: job.name, id: next.id, instance });
        await job.run();
      },
    );
    const ask = () => {
      boss
        .sendThrottled(job.name, {}, {}, seconds)
        .catch((err: unknown) => opts.onError?.(err, job.name));
    };
    ask();
    const timer = setInterval(ask, job.everyMs);
    timer.unref();
    timers.push(timer);
  }
  return {
    async stop() {
      for (const timer of timers) clearInterval(timer);
      // Waits for the passes running here to finish; the database stays open for the rest.
      await boss.stop({ graceful: true, close: false, wait: true, timeout: 30_000 });
    },
  };
}
