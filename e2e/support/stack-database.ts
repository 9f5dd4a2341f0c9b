import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * The e2e stack's database when the run is given a PostgreSQL server
 * (`PULSO_E2E_DATABASE_URL`, any database on it that the user may connect to): a database of
 * its own, made empty for this run and dropped when the stack stops (or, when the stop cut that
 * short, by the next run); the server migrates and seeds it as on PGlite. Unset: the stack uses
 * PGlite in the run's folder.
 */
export const E2E_DATABASE_ENV = 'PULSO_E2E_DATABASE_URL';

async function withAdmin<T>(url: string, fn: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    return await fn(admin);
  } finally {
    await admin.end();
  }
}

/** The DATABASE_URL for the stack, or null for PGlite; `drop` removes what it made. */
export async function stackDatabase(): Promise<{ url: string; drop(): Promise<void> } | null> {
  const server = process.env[E2E_DATABASE_ENV];
  if (!server) return null;
  const name = `pulso_e2e_${randomBytes(6).toString('hex')}`;
  await withAdmin(server, async (admin) => {
    // Runs stopped before they dropped theirs: nobody is connected to them any more (a run
    // going on beside this one is, and keeps its own).
    const stale = await admin.query<{ datname: string }>(`
      select datname from pg_database d
      where datname like 'pulso\\_e2e\\_%'
        and not exists (select 1 from pg_stat_activity a where a.datname = d.datname)`);
    for (const { datname } of stale.rows) await admin.query(`DROP DATABASE IF EXISTS ${datname}`);
    await admin.query(`CREATE DATABASE ${name}`);
  });
  const u = new URL(server);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    drop: async () => {
      await withAdmin(server, (admin) =>
        admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      );
    },
  };
}
