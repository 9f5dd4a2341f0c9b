import { BENCH_JWT_SECRET, benchConfig } from './bench-config';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { eventosPageSchema } from '@shared/api/discovery';
import { sessionUserSchema } from '@shared/api/session';
import { buildApp } from '../server/src/app';
import { createLocalMediaStore } from '../server/src/media/media-store';
import { insertBuyers } from '../server/src/test/bulk-buyers';
import { createTestDatabase } from '../server/src/test/test-database';
import { insertEventsDataset } from './events-dataset';

/**
 * What checking every JSON answer against its response schema costs on the two hottest
 * routes: the events list (a page of 24 on-sale events) and GET /Security/Me. The server's
 * serializer (fastify-type-provider-zod: zod encode, which also drops undeclared fields, then
 * JSON.stringify) beside a bare JSON.stringify of the same answer, alternated in one process,
 * and beside a whole in-process request to the route (app.inject, list cache on). Medians of
 * BENCH_ROUNDS (5) rounds. PGlite, or PostgreSQL with DATABASE_URL.
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const LIST = '/api/v1/Evento/GetEventos?Estado=2&page=1&pageSize=24';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Microseconds per call of `fn`, over `n` calls. */
async function perCall(n: number, fn: () => unknown): Promise<number> {
  const t0 = performance.now();
  for (let i = 0; i < n; i++) await fn();
  return ((performance.now() - t0) / n) * 1000;
}

export async function responseValidationBenchmark() {
  const database = await createTestDatabase();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pulso-bench-zod-'));
  try {
    await insertEventsDataset(database.db, { total: 2_000, onSale: 200 });
    const [buyer] = await insertBuyers(database.db, 1, {
      tag: 'bench-zod',
      jwtSecret: BENCH_JWT_SECRET,
    });
    const config = benchConfig(dataDir);
    const app = await buildApp(config, {
      database,
      mediaStore: createLocalMediaStore(path.join(dataDir, 'media')),
    });
    const routes = [
      {
        route: 'GET /Evento/GetEventos (24 events)',
        url: LIST,
        headers: {},
        schema: eventosPageSchema,
      },
      {
        route: 'GET /Security/Me',
        url: '/api/v1/Security/Me',
        headers: { authorization: `Bearer ${buyer!.token}` },
        schema: z.object({ usuario: sessionUserSchema }),
      },
    ];
    try {
      const rows = [];
      for (const r of routes) {
        const request = () => app.inject({ method: 'GET', url: r.url, headers: r.headers });
        const sample = await request();
        if (sample.statusCode !== 200) throw new Error(`${r.url}: ${sample.statusCode}`);
        const data: unknown = sample.json();
        const serialize = serializerCompiler({ schema: r.schema, method: 'GET', url: r.url });
        const samples = {
          validated: [] as number[],
          bare: [] as number[],
          request: [] as number[],
        };
        for (let round = 0; round <= ROUNDS; round++) {
          const validated = await perCall(2_000, () => serialize(data));
          const bare = await perCall(2_000, () => JSON.stringify(data));
          const whole = await perCall(300, request);
          if (round === 0) continue; // warm-up
          samples.validated.push(validated);
          samples.bare.push(bare);
          samples.request.push(whole);
        }
        const validated = median(samples.validated);
        const bare = median(samples.bare);
        const whole = median(samples.request);
        rows.push({
          engine: database.engine,
          route: r.route,
          bodyKiB: +(Buffer.byteLength(sample.body) / 1024).toFixed(1),
          serializerUs: +validated.toFixed(1),
          jsonStringifyUs: +bare.toFixed(1),
          ratio: +(validated / bare).toFixed(2),
          requestUs: Math.round(whole),
          validationShareOfRequest: +((validated - bare) / whole).toFixed(3),
        });
      }
      return rows;
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`)
  console.table(await responseValidationBenchmark());
