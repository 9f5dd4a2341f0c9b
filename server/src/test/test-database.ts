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

/**
 * Makes the PGlite template cheap to copy (each copy is unpacked and started once per test
 * database): copies start with 16 MB of shared buffers instead of PGlite's 128 MB, which
 * PostgreSQL zeroes at every start (400 ms of the 1.1 s a copy took here), and without the
 * template0 and template1 databases, two of the tarball's three (nobody creates a database
 * in a PGlite test copy). The settings travel in the data directory (postgresql.auto.conf).
 */
async function slimForCopies(database: Database): Promise<void> {
  await database.executeSql(`alter system set shared_buffers = '16MB'`);
  await database.executeSql(
    `update pg_database set datistemplate = false where datname in ('template0', 'template1')`,
  );
  await database.executeSql('drop database template0');
  await database.executeSql('drop database template1');
  await database.executeSql('checkpoint');
}

/**
 * The template's tarball as PGlite reads it, read from disk once per worker process. Its
 * arrayBuffer() hands the bytes over at once: Node 20's Blob copies them out in chunks,
 * 0.5 s a test database for the 43 MB tarball of before slimForCopies on a 2-core machine.
 */
class TarballBlob extends Blob {
  constructor(private readonly tar: Uint8Array) {
    super([], { type: 'application/x-tar' });
  }

  override get size(): number {
    return this.tar.byteLength;
  }

  override arrayBuffer(): Promise<ArrayBuffer> {
    // A copy: PGlite keeps slices of what it is given.
    return Promise.resolve(this.tar.slice().buffer);
  }
}

const tarballs = new Map<string, Promise<Uint8Array>>();
function tarball(file: string): Promise<Uint8Array> {
  let read = tarballs.get(file);
  if (!read) tarballs.set(file, (read = readFile(file).then((b) => new Uint8Array(b))));
  return read;
}

/** Migrates and seeds the catalogues once, for createTestDatabase to clone. */
export async function createTestDatabaseTemplate(): Promise<TestDatabaseTemplate> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const database = await freshPglite();
    await slimForCopies(database);
    const dump = await database.dumpDataDir!();
    await database.close();
    const dir = mkdtempSync(path.join(os.tmpdir(), 'pulso-db-template-'));
    const file = path.join(dir, 'pgdata.tar');
    await writeFile(file, new Uint8Array(await dump.arrayBuffer()));
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
      loadDataDir: new TarballBlob(await tarball(template)),
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
