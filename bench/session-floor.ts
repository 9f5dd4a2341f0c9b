import { BENCH_JWT_SECRET, benchConfig } from './bench-config';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../server/src/app';
import type { Database } from '../server/src/db/client';
import { createLocalMediaStore } from '../server/src/media/media-store';
import { insertBuyers } from '../server/src/test/bulk-buyers';
import { createTestDatabase } from '../server/src/test/test-database';
import { runLoad } from './load-run';
import { median, round } from './ticket-drop';

/**
 * The authenticated floor: GET /Security/Me (session check and a small JSON answer) sustained
 * from its own process, beside GET /health on the same server (HTTP with no database: this
 * machine's floor), with the session cache off and at its default. 10 connections, 10 tokens,
 * BENCH_SECONDS (10) per load, BENCH_ROUNDS (3) alternating rounds, medians. PGlite, or
 * PostgreSQL with DATABASE_URL.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

async function serve(database: Database, dataDir: string, sessionCacheMs: string | undefined) {
  const config = benchConfig(
    dataDir,
    sessionCacheMs === undefined ? {} : { SESSION_CACHE_MS: sessionCacheMs },
  );
  const app = await buildApp(config, {
    database,
    mediaStore: createLocalMediaStore(path.join(dataDir, 'media')),
  });
  return { app, base: await app.listen({ host: '127.0.0.1', port: 0 }), config };
}

export async function sessionFloorBenchmark() {
  const database = await createTestDatabase();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pulso-bench-me-'));
  const tokens = (
    await insertBuyers(database.db, 10, { tag: 'bench-me', jwtSecret: BENCH_JWT_SECRET })
  ).map((b) => b.token);
  const modes = [
    { mode: 'session cache off', cacheMs: '0' },
    { mode: 'session cache (default)', cacheMs: undefined },
  ];
  const samples = new Map<string, { me: number[]; health: number[]; p99: number[] }>();
  try {
    for (let r = 0; r <= ROUNDS; r++) {
      for (const { mode, cacheMs } of modes) {
        const { app, base } = await serve(database, dataDir, cacheMs);
        try {
          const load = (url: string) =>
            runLoad({
              url,
              method: 'GET',
              tokens,
              durationS: r === 0 ? 2 : SECONDS,
              connections: 10,
            });
          const me = await load(`${base}/api/v1/Security/Me`);
          const health = await load(`${base}/health`);
          if ((me.statusCodes['200'] ?? 0) !== me.requests)
            throw new Error(`/Security/Me: ${JSON.stringify(me.statusCodes)}`);
          if (r === 0) continue; // warm-up
          const s = samples.get(mode) ?? { me: [], health: [], p99: [] };
          s.me.push(me.averageRps);
          s.health.push(health.averageRps);
          s.p99.push(me.p99Ms);
          samples.set(mode, s);
        } finally {
          await app.close();
        }
      }
    }
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return [...samples].map(([mode, s]) => ({
    engine: database.engine,
    mode,
    meRps: round(median(s.me), 0),
    meRpsRuns: s.me.map((v) => round(v, 0)).join(' / '),
    healthRps: round(median(s.health), 0),
    meVsHealth: round(median(s.me.map((v, i) => v / s.health[i]!)), 2),
    p99Ms: round(median(s.p99), 1),
  }));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log('GET /Security/Me sustained (10 connections, own process) beside GET /health:');
  console.table(await sessionFloorBenchmark());
}
