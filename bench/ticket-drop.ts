import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import type { Database } from '../server/src/db/client';
import { entradas, eventos, fechas, usuarios } from '../server/src/db/schema/index';
import { createLocalMediaStore } from '../server/src/media/media-store';
import { insertBuyers } from '../server/src/test/bulk-buyers';
import { createTestDatabase } from '../server/src/test/test-database';

/**
 * The ticket drop: N buyers hit POST /Orden/CrearOrden at the same instant for a fixed stock,
 * through real HTTP on loopback, on PostgreSQL. Sold must equal the stock; errors are counted
 * by kind; orders/s and latency percentiles are set beside pgbench on the same machine and
 * server (a scratch database), as a ratio, and beside the same burst of buyers on
 * GET /Security/Me (the HTTP + session floor of this machine). BENCH_BUYERS (500), BENCH_STOCK (100),
 * BENCH_ROUNDS (3, medians reported), BENCH_PGBENCH_SECONDS (5 per mode and round).
 */
const BUYERS = Number(process.env.BENCH_BUYERS ?? 500);
const STOCK = Number(process.env.BENCH_STOCK ?? 100);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const PGBENCH_SECONDS = Number(process.env.BENCH_PGBENCH_SECONDS ?? 5);
const JWT_SECRET = 'bench-secret-bench-secret-bench-secret-00';
const DAY = 86_400_000;

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
export const round = (n: number, digits = 1) => +n.toFixed(digits);

/** An on-sale event whose one night has `STOCK` general tickets, sales open now. */
async function dropEvent(database: Database, owner: number) {
  const now = Date.now();
  const [evento] = await database.db
    .insert(eventos)
    .values({ idUsuario: owner, nombre: `Drop ${randomUUID().slice(0, 8)}`, cdEstado: 2 })
    .returning({ idEvento: eventos.idEvento });
  const [fecha] = await database.db
    .insert(fechas)
    .values({
      idEvento: evento!.idEvento,
      inicio: new Date(now + 7 * DAY),
      fin: new Date(now + 7 * DAY + 8 * 3600_000),
      inicioVenta: new Date(now - DAY),
      finVenta: new Date(now + 7 * DAY),
    })
    .returning({ idFecha: fechas.idFecha });
  await database.db
    .insert(entradas)
    .values({ idFecha: fecha!.idFecha, cdTipo: 0, precio: 25000, cantidad: STOCK, estado: 0 });
  return { idEvento: evento!.idEvento, idFecha: fecha!.idFecha };
}

const makeBuyers = async (database: Database, n: number, tag: string) =>
  (await insertBuyers(database.db, n, { tag: `bench-${tag}`, jwtSecret: JWT_SECRET })).map(
    (b) => b.token,
  );

const comprador = {
  nombre: 'Bench',
  apellido: 'Comprador',
  telefono: '1155554444',
  tipoId: 'DNI',
  numeroId: '30123456',
  dtNacimiento: '1990-05-04',
};

const execFileAsync = promisify(execFile);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);

interface LoadResult {
  durationS: number;
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
  p50Ms: number;
  p99Ms: number;
}

/**
 * One burst from bench/load-client.ts in its own process: every token one request, over
 * CONNECTIONS kept-alive connections (as a load balancer keeps them to an instance).
 */
