import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { createTestDatabase } from '../test/test-database';
import { startJobQueue } from './job-queue';

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
    await until(() => runs.length >= 4);
    await queue.stop();
    const done = await database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from pgboss.job where name = 'pulso-prueba' and state = 'completed'`,
    );
    expect(done.rows[0]!.n).toBeGreaterThanOrEqual(2);
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
