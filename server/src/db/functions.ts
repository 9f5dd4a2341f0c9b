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
 * Every function file as one multi-statement text: the engines run it as one implicit
 * transaction, so a start sees all of them replaced or none.
 */
export async function functionsScript(): Promise<string> {
  return (await readFunctionFiles()).map((f) => f.text.trimEnd()).join('\n\n');
}
