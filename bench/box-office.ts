import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { build, type Rolldown } from 'vite';
import type { Caja, VentaPuerta } from '../shared/api/boleteria';
import { CUPO_PUERTA_MAX, VENTAS_PUERTA_LOTE_MAX } from '../shared/domain/boleteria';
import { templateType } from '../shared/domain/stock';
import { CHROMIUM_ARGS, findChromium } from '../e2e/support/browser';
import { buildApp } from '../server/src/app';
import type { Database } from '../server/src/db/client';
import {
  entradas,
  eventos,
  fechas,
  ordenes,
  tickets,
  usuarios,
} from '../server/src/db/schema/index';
import { createLocalMediaStore } from '../server/src/media/media-store';
import { createTemplateTandas } from '../server/src/modules/cupos';
import { createSessionsService } from '../server/src/modules/security/sessions-service';
import { createTokenSigner } from '../server/src/modules/security/tokens';
import { createTestDatabase } from '../server/src/test/test-database';
import { BENCH_JWT_SECRET, benchConfig } from './bench-config';
import { median, percentile, pgbenchRunner, round } from './ticket-drop';

/**
 * The box office (docs/decisions/0094-box-office.md), in two figures:
 * - a device selling offline: BENCH_BO_SALES (500) sales through the door app's own BoxOffice in
 *   Chromium (allotment check, IndexedDB, the sync found offline), beside one bare IndexedDB put
 *   of the same record: sales per second per device, and the ratio;
 * - the sync of a night's sales: BENCH_BO_DEVICES (5) devices with BENCH_BO_NIGHT (400) sales
 *   each (1 to 3 tickets) send them at once, in batches of VENTAS_PUERTA_LOTE_MAX, through real
 *   HTTP on loopback, on PostgreSQL; every sale recorded once (the first batch is sent again
 *   and records nothing). Sales per second beside pgbench simple-update on the same server.
 * Medians over BENCH_ROUNDS (3).
 */
const SALES = Number(process.env.BENCH_BO_SALES ?? 500);
const DEVICES = Number(process.env.BENCH_BO_DEVICES ?? 5);
const NIGHT = Number(process.env.BENCH_BO_NIGHT ?? 400);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const PGBENCH_SECONDS = Number(process.env.BENCH_PGBENCH_SECONDS ?? 5);
const HOUR = 3600_000;

async function bundle(): Promise<string> {
  const out = (await build({
    configFile: false,
    logLevel: 'silent',
    resolve: { alias: { '@shared': fileURLToPath(new URL('../shared', import.meta.url)) } },
    build: {
      write: false,
      minify: true,
      lib: {
        entry: fileURLToPath(new URL('./box-office-device-entry.ts', import.meta.url)),
        formats: ['iife'],
        name: 'pulsoBoxOfficeBench',
      },
    },
  })) as Rolldown.RolldownOutput[] | Rolldown.RolldownOutput;
  const first = Array.isArray(out) ? out[0]! : out;
  return (first.output[0] as Rolldown.OutputChunk).code;
}

