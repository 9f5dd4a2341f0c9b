import { benchConfig } from './bench-config';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildApp } from '../server/src/app';
import type { Database } from '../server/src/db/client';
import { createLocalMediaStore } from '../server/src/media/media-store';
import { createTestDatabase } from '../server/src/test/test-database';
import { insertEventsDataset } from './events-dataset';

/**
 * GET /Evento/GetEventos?Estado=2 (the home page's query) under load on loopback, beside the
 * same server answering a precomputed JSON of the same size: the ratio says what the query
 * and serialization cost over Fastify's floor. 10,000 events, 1,000 on sale; measured with
 * both caches off (every view built by the database), with the page cache off and the events'
 * view cache on (the default: availability still read by every request), and with both on.
 * PGlite, or PostgreSQL with DATABASE_URL.
 */
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;
const QUERY = '/api/v1/Evento/GetEventos?Estado=2&page=1&pageSize=24';

async function load(url: string) {
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
  if (r.non2xx > 0 || r.errors > 0)
    throw new Error(`${url}: ${r.non2xx} non-2xx, ${r.errors} errors`);
  return { rps: Math.round(r.requests.average), p99: r.latency.p99 };
}

async function measure(database: Database, dataDir: string, cacheMs: number, viewCacheMs?: number) {
  const config = benchConfig(dataDir, {
    EVENTS_LIST_CACHE_MS: String(cacheMs),
    ...(viewCacheMs === undefined ? {} : { EVENT_VIEW_CACHE_MS: String(viewCacheMs) }),
  });
  const app = await buildApp(config, {
    database,
    mediaStore: createLocalMediaStore(path.join(dataDir, 'media')),
  });
  let body = '';
  // The floor: the same server sending the same bytes, with no query and no serialization.
  app.get('/bench/precomputed', async (_req, reply) =>
    reply.type('application/json; charset=utf-8').send(body),
  );
  const sample = await app.inject({ method: 'GET', url: QUERY });
  if (sample.statusCode !== 200)
    throw new Error(`GetEventos answered ${sample.statusCode}: ${sample.body}`);
  body = sample.body;
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  try {
    await load(`${base}${QUERY}`); // warm-up: JIT, connection pool, database pages
    const list = await load(`${base}${QUERY}`);
    const floor = await load(`${base}/bench/precomputed`);
    return {
      engine: database.engine,
      listCacheMs: cacheMs,
      viewCache: viewCacheMs === 0 ? 'off' : 'on',
      onSale: sample.json<{ total: number }>().total,
      bodyKiB: +(Buffer.byteLength(body) / 1024).toFixed(1),
      listRps: list.rps,
      listP99Ms: list.p99,
      precomputedRps: floor.rps,
      precomputedP99Ms: floor.p99,
      rpsRatio: +(list.rps / floor.rps).toFixed(3),
    };
  } finally {
    await app.close();
  }
}

export async function eventsListBenchmark() {
  const database = await createTestDatabase();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pulso-bench-'));
  try {
    await insertEventsDataset(database.db, { total: 10_000, onSale: 1_000 });
    return [
      // Every view built by the database (the statement alone), then the default: views and
      // pages kept exact by notifications, availability read live; then the 2 s page cache.
      await measure(database, dataDir, 0, 0),
      await measure(database, dataDir, 0),
      await measure(database, dataDir, 2000),
    ];
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.table(await eventsListBenchmark());