async function runLoad(job: {
  url: string;
  method: 'GET' | 'POST';
  body?: string;
  tokens: string[];
}) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pulso-load-'));
  const file = path.join(dir, 'job.json');
  writeFileSync(file, JSON.stringify({ ...job, connections: CONNECTIONS }));
  try {
    // Asynchronously: the server under test answers from this process meanwhile.
    const { stdout } = await execFileAsync(process.execPath, [
      '--import',
      'tsx',
      'bench/load-client.ts',
      file,
    ]);
    return JSON.parse(stdout.trim().split('\n').pop()!) as LoadResult;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** One drop: every buyer once, one ticket each. */
async function drop(base: string, database: Database, owner: number, roundNo: number) {
  const target = await dropEvent(database, owner);
  const tokens = await makeBuyers(
    database,
    BUYERS,
    `r${roundNo}-${randomBytes(3).toString('hex')}`,
  );
  const body = JSON.stringify({
    idEvento: target.idEvento,
    items: [{ idFecha: target.idFecha, cdTipo: 0, cantidad: 1 }],
    comprador,
  });
  // The floor on this machine: the same buyers on GET /Security/Me (session check and a
  // small JSON answer, no purchase), from the same load generator.
  const floor = await runLoad({ url: `${base}/api/v1/Security/Me`, method: 'GET', tokens });
  const load = await runLoad({
    url: `${base}/api/v1/Orden/CrearOrden`,
    method: 'POST',
    body,
    tokens,
  });
  const codes = load.statusCodes;
  const kinds = new Map<string, number>(
    Object.entries(codes).map(([code, n]) => [
      code === '201' ? 'sold' : code === '409' ? 'sinStock' : `http${code}`,
      n,
    ]),
  );
  if (load.errors || load.timeouts) kinds.set('network', load.errors + load.timeouts);
  const wallS = load.durationS;
  const stock = await database.db.execute<{ vendidas: number; cantidad: number }>(
    sql`select vendidas, cantidad from ${entradas} where id_fecha = ${target.idFecha}`,
  );
  const sold = kinds.get('sold') ?? 0;
  const vendidas = stock.rows[0]!.vendidas;
  if (vendidas !== sold || sold > STOCK)
    throw new Error(`oversold or lost: ${sold} orders answered 201, vendidas = ${vendidas}`);
  const errors = Object.fromEntries([...kinds].filter(([k]) => k !== 'sold' && k !== 'sinStock'));
  return {
    round: roundNo,
    buyers: BUYERS,
    stock: STOCK,
    sold,
    soldEqualsStock: sold === STOCK,
    sinStock409: kinds.get('sinStock') ?? 0,
    errors: Object.keys(errors).length ? JSON.stringify(errors) : 'none',
    wallS: round(wallS, 2),
    requestsPerS: round(BUYERS / wallS),
    ordersPerS: round(sold / wallS),
    p50Ms: round(load.p50Ms),
    p99Ms: round(load.p99Ms),
    meFloorRps: round(BUYERS / floor.durationS),
  };
}

/**
 * pgbench on a scratch database of the same server (`pgbench -i -s 1` once), run right
 * before each drop so both see the same machine load: TPS of select-only (-S) and
 * simple-update (-N), 8 clients.
 */
export function pgbenchRunner(url: string, name: string, seconds = PGBENCH_SECONDS) {
  const scratch = new URL(url);
  scratch.pathname = `/${name}`;
  const run = (args: string[]) =>
    execFileSync('pgbench', [...args, scratch.toString()], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  const tps = (out: string) => Number(/tps = ([\d.]+)/.exec(out)?.[1] ?? NaN);
  const common = ['-T', String(seconds), '-c', '8', '-j', '2', '-n'];
  return {
    init: () => run(['-i', '-q', '-s', '1']),
    measure: () => ({
      selectOnly: tps(run([...common, '-S'])),
      simpleUpdate: tps(run([...common, '-N'])),
    }),
  };
}

export async function ticketDropBenchmark() {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.log(
      'ticket drop: needs PostgreSQL. Run with DATABASE_URL=postgres://user@host:5432/db (throw-away databases are created on that server).',
    );
    return null;
  }
  const scratchName = `pulso_pgbench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${scratchName}`);
  const pgbench = pgbenchRunner(url, scratchName);
  const database = await createTestDatabase();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pulso-bench-drop-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    JWT_SECRET,
    STATIC_DIR: '',
    GEO_API_URL: 'http://127.0.0.1:9/georef',
    // Every buyer of the bench comes from 127.0.0.1; in a real drop each has an address.
    RATE_LIMIT_ORDERS_PER_ADDRESS_PER_MINUTE: '1000000',
  });
  const app = await buildApp(config, {
    database,
    mediaStore: createLocalMediaStore(path.join(dataDir, 'media')),
  });
  const rounds: Array<
    Awaited<ReturnType<typeof drop>> & {
      pgbenchSelectOnlyTps: number;
      pgbenchSimpleUpdateTps: number;
      requestsVsSimpleUpdate: number;
    }
  > = [];
  try {
    pgbench.init();
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    const [owner] = await database.db
      .insert(usuarios)
      .values({ nombre: 'Bench', apellido: 'Organizador', correo: 'bench-owner@pulso.test' })
      .returning({ idUsuario: usuarios.idUsuario });
    // Warm-up (JIT, pool, plans), not reported.
    await drop(base, database, owner!.idUsuario, 0);
    for (let r = 1; r <= ROUNDS; r++) {
      const pgTps = pgbench.measure();
      const result = await drop(base, database, owner!.idUsuario, r);
      rounds.push({
        ...result,
        pgbenchSelectOnlyTps: round(pgTps.selectOnly),
        pgbenchSimpleUpdateTps: round(pgTps.simpleUpdate),
        requestsVsSimpleUpdate: round(result.requestsPerS / pgTps.simpleUpdate, 3),
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
    round(median(rounds.map(pick)), digits);
  const summary = {
    sold: med((r) => r.sold, 0),
    stock: STOCK,
    ordersPerS: med((r) => r.ordersPerS),
    requestsPerS: med((r) => r.requestsPerS),
    p50Ms: med((r) => r.p50Ms),
    p99Ms: med((r) => r.p99Ms),
    meFloorRps: med((r) => r.meFloorRps),
    pgbenchSelectOnlyTps: med((r) => r.pgbenchSelectOnlyTps),
    pgbenchSimpleUpdateTps: med((r) => r.pgbenchSimpleUpdateTps),
    requestsVsSimpleUpdate: med((r) => r.requestsVsSimpleUpdate, 3),
  };
  return { rounds, summary };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await ticketDropBenchmark();
  if (result) {
    console.log(`Ticket drop: ${BUYERS} buyers, ${STOCK} tickets, ${ROUNDS} rounds (PostgreSQL):`);
    console.table(result.rounds);
    console.log('Medians (pgbench on the same machine and server, run before each drop):');
    console.table([result.summary]);
  }
}