export async function boxOfficeDeviceBenchmark() {
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const script = await bundle();
    await page.route('http://localhost/box-office-bench', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><script>${script.replace(/<\/script/g, '<\\/script')}</script>`,
      }),
    );
    await page.goto('http://localhost/box-office-bench');
    const run = () =>
      page.evaluate(
        (n) =>
          (
            globalThis as unknown as {
              pulsoBoxOfficeBench: { run(n: number): Promise<{ appMs: number; floorMs: number }> };
            }
          ).pulsoBoxOfficeBench.run(n),
        SALES,
      );
    await run(); // warm-up
    const rounds = [];
    for (let r = 0; r < ROUNDS; r++) rounds.push(await run());
    const saleMs = median(rounds.map((r) => r.appMs).sort((a, b) => a - b));
    const putMs = median(rounds.map((r) => r.floorMs).sort((a, b) => a - b));
    return {
      rounds: rounds.map((r) => ({ saleMs: round(r.appMs, 3), bareIdbPutMs: round(r.floorMs, 3) })),
      summary: {
        sales: SALES,
        saleMs: round(saleMs, 3),
        bareIdbPutMs: round(putMs, 3),
        saleVsBarePut: round(saleMs / putMs, 2),
        salesPerSecondPerDevice: Math.round(1000 / saleMs),
      },
    };
  } finally {
    await browser.close();
  }
}

/** A day whose door is open, its General on door sale with enough places for the night. */
async function doorSaleNight(database: Database, owner: number, places: number) {
  const db = database.db;
  const now = Date.now();
  const [evento] = await db
    .insert(eventos)
    .values({ idUsuario: owner, nombre: `Boletería ${randomUUID().slice(0, 8)}`, cdEstado: 2 })
    .returning({ idEvento: eventos.idEvento });
  const [fecha] = await db
    .insert(fechas)
    .values({
      idEvento: evento!.idEvento,
      inicio: new Date(now + HOUR),
      fin: new Date(now + 9 * HOUR),
      inicioVenta: new Date(now - 24 * HOUR),
      finVenta: new Date(now + HOUR),
    })
    .returning({ idFecha: fechas.idFecha });
  const [stock] = await db
    .insert(entradas)
    .values({
      idFecha: fecha!.idFecha,
      cdTipo: 0,
      ...templateType(0),
      precio: 5000,
      precioPuerta: 6000,
      cantidad: places,
      estado: 0,
    })
    .returning();
  await createTemplateTandas(db, [stock!]);
  return { idEvento: evento!.idEvento, idFecha: fecha!.idFecha, idEntrada: stock!.idEntrada };
}

const ticketsOf = (i: number) => (i % 3) + 1;

async function syncRound(base: string, database: Database, owner: number, token: string) {
  const perDevice = Array.from({ length: NIGHT }, (_, i) => ticketsOf(i)).reduce((a, b) => a + b);
  const night = await doorSaleNight(database, owner, DEVICES * perDevice);
  const call = async <T>(url: string, body: unknown): Promise<{ status: number; body: T }> => {
    const res = await fetch(`${base}/api/v1/Boleteria/${url}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as T };
  };
  // Each device opens its caja and takes its night's places while online.
  const cajas = [];
  for (let d = 0; d < DEVICES; d++) {
    const caja = await call<Caja>('AbrirCaja', { idFecha: night.idFecha, dispositivo: `dev-${d}` });
    for (let left = perDevice; left > 0; left -= CUPO_PUERTA_MAX) {
      const cupo = await call<Caja>('Cupo', {
        idCaja: caja.body.idCaja,
        idEntrada: night.idEntrada,
        cantidad: Math.min(left, CUPO_PUERTA_MAX),
      });
      if (cupo.status !== 200) throw new Error(`allotment ${cupo.status}`);
    }
    cajas.push(caja.body.idCaja);
  }
  const soldAt = new Date(Date.now() - 30 * 60_000).toISOString();
  const salesOf = (): VentaPuerta[] =>
    Array.from({ length: NIGHT }, (_, i) => ({
      idVenta: randomUUID(),
      idEntrada: night.idEntrada,
      cantidad: ticketsOf(i),
      medio: i % 4 === 0 ? 'transferencia' : 'efectivo',
      vendidaAt: soldAt,
      ingresa: true,
      puerta: 'Boletería',
    }));
  const batchMs: number[] = [];
  const nights = cajas.map(salesOf);
  const started = performance.now();
  await Promise.all(
    cajas.map(async (idCaja, d) => {
      for (let from = 0; from < NIGHT; from += VENTAS_PUERTA_LOTE_MAX) {
        const t0 = performance.now();
        const r = await call<{ ventas: Array<{ motivo: string | null }> }>('Vender', {
          idCaja,
          ventas: nights[d]!.slice(from, from + VENTAS_PUERTA_LOTE_MAX),
        });
        batchMs.push(performance.now() - t0);
        if (r.status !== 200 || r.body.ventas.some((v) => v.motivo !== null))
          throw new Error(`sync ${r.status} ${JSON.stringify(r.body).slice(0, 300)}`);
      }
    }),
  );
  const wallS = (performance.now() - started) / 1000;
  // A replay of the first batch records nothing more.
  await call('Vender', { idCaja: cajas[0], ventas: nights[0]!.slice(0, VENTAS_PUERTA_LOTE_MAX) });
  const stored = await database.db.execute<{ orders: number; tickets: number }>(sql`
    select (select count(*) from ${ordenes} where id_evento = ${night.idEvento} and origen = 'puerta')::int as orders,
           (select count(*) from ${tickets} tk join ${ordenes} o on o.id_orden = tk.id_orden
             where o.id_evento = ${night.idEvento})::int as tickets`);
  const { orders, tickets: issued } = stored.rows[0]!;
  if (Number(orders) !== DEVICES * NIGHT || Number(issued) !== DEVICES * perDevice)
    throw new Error(`box office sync lost or doubled sales: ${orders} orders, ${issued} tickets`);
  batchMs.sort((a, b) => a - b);
  return {
    devices: DEVICES,
    sales: DEVICES * NIGHT,
    tickets: DEVICES * perDevice,
    wallS: round(wallS, 2),
    salesPerS: round((DEVICES * NIGHT) / wallS),
    ticketsPerS: round((DEVICES * perDevice) / wallS),
    batchP50Ms: round(percentile(batchMs, 50)),
    batchP99Ms: round(percentile(batchMs, 99)),
  };
}

