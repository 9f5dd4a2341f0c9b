import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Outside production a missing shared secret is generated once and kept in DATA_DIR, so
 * sessions (and sandbox webhooks) survive restarts and every worker process of one machine
 * reads the same value, without anyone inventing a weak secret. Production refuses to start
 * without them instead (config.ts): instances on several machines share no DATA_DIR.
 */
export function resolveStoredSecret(
  configured: string | null,
  dataDir: string,
  fileName: string,
): string {
  if (configured) return configured;
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, fileName);
  try {
    // 'wx': of two processes starting at once, one writes and the other reads its secret.
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  return readFileSync(file, 'utf8').trim();
}

export function resolveJwtSecret(configured: string | null, dataDir: string): string {
  return resolveStoredSecret(configured, dataDir, 'jwt-secret');
}
