import { hostname } from 'node:os';
import { sql, type SQL } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import { ADVISORY_LOCKS } from '../db/advisory-locks';
import type { Database } from '../db/client';
import type { DbExecutor } from '../db/executor';

export const JOB_QUEUE_SETUP_LOCK = ADVISORY_LOCKS.jobQueueSetup;

const secondsOf = (job: RecurringJob) => Math.max(1, Math.round(job.everyMs / 1000));

/** One recurring background job: what it does and how often. */
export interface RecurringJob {
  /** Queue name in pg-boss (`pulso-…`). */
  name: string;
  everyMs: number;
  run(): Promise<unknown>;
}

/** A queue of one-off jobs (e.g. one refund to attempt), sent by requests with `JobSender`. */
export interface TaskJob<T = unknown> {
  /** Queue name in pg-boss (`pulso-…`). */
  name: string;
  /** How many of its jobs one instance runs at once. */
  concurrency: number;
  /** A job running longer than this is treated as lost (its instance died). */
  expireInSeconds: number;
  run(data: T): Promise<unknown>;
}

/** What request handlers see of the queue. */
export interface JobSender {
  /**
   * Adds jobs through `exec`, the caller's transaction: they exist only if it commits, and a
   * commit always has them. Needs the task's queue created (a started JobQueue).
   */
  send(exec: DbExecutor, name: string, payloads: ReadonlyArray<object>): Promise<void>;
  /** After the commit: this instance's worker of `name` looks now instead of at its next poll. */
  wake(name: string): void;
}

export interface JobQueue extends JobSender {
  /** Creates the queues (once across instances) and starts this instance's workers. */
  start(jobs: {
    recurring: ReadonlyArray<RecurringJob>;
    tasks?: ReadonlyArray<TaskJob<never>>;
  }): Promise<void>;
  stop(): Promise<void>;
}

/**
 * pg-boss's `executeSql` over a Drizzle executor, so its job rows are written in that
 * transaction: its `$n` placeholders become Drizzle parameters.
 */
function executorDb(exec: DbExecutor) {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const chunks: SQL[] = text
        .split(/\$(\d+)/)
        .map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql`${values[Number(part) - 1] ?? null}`));
      const result = await exec.execute(sql.join(chunks));
      return { rows: result.rows as unknown[] };
    },
  };
}

/**
 * Pulso's background jobs on pg-boss, a job queue kept in PostgreSQL (its own `pgboss`
 * schema; on PGlite too), so each pass runs once across all instances.
 *
 * Recurring passes:
 * - every instance asks for the next pass on a timer with `sendThrottled` (a pg-boss
 *   singleton slot as long as the interval): of N instances asking in one slot, one job is
 *   created;
 * - the queues are `stately` (at most one job waiting and one running): a slow pass never
 *   overlaps the next;
 * - workers fetch with SKIP LOCKED, so exactly one instance runs each job; a job whose
 *   instance dies mid-pass expires and the next slot runs the pass again (the passes are
 *   idempotent; they also still take their advisory locks, see payment-jobs.ts).
 * Tasks (one-off jobs a request sends in its own transaction): `standard` queues, each job
 * run once by whichever instance fetches it, several at a time; no retries by pg-boss, since
 * each task keeps its own retry state in Pulso's tables (a refund's backoff).
 *
 * Created before the app (which sends tasks), started after it (its passes need the app).
 * `onRun` hears which job ran where (logs; the multi-instance test reads them).
 */
export function createJobQueue(opts: {
  database: Database;
  onRun?: (run: { name: string; id: string; instance: string }) => void;
  onError?: (err: unknown, name: string) => void;
}): JobQueue {
  const instance = `${hostname()}:${process.pid}`;
  // pg-boss records a finished job without awaiting it, and a worker's fetch under way when
  // stop() is called may still hand out a job: once stopped, its queries are never answered,
  // so none reaches (and rejects on) the database that closes next. Such a job expires; a
  // refund it held stays due for the refund pass.
  let stopped = false;
  const boss = new PgBoss({
    db: {
      executeSql: (text, values) =>
        stopped ? new Promise<never>(() => {}) : opts.database.executeSql(text, values),
    },
    application_name: 'pulso-jobs',
    // Finished jobs are history only: keep a day of it.
    deleteAfterDays: 1,
    archiveCompletedAfterSeconds: 3600,
  });
  boss.on('error', (err: unknown) => opts.onError?.(err, 'pg-boss'));
  const timers: NodeJS.Timeout[] = [];
  const workers = new Map<string, string>();

  return {
    async send(exec, name, payloads) {
      if (payloads.length === 0) return;
      await boss.insert(
        payloads.map((data) => ({ name, data })),
        { db: executorDb(exec) },
      );
    },

    wake(name) {
      const id = workers.get(name);
      if (id) boss.notifyWorker(id);
    },

    async start({ recurring, tasks = [] }) {
      // pg-boss's schema and queue tables are created by the first instance; the others wait
      // (creating them concurrently deadlocks in PostgreSQL).
      await opts.database.oneAtATime(JOB_QUEUE_SETUP_LOCK, async () => {
        await boss.start();
        for (const job of recurring) {
          if (await boss.getQueue(job.name)) continue;
          await boss.createQueue(job.name, {
            name: job.name,
            policy: 'stately',
            retryLimit: 0,
            // A pass that takes longer than this is treated as lost (its instance died).
            expireInSeconds: Math.max(60, secondsOf(job) * 4),
          });
        }
        for (const task of tasks) {
          if (await boss.getQueue(task.name)) continue;
          await boss.createQueue(task.name, {
            name: task.name,
            policy: 'standard',
            retryLimit: 0,
            expireInSeconds: task.expireInSeconds,
          });
        }
      });

      for (const job of recurring) {
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
      for (const task of tasks) {
        const id = await boss.work<never>(
          task.name,
          // Jobs sent here are woken at once (wake); the poll finds those other instances sent.
          { batchSize: task.concurrency, pollingIntervalSeconds: 1 },
          async (batch) => {
            await Promise.all(
              batch.map(async (job) => {
                opts.onRun?.({ name: task.name, id: job.id, instance });
                try {
                  await task.run(job.data);
                } catch (err) {
                  // Only this job: its batch mates finished, and its own state says what is left.
                  opts.onError?.(err, task.name);
                }
              }),
            );
          },
        );
        workers.set(task.name, id);
      }
    },

    async stop() {
      for (const timer of timers) clearInterval(timer);
      // Waits for the jobs running here to finish; the database stays open for the rest.
      await boss.stop({ graceful: true, close: false, wait: true, timeout: 30_000 });
      stopped = true;
    },
  };
}

/** Creates and starts a queue of recurring passes and tasks (tests, and instances without tasks sent). */
export async function startJobQueue(opts: {
  database: Database;
  jobs: ReadonlyArray<RecurringJob>;
  tasks?: ReadonlyArray<TaskJob<never>>;
  onRun?: (run: { name: string; id: string; instance: string }) => void;
  onError?: (err: unknown, name: string) => void;
}): Promise<JobQueue> {
  const queue = createJobQueue(opts);
  await queue.start({ recurring: opts.jobs, tasks: opts.tasks });
  return queue;
}
