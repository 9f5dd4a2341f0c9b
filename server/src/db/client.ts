import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { ADVISORY_LOCKS } from './advisory-locks';
import { functionsScript } from './functions';
import { PreparingClient } from './preparing-client';
import {
  listenPglite,
  listenPostgres,
  type NotificationHandlers,
  type StopListening,
} from './notifications';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** One type for both engines: PGlite and node-postgres share Drizzle's Postgres API. */
export type Db = NodePgDatabase<Schema>;

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  /**
   * Applies pending migrations, then the functions' current text (functions.ts); on PostgreSQL
   * one instance at a time (advisory lock).
   */
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** Runs `work` while no other instance runs work under the same advisory-lock key. */
  oneAtATime<T>(key: number, work: () => Promise<T>): Promise<T>;
  /** Raw SQL with positional parameters (the job queue library talks to the database so). */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /** LISTEN on `channel` (notifications.ts); resolves once listening, to a stop function. */
  listen(channel: string, handlers: NotificationHandlers): Promise<StopListening>;
  /** PGlite only: its data directory as an uncompressed tarball (for `loadDataDir`). */
  dumpDataDir?(): Promise<Blob>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent, PGlite is used. */
  databaseUrl?: string | null;
  /** PGlite data folder; `memory://` (or null) keeps everything in memory (tests). */
  dataDir?: string | null;
  /**
   * In-memory PGlite only: start from this data directory (a tarball from PGlite's
   * `dumpDataDir`) instead of running initdb. Tests clone a migrated template this way.
   */
  loadDataDir?: Blob;
  /** PostgreSQL: run parameterised statements as prepared ones (preparing-client.ts). */
  preparedStatements?: boolean;
}

export const MIGRATION_LOCK = ADVISORY_LOCKS.migrations;

/**
 * Runs `work` while holding a session advisory lock on one pooled connection: instances
 * starting together on one database (migrations, the job queue's setup) go one at a time
 * while `work` itself uses the other connections.
 */
async function oneAtATime<T>(pool: pg.Pool, key: number, work: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [key]);
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [key]);
    }
  } finally {
    client.release();
  }
}

let journalSize: Promise<number> | null = null;

/** Migrations in the journal that the database has not recorded as applied. */
export async function pendingMigrations(db: Db): Promise<number> {
  journalSize ??= readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8').then(
    (text) => (JSON.parse(text) as { entries: unknown[] }).entries.length,
  );
  const expected = await journalSize;
  const table = await db.execute<{ present: boolean }>(
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!table.rows[0]?.present) return expected;
  const applied = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  );
  return Math.max(0, expected - (applied.rows[0]?.n ?? 0));
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      ...(options.preparedStatements !== false ? { Client: PreparingClient } : {}),
    });
    // An idle connection the server drops (restart, failover, a dropped test database) must
    // not take the process down: the pool replaces it on the next query.
    pool.on('error', (err: Error & { code?: string }) => {
      if (err.code !== '57P01') console.warn(`PostgreSQL: idle connection lost (${err.message})`);
    });
    const db = drizzlePg(pool, { schema });
    return {
      db,
      engine: 'postgres',
      // Instances starting together would each run the same pending migration.
      migrate: () =>
        oneAtATime(pool, MIGRATION_LOCK, async () => {
          await migratePg(db, { migrationsFolder });
          await pool.query(await functionsScript());
        }),
      oneAtATime: (key, work) => oneAtATime(pool, key, work),
      executeSql: async (text, values) => pool.query(text, values),
      listen: (channel, handlers) => listenPostgres(options.databaseUrl!, channel, handlers),
      close: () => pool.end(),
    };
  }
  const dir =
    options.dataDir && options.dataDir !== 'memory://'
      ? path.join(options.dataDir, 'pglite')
      : null;
  if (dir) mkdirSync(dir, { recursive: true });
  const client = dir
    ? new PGlite(dir)
    : new PGlite(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    engine: 'pglite',
    migrate: async () => {
      await migratePglite(db as never, { migrationsFolder });
      await client.exec(await functionsScript());
    },
    // One process owns a PGlite folder: nobody to wait for.
    oneAtATime: (_key, work) => work(),
    // Without parameters a text may hold several statements, which only exec() runs.
    executeSql: async (text, values) =>
      values && values.length > 0
        ? client.query(text, values)
        : { rows: (await client.exec(text)).at(-1)?.rows ?? [] },
    listen: (channel, handlers) => listenPglite(client, channel, handlers),
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}
