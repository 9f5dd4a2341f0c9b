import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The database's functions (purchase, stock, origin caps, triggers' functions), one file each
 * under functions/, named after the function: its current text is in one place, not spread
 * over the migrations that re-created it (docs/decisions/0084-sql-functions-in-files.md).
 * Applied after the migrations, on every start, under the migrations' lock: each file is a
 * `CREATE OR REPLACE FUNCTION`. Tables, triggers and a function's removal or change of
 * signature stay in migrations; a migration may not create a function (a test checks).
 */
export const FUNCTIONS_FOLDER = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'functions',
);

export interface SqlFunctionFile {
  name: string;
  text: string;
}

export async function readFunctionFiles(): Promise<SqlFunctionFile[]> {
  const files = (await readdir(FUNCTIONS_FOLDER)).filter((f) => f.endsWith('.sql')).sort();
  return Promise.all(
    files.map(async (file) => ({
      name: path.basename(file, '.sql'),
      text: await readFile(path.join(FUNCTIONS_FOLDER, file), 'utf8'),
    })),
  );
}

/**
 * The files in an order that creates each function after those its text names: a `LANGUAGE sql`
 * body is checked when it is created, so one that calls another must come after it. By name
 * otherwise; a cycle keeps the rest by name (plpgsql bodies are only checked when run).
 */
export function inCreationOrder(files: ReadonlyArray<SqlFunctionFile>): SqlFunctionFile[] {
  const calls = (f: SqlFunctionFile) =>
    files.filter((o) => o !== f && new RegExp(`\\b${o.name}\\(`).test(f.text));
  const done: SqlFunctionFile[] = [];
  const visiting = new Set<SqlFunctionFile>();
  const visit = (f: SqlFunctionFile) => {
    if (done.includes(f) || visiting.has(f)) return;
    visiting.add(f);
    for (const callee of calls(f)) visit(callee);
    done.push(f);
  };
  for (const f of [...files].sort((a, b) => a.name.localeCompare(b.name))) visit(f);
  return done;
}

/**
 * Every function file as one multi-statement text: the engines run it as one implicit
 * transaction, so a start sees all of them replaced or none.
 */
export async function functionsScript(): Promise<string> {
  return inCreationOrder(await readFunctionFiles())
    .map((f) => f.text.trimEnd())
    .join('\n\n');
}
