import type { Database } from '../db/client';

/**
 * For the tests of caches kept exact by notifications (session cache, events' view cache). On
 * PostgreSQL a change reaches a cache through another connection a moment after its commit,
 * so checks wait for it, up to a second.
 */
export async function eventually(check: () => Promise<void>) {
  const until = Date.now() + 1000;
  for (;;) {
    try {
      return await check();
    } catch (err) {
      if (Date.now() > until) throw err;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }
}

/** The backends of this database that are LISTENing (each cache keeps one). */
export const listeners = async (database: Database) =>
  (
    await database.executeSql(
      `select pid from pg_stat_activity
       where datname = current_database() and query ilike 'LISTEN %' and pid <> pg_backend_pid()`,
    )
  ).rows as Array<{ pid: number }>;
