import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Everything an e2e run writes to disk (the catalogue lock, the stack's database, the files
 * handed to the pickers) lives in one folder per run: playwright.config.ts makes it in the
 * runner, its workers and the stack inherit it, and the global teardown removes it.
 */
export const RUN_DIR_ENV = 'PULSO_E2E_RUN_DIR';
/** Holds the same folder when the config made it, so the teardown removes only its own. */
export const RUN_DIR_OWNED_ENV = 'PULSO_E2E_RUN_DIR_OWNED';

/** Makes the run's folder unless one is already set (answers it either way). */
export function ensureRunDir(): string {
  const existing = process.env[RUN_DIR_ENV];
  if (existing) return existing;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pulso-e2e-run-'));
  process.env[RUN_DIR_ENV] = dir;
  process.env[RUN_DIR_OWNED_ENV] = dir;
  return dir;
}

/** A new folder inside the run's folder (the system's temporary folder outside a run). */
export function runTempDir(prefix: string): string {
  return mkdtempSync(path.join(process.env[RUN_DIR_ENV] ?? os.tmpdir(), prefix));
}