export async function boxOfficeSyncBenchmark() {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.log('box office sync: needs PostgreSQL (DATABASE_URL).');
    return null;
  }
  const scratchName = `pulso_pgbench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${scratchName}`);
  const pgbench = pgbenchRunner(url, scratchName, PGBENCH_SECONDS);
  const database = await createTestDatabase();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pulso-bench-box-office-'));
  const app = await buildApp(benchConfig(dataDir), {
    database,
    mediaStore: createLocalMediaStore(path.join(dataDir, 'media')),
  });
  const rounds: Array<
    Awaited<ReturnType<typeof syncRound>> & {
      round: number;
      pgbenchSimpleUpdateTps: number;
      salesVsSimpleUpdate: number;
    }
  > = [];
  try {
    pgbench.init();
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    const [owner] = await database.db
      .insert(usuarios)
      .values({
        nombre: 'Bench',
        apellido: 'Boletería',
        correo: `bench-bo-${scratchName}@pulso.test`,
      })
      .returning({ idUsuario: usuarios.idUsuario });
    const { sessionId, expiresAt } = await createSessionsService(database.db, 24).create(
      owner!.idUsuario,
      'bench',
      'puerta',
    );
    const token = await createTokenSigner(BENCH_JWT_SECRET).sign(
      sessionId,
      owner!.idUsuario,
      expiresAt,
    );
    await syncRound(base, database, owner!.idUsuario, token); // warm-up
    for (let r = 1; r <= ROUNDS; r++) {
      const pgTps = pgbench.measure().simpleUpdate;
      const result = await syncRound(base, database, owner!.idUsuario, token);
      rounds.push({
        round: r,
        ...result,
        pgbenchSimpleUpdateTps: round(pgTps),
        salesVsSimpleUpdate: round(result.salesPerS / pgTps, 3),
      });
    }
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
    await admin.query(`DROP DATABASE IF EXISTS ${scratchName} WITH (FORCE)`);
    await admin.end();
  }
  const med = (pick: (r: (typeof rounds)[number]) => number, digits = 1) =>
    round(median(rounds.map(pick).sort((a, b) => a - b)), digits);
  return {
    rounds,
    summary: {
      sales: DEVICES * NIGHT,
      salesPerS: med((r) => r.salesPerS),
      ticketsPerS: med((r) => r.ticketsPerS),
      batchP99Ms: med((r) => r.batchP99Ms),
      pgbenchSimpleUpdateTps: med((r) => r.pgbenchSimpleUpdateTps),
      salesVsSimpleUpdate: med((r) => r.salesVsSimpleUpdate, 3),
    },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log('Box office, one device offline: a sale in Chromium beside a bare IndexedDB put:');
  const device = await boxOfficeDeviceBenchmark();
  console.table(device.rounds);
  console.table([device.summary]);
  console.log(
    'Box office, the sync of a night (PostgreSQL; real HTTP on loopback, beside pgbench):',
  );
  const sync = await boxOfficeSyncBenchmark();
  if (sync) {
    console.table(sync.rounds);
    console.table([sync.summary]);
  }
}
