import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { createTestDatabase } from '../test/test-database';
import { createJobQueue, startJobQueue } from './job-queue';

const onPostgres = Boolean(process.env.DATABASE_URL);

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const until = async (check: () => boolean, ms = 20_000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

describe('the job queue (pg-boss in the database)', () => {
  it('runs a recurring pass on schedule and records it in the database', async () => {
    const runs: string[] = [];
    const queue = await startJobQueue({
      database,
      jobs: [{ name: 'pulso-prueba', everyMs: 1000, run: async () => runs.push('x') }],
      onRun: ({ id }) => runs.push(id),
    });
    // Three passes started (two entries each): a stately queue starts one only after the one
    // before completed, so two are recorded completed whatever stop() leaves in flight.
    await until(() => runs.length >= 6);
    await queue.stop();
    const done = await database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from pgboss.job where name = 'pulso-prueba' and state = 'completed'`,
    );
    expect(done.rows[0]!.n).toBeGreaterThanOrEqual(2);
  });

  it('runs a task sent in a transaction once it commits, and never one whose transaction rolled back', async () => {
    const ran: number[] = [];
    const queue = createJobQueue({ database });
    await queue.start({
      recurring: [],
      tasks: [
        {
          name: 'pulso-tarea',
          concurrency: 2,
          expireInSeconds: 60,
          run: async ({ n }: { n: number }) => ran.push(n),
        },
      ],
    });
    await database.db
      .transaction(async (tx) => {
        await queue.send(tx, 'pulso-tarea', [{ n: 1 }]);
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await database.db.transaction(async (tx) => {
      await queue.send(tx, 'pulso-tarea', [{ n: 2 }, { n: 3 }]);
      // Not before the commit: the worker cannot see uncommitted jobs.
      queue.wake('pulso-tarea');
    });
    queue.wake('pulso-tarea');
    await until(() => ran.length >= 2);
    // A moment more: the rolled-back job would have run by now if it existed.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await queue.stop();
    expect(ran.sort()).toEqual([2, 3]);
    const rows = await database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from pgboss.job where name = 'pulso-tarea'`,
    );
    expect(rows.rows[0]!.n).toBe(2);
  });

  it.runIf(onPostgres)(
    'three instances asking for the same pass run each slot once (PostgreSQL)',
    async () => {
      const ran: Array<{ id: string; instance: number }> = [];
      let active = 0;
      let overlapped = false;
      const queues = await Promise.all(
        [0, 1, 2].map((instance) =>
          startJobQueue({
            database,
            jobs: [
              {
                name: 'pulso-tres',
                everyMs: 1000,
                run: async () => {
                  active += 1;
                  if (active > 1) overlapped = true;
                  await new Promise((resolve) => setTimeout(resolve, 150));
                  active -= 1;
                },
              },
            ],
            onRun: ({ id }) => ran.push({ id, instance }),
          }),
        ),
      );
      await new Promise((resolve) => setTimeout(resolve, 6000));
      await Promise.all(queues.map((q) => q.stop()));
      const ids = ran.map((r) => r.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids.length).toBeGreaterThanOrEqual(3);
      expect(ids.length).toBeLessThanOrEqual(8);
      expect(overlapped).toBe(false);
    },
  );
});
