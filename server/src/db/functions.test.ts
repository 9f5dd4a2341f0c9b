import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database';
import { openDatabase, type Database } from './client';
import { readFunctionFiles } from './functions';

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
/** The last migration that created functions; from then on their text lives in functions/. */
const LAST_MIGRATION_WITH_FUNCTIONS = 26;

/** A function's body as PostgreSQL keeps it (pg_proc.prosrc): the text between its $$. */
const bodyOf = (text: string) => text.match(/\$\$([\s\S]*)\$\$/)?.[1];

const databaseFunctions = async (database: Database) =>
  (
    (await database.executeSql(
      "select proname as name, prosrc as body from pg_proc where proname like 'pulso\\_%' order by 1",
    )) as { rows: Array<{ name: string; body: string }> }
  ).rows;

describe("the database's functions, one file each", () => {
  let database: Database | null = null;
  afterAll(() => database?.close());

  it('are exactly the files, each with the text of its file', async () => {
    database = await createTestDatabase();
    const files = await readFunctionFiles();
    const inDatabase = await databaseFunctions(database);
    expect(inDatabase.map((f) => f.name)).toEqual(files.map((f) => f.name));
    for (const file of files) {
      // One function per file, named as the file.
      const creates = [...file.text.matchAll(/^CREATE OR REPLACE FUNCTION (\w+)\(/gm)];
      expect(
        creates.map((m) => m[1]),
        file.name,
      ).toEqual([file.name]);
      expect(inDatabase.find((f) => f.name === file.name)!.body, file.name).toBe(bodyOf(file.text));
    }
  });

  it('are created by no migration after they moved to their files', () => {
    const late = readdirSync(migrationsFolder)
      .filter(
        (f) => /^\d{4}_.*\.sql$/.test(f) && Number(f.slice(0, 4)) > LAST_MIGRATION_WITH_FUNCTIONS,
      )
      .filter((f) => {
        const code = readFileSync(path.join(migrationsFolder, f), 'utf8').replace(/--.*$/gm, '');
        return /CREATE\s+(OR\s+REPLACE\s+)?FUNCTION/i.test(code);
      });
    expect(late, 'put the function in server/src/db/functions/<name>.sql').toEqual([]);
  });
});

const url = process.env.DATABASE_URL;

describe.runIf(url)('instances starting together on one PostgreSQL database', () => {
  const name = `pulso_fn_${randomBytes(5).toString('hex')}`;
  const admin = () => new pg.Client({ connectionString: url });
  afterAll(async () => {
    const c = admin();
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  });

  it('migrate and replace the functions one at a time, without an error', async () => {
    const c = admin();
    await c.connect();
    await c.query(`CREATE DATABASE ${name}`);
    await c.end();
    const u = new URL(url!);
    u.pathname = `/${name}`;
    const instances = await Promise.all(
      [1, 2, 3].map(() => openDatabase({ databaseUrl: u.toString() })),
    );
    try {
      await Promise.all(instances.map((i) => i.migrate()));
      const files = await readFunctionFiles();
      expect((await databaseFunctions(instances[0]!)).map((f) => f.name)).toEqual(
        files.map((f) => f.name),
      );
    } finally {
      await Promise.all(instances.map((i) => i.close()));
    }
  });
});
