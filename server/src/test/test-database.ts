import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../db/client';
import { seedCatalogs } from '../db/seed/catalogs';

/**
 * Where the test run's migrated template is (set by the server suite's setup file from what
 * server/src/test/global-setup.ts provides): for PGlite the path of a data-directory tarball,
 * for PostgreSQL the name of a template database on the DATABASE_URL server. Unset (a bench,
 * a script), every database is created and migrated from nothing.
 */
export const TEMPLATE_ENV = 'PULSO_TEST_DB_TEMPLATE';

/** The migrated, catalogue-seeded template that a test run clones for each database. */
export interface TestDatabaseTemplate {
  /** The value for TEMPLATE_ENV. */
  ref: string;
  drop(): Promise<void>;
}

async function withAdmin<T>(url: string, fn: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    return await fn(admin);
  } finally {
    await admin.end();
  }
}

async function dropDatabase(url: string, name: string): Promise<void> {
  await withAdmin(url, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}

function databaseUrl(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** In-memory PGlite from initdb on, migrated, with the catalogues seeded. */
async function freshPglite(): Promise<Database> {
  const database = await openDatabase({ dataDir: 'memory://' });
  await database.migrate();
  await seedCatalogs(database.db);
  return database;
}

/** Migrates and seeds the catalogues once, for createTestDatabase to clone. */
export async function createTestDatabaseTemplate(): Promise<TestDatabaseTemplate> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const database = await freshPglite();
    const tarball = await database.dumpDataDir!();
    await database.close();
    const dir = mkdtempSync(path.join(os.tmpdir(), 'pulso-db-template-'));
    const file = path.join(dir, 'pgdata.tar');
    await writeFile(file, new Uint8Array(await tarball.arrayBuffer()));
    return {
      ref: file,
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const name = `pulso_template_${randomBytes(6).toString('hex')}`;
  await withAdmin(url, (admin) => admin.query(`CREATE DATABASE ${name}`));
  // Every connection to it is closed here: PostgreSQL copies a template nobody is connected to.
  const database = await openDatabase({ databaseUrl: databaseUrl(url, name) });
  try {
    await database.migrate();
    await seedCatalogs(database.db);
  } finally {
    await database.close();
  }
  return {
    ref: name,
    drop: () => dropDatabase(url, name),
  };
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new
 * throw-away database on the PostgreSQL server named by DATABASE_URL. Within a test run it is
 * a copy of the run's template (PGlite's data directory loaded from the tarball, or CREATE
 * DATABASE … TEMPLATE), so initdb and the migrations run once per run, not once per file.
 */
export async function createTestDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  const template = process.env[TEMPLATE_ENV];
  if (!url) {
    if (!template) return freshPglite();
    const database = await openDatabase({
      dataDir: 'memory://',
      loadDataDir: new Blob([new Uint8Array(await readFile(template))]),
    });
    // Already applied in the template: this only checks so (a few milliseconds).
    await database.migrate();
    return database;
  }
  const name = `pulso_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(url, (admin) =>
    admin.query(
      template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`,
    ),
  );
  const database = await openDatabase({ databaseUrl: databaseUrl(url, name) });
  await database.migrate();
  if (!template) await seedCatalogs(database.db);
  return {
    ...database,
    async close() {
      await database.close();
      await dropDatabase(url, name);
    },
  };
}
