import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it } from 'vitest';

/**
 * Drizzle's migrator applies a migration only when its journal time (`when`) is later than the
 * last one the database recorded: one dated earlier than an applied one is skipped for good on
 * every database that existed before it, while fresh databases (every other test) get it. So
 * journal times must increase, and a database made at an earlier migration must reach the last.
 */
const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const journal = JSON.parse(
  readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
) as { entries: Array<{ idx: number; when: number; tag: string }> };

describe('migrations on a database made before them', () => {
  it('are dated in the order they run', () => {
    const late = journal.entries.filter((e, i) => i > 0 && e.when <= journal.entries[i - 1]!.when);
    expect(late.map((e) => e.tag)).toEqual([]);
  });

  it('all run on a database migrated up to 0026, which the journal once dated later than 0027', async () => {
    const older = mkdtempSync(path.join(os.tmpdir(), 'pulso-migrations-'));
    try {
      cpSync(migrationsFolder, older, { recursive: true });
      writeFileSync(
        path.join(older, 'meta', '_journal.json'),
        JSON.stringify({ ...journal, entries: journal.entries.filter((e) => e.idx <= 26) }),
      );
      const client = new PGlite();
      const db = drizzle(client);
      await migrate(db, { migrationsFolder: older });
      await migrate(db, { migrationsFolder });
      const applied = await client.query<{ n: number }>(
        'select count(*)::int as n from drizzle.__drizzle_migrations',
      );
      expect(applied.rows[0]!.n).toBe(journal.entries.length);
      const tables = await client.query<{ t: string }>(
        "select to_regclass('cupos')::text as t union all select to_regclass('tandas')::text",
      );
      expect(tables.rows.map((r) => r.t)).toEqual(['cupos', 'tandas']);
      await client.close();
    } finally {
      rmSync(older, { recursive: true, force: true });
    }
  });
});
