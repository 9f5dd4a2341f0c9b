import { rmSync } from 'node:fs';
import { RUN_DIR_ENV, RUN_DIR_OWNED_ENV } from './run-dir';

/** Removes the run's folder (see run-dir.ts) when playwright.config.ts made it for this run. */
export default function globalTeardown() {
  const dir = process.env[RUN_DIR_ENV];
  if (dir && process.env[RUN_DIR_OWNED_ENV] === dir) rmSync(dir, { recursive: true, force: true });
}
