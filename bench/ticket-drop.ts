import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { ADMISION_HEADER, type FilaVirtualEstado } from '../shared/api/fila-virtual';
import { DESAFIO_HEADER } from '../shared/api/desafio-header';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import pg from 'pg';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import { openDatabase, type Database } from '../server/src/db/client';
import {
  cupos,
  entradaCupos,
  entradas,
  eventos,
  fechas,
  tandas as tandasTable,
  usuarios,
} from '../server/src/db/schema/index';
import { createTemplateTandas } from '../server/src/modules/cupos';
import { createLocalMediaStore } from '../server/src/media/media-store';
import { insertBuyers } from '../server/src/test/bulk-buyers';
import { createTestDatabase } from '../server/src/test/test-database';
import { runLoad, type LoadResult } from './load-run';
import { templateType } from '../shared/domain/stock';

/**
 * The ticket drop: N buyers hit POST /Orden/CrearOrden at the same instant for a fixed stock,
 * through real HTTP on loopback, on PostgreSQL. Sold must equal the stock; errors are counted
 * by kind; orders/s and latency percentiles are set beside pgbench on the same machine and
 * server (a scratch database), as a ratio, and beside the same burst of buyers on
 * GET /Security/Me (the HTTP + session floor of this machine). The same stock sold as three tandas
 * (40 % of it each, one pool) is a setup of its own: buyers come in waves as each step opens.
 * BENCH_BUYERS (500), BENCH_STOCK (100),
 * BENCH_ROUNDS (3, medians reported), BENCH_PGBENCH_SECONDS (5 per mode and round).
 */
export const BUYERS = Number(process.env.BENCH_BUYERS ?? 500);
export const STOCK = Number(process.env.BENCH_STOCK ?? 100);
export const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const PGBENCH_SECONDS = Number(process.env.BENCH_PGBENCH_SECONDS ?? 5);
export const JWT_SECRET = 'bench-secret-bench-secret-bench-secret-00';
const DAY = 86_400_000;

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
export const round = (n: number, digits = 1) => +n.toFixed(digits);

/** A tanda drop's steps: three of 40 % of the stock each, sharing the stock as one pool. */
export const TANDA_STEP = Math.ceil(STOCK * 0.4);

/**
 * An on-sale event whose one night has `STOCK` general tickets, sales open now; with `tandas`,
 * three tandas of TANDA_STEP over a General pool of `STOCK` (docs/decisions/0087-tandas.md).
 */
export async function dropEvent(database: Database, owner: number, tandas = false) {
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
  if (tandas) {
    await tandaStock(database, fecha!.idFecha);
    return { idEvento: evento!.idEvento, idFecha: fecha!.idFecha };
  }
  // The stock as the event form makes it: the row and its type's total (the template's pool).
  await createTemplateTandas(
    database.db,
    await database.db
      .insert(entradas)
      .values({
        idFecha: fecha!.idFecha,
        cdTipo: 0,
        ...templateType(0),
        precio: 25000,
        cantidad: STOCK,
        estado: 0,
      })
      .returning(),
  );
  return { idEvento: evento!.idEvento, idFecha: fecha!.idFecha };
}

/** "1ra/2da/3ra tanda" of TANDA_STEP each, steps 1–3 of one tanda, drawing from a pool of STOCK. */
async function tandaStock(database: Database, idFecha: number) {
  const db = database.db;
  const [tanda] = await db.insert(tandasTable).values({ idFecha, nombre: 'General' }).returning();
  const rows = await db
    .insert(entradas)
    .values(
      ['1ra tanda', '2da tanda', '3ra tanda'].map((nombre, cdTipo) => ({
        idFecha,
        cdTipo,
        nombre,
        admite: 'General',
        precio: 20000 + cdTipo * 5000,
        cantidad: TANDA_STEP,
        estado: 0,
        idTanda: tanda!.idTanda,
        paso: cdTipo + 1,
      })),
    )
    .returning();
  const [pool] = await db
    .insert(cupos)
    .values({ idFecha, nombre: 'General', cantidad: STOCK })
    .returning();
  await db
    .insert(entradaCupos)
    .values(rows.map((r) => ({ idEntrada: r.idEntrada, idCupo: pool!.idCupo })));
}

export const makeBuyers = async (database: Database, n: number, tag: string) =>
  (await insertBuyers(database.db, n, { tag: `bench-${tag}`, jwtSecret: JWT_SECRET })).map(
    (b) => b.token,
  );

export const comprador = {
  nombre: 'Bench',
  apellido: 'Comprador',
  telefono: '1155554444',
  tipoId: 'DNI',
  numeroId: '30123456',
  dtNacimiento: '1990-05-04',
};

/** How the drop reaches the server: straight to CrearOrden, or through the fila virtual. */
export type DropPath = 'direct' | 'fila' | 'tandas';

/** One drop: every buyer once, one ticket each. */
export async function drop(
  base: string,
  database: Database,
  owner: number,
  roundNo: number,
  via: DropPath = 'direct',
) {
  if (via === 'tandas') return tandaDrop(base, database, owner, roundNo);
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
  const fila =
    via === 'fila' ? await throughTheQueue(base, database, target.idFecha, tokens) : null;
  const load = await runLoad({
    url: `${base}/api/v1/Orden/CrearOrden`,
    method: 'POST',
    body,
    tokens,
    ...(fila ? { extraHeaders: fila.admissions.map((a) => ({ [ADMISION_HEADER]: a })) } : {}),
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
    // Sales (201) and refusals (409) take different paths: the tail is the sales'.
    p99SoldMs: round(load.byStatus['201']?.p99Ms ?? NaN),
    p99SinStockMs: round(load.byStatus['409']?.p99Ms ?? NaN),
    meFloorRps: round(BUYERS / floor.durationS),
    // The same burst's p99 on the floor: what the machine and the load client alone cost.
    meFloorP99Ms: round(floor.p99Ms),
    ...(fila ? { filaJoinRps: fila.joinRps, filaEstadoRps: fila.estadoRps } : {}),
  };
}

/**
 * A drop over three tandas (TANDA_STEP each, STOCK shared): in waves, as buyers see the steps
 * open. Every buyer asks for the 1ra; those refused ask for the 2da, then the 3ra. Sold must be
 * TANDA_STEP, TANDA_STEP and the rest of STOCK, step by step.
 */
async function tandaDrop(base: string, database: Database, owner: number, roundNo: number) {
  const target = await dropEvent(database, owner, true);
  const tokens = await makeBuyers(
    database,
    BUYERS,
    `t${roundNo}-${randomBytes(3).toString('hex')}`,
  );
  const floor = await runLoad({ url: `${base}/api/v1/Security/Me`, method: 'GET', tokens });
  const waves: LoadResult[] = [];
  let waiting = tokens;
  for (const cdTipo of [0, 1, 2]) {
    const load = await runLoad({
      url: `${base}/api/v1/Orden/CrearOrden`,
      method: 'POST',
      body: JSON.stringify({
        idEvento: target.idEvento,
        items: [{ idFecha: target.idFecha, cdTipo, cantidad: 1 }],
        comprador,
      }),
      tokens: waiting,
      collectBodies: true,
    });
    waves.push(load);
    waiting = waiting.filter((_, i) => !(load.bodies?.[i] ?? '').includes('"idOrden"'));
  }
  const steps = await database.db.execute<{ vendidas: number }>(
    sql`select vendidas from ${entradas} where id_fecha = ${target.idFecha} order by paso`,
  );
  const vendidas = steps.rows.map((r) => Number(r.vendidas));
  const expected = [TANDA_STEP, TANDA_STEP, STOCK - 2 * TANDA_STEP];
  const sold = waves.reduce((n, w) => n + (w.statusCodes['201'] ?? 0), 0);
  if (vendidas.join() !== expected.join() || sold !== STOCK)
    throw new Error(`tandas: ${sold} answered 201, steps sold ${vendidas.join('/')}`);
  const other = waves.flatMap((w) =>
    Object.entries(w.statusCodes).filter(([code]) => code !== '201' && code !== '409'),
  );
  const wallS = waves.reduce((t, w) => t + w.durationS, 0);
  const requests = waves.reduce((n, w) => n + w.requests, 0);
  const worst = (pick: (w: (typeof waves)[number]) => number | undefined) =>
    round(Math.max(...waves.map((w) => pick(w) ?? NaN).filter((x) => !Number.isNaN(x))));
  return {
    round: roundNo,
    buyers: BUYERS,
    stock: STOCK,
    sold,
    soldEqualsStock: sold === STOCK,
    sinStock409: waves.reduce((n, w) => n + (w.statusCodes['409'] ?? 0), 0),
    errors:
      other.length || waves.some((w) => w.errors || w.timeouts) ? JSON.stringify(other) : 'none',
    wallS: round(wallS, 2),
    requestsPerS: round(requests / wallS),
    ordersPerS: round(sold / wallS),
    p50Ms: round(median(waves.map((w) => w.p50Ms))),
    p99Ms: worst((w) => w.p99Ms),
    p99SoldMs: worst((w) => w.byStatus['201']?.p99Ms),
    p99SinStockMs: worst((w) => w.byStatus['409']?.p99Ms),
    meFloorRps: round(BUYERS / floor.durationS),
    meFloorP99Ms: round(floor.p99Ms),
  };
}

/**
 * The fila virtual before the drop: the day becomes high demand with its sale opening in a
 * moment, every buyer joins (a burst), and at the opening every buyer asks for news (a burst:
 * the draw, then each admission marked and its token answered). The server admits everyone at
 * once (VIRTUAL_QUEUE_ADMIT_PER_MINUTE is set high): what is measured is what the queue adds
 * to each buyer's way in, not the pace an organiser would choose.
 */
async function throughTheQueue(
  base: string,
  database: Database,
  idFecha: number,
  tokens: string[],
) {
  const opening = new Date(Date.now() + 3000);
  await database.db
    .update(fechas)
    .set({ altaDemanda: true, inicioVenta: opening })
    .where(eq(fechas.idFecha, idFecha));
  // Joining needs a solved challenge each: solved before the burst, as each buyer's device
  // does while the page loads.
  const desafios = await solvedChallenges(base, tokens.length);
  const join = await runLoad({
    url: `${base}/api/v1/FilaVirtual/Unirme`,
    method: 'POST',
    body: JSON.stringify({ idFecha }),
    tokens,
    extraHeaders: desafios.map((d) => ({ [DESAFIO_HEADER]: d })),
  });
  if ((join.statusCodes['200'] ?? 0) !== tokens.length)
    throw new Error(`joining the queue: ${JSON.stringify(join.statusCodes)}`);
  await new Promise((resolve) =>
    setTimeout(resolve, Math.max(0, opening.getTime() - Date.now() + 50)),
  );
  const estado = await runLoad({
    url: `${base}/api/v1/FilaVirtual/Estado?IdFecha=${idFecha}`,
    method: 'GET',
    tokens,
    collectBodies: true,
  });
  const admissions = estado.bodies!.map((b) => (JSON.parse(b) as FilaVirtualEstado).token ?? '');
  if (admissions.some((a) => !a)) throw new Error('someone was not admitted at the opening');
  return {
    admissions,
    joinRps: round(tokens.length / join.durationS),
    estadoRps: round(tokens.length / estado.durationS),
  };
}

/**
 * `n` challenges fetched from GET /Desafio and solved with altcha-lib (the x-desafio values);
 * the bench's server draws them easy (serverEnv), so this takes a few milliseconds each.
 */
async function solvedChallenges(base: string, n: number): Promise<string[]> {
  const out: string[] = [];
  for (let i = 0; i < n; i += 1) {
    const res = await fetch(`${base}/api/v1/Desafio`);
    if (!res.ok) throw new Error(`GET /Desafio ${res.status}`);
    const challenge = (await res.json()) as Challenge;
    const solution = await solveChallenge({ challenge, deriveKey });
    if (!solution) throw new Error('challenge not solved');
    out.push(Buffer.from(JSON.stringify({ challenge, solution })).toString('base64'));
  }
  return out;
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

/** The setups each round runs, in this order, each on a fresh event and fresh buyers. */
const SETUPS = [
  { setup: 'one process', via: 'direct' },
  { setup: 'one process, fila virtual', via: 'fila' },
  // Three tandas over the same stock, bought in waves as each step opens.
  { setup: 'one process, tandas', via: 'tandas' },
  { setup: 'three instances + Redis', via: 'direct' },
] as const;

const serverEnv = {
  LOG_LEVEL: 'silent',
  JWT_SECRET,
  STATIC_DIR: '',
  SSR_DIR: '',
  GEO_API_URL: 'http://127.0.0.1:9/georef',
  // Every buyer of the bench comes from 127.0.0.1; in a real drop each has an address.
  RATE_LIMIT_ORDERS_PER_ADDRESS_PER_MINUTE: '1000000',
  // ... and so does the cap on unpaid holds per address (docs/decisions/0076-hostile-users.md).
  HOLDS_PER_ADDRESS_PERCENT: '100',
  // Everyone admitted at the opening (see throughTheQueue).
  VIRTUAL_QUEUE_ADMIT_PER_MINUTE: '100000',
  // Joining the queue needs a solved challenge (docs/decisions/0076-hostile-users.md): the real
  // cost per try, few tries, so the bench's buyers solve theirs quickly; all from one address.
  CHALLENGE_MAX_COUNTER: '10',
  CHALLENGE_PER_ADDRESS_PER_MINUTE: '1000000',
};

/**
 * `npm start`'s server with WEB_CONCURRENCY=3 (three worker processes on one port, as three
 * instances behind a balancer) on a database of its own and the machine's Redis; the bench
 * writes its events and buyers through `database`.
 */
async function startThreeInstances(url: string) {
  const name = `pulso_bench_multi_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pulso-bench-multi-'));
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    env: {
      ...process.env,
      ...serverEnv,
      NODE_ENV: 'development',
      WEB_CONCURRENCY: '3',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: dbUrl.toString(),
      REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
    },
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    const ok = await fetch(`${base}/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (tries > 240 || child.exitCode !== null)
      throw new Error('three instances never became ready');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const database = await openDatabase({ databaseUrl: dbUrl.toString() });
  const [owner] = await database.db
    .insert(usuarios)
    .values({ nombre: 'Bench', apellido: 'Organizador', correo: 'bench-owner@pulso.test' })
    .returning({ idUsuario: usuarios.idUsuario });
  return {
    base,
    database,
    owner: owner!.idUsuario,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
      const a = new pg.Client({ connectionString: url });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    },
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
  const config = loadConfig({ ...serverEnv, NODE_ENV: 'test', DATA_DIR: dataDir });
  const app = await buildApp(config, {
    database,
    mediaStore: createLocalMediaStore(path.join(dataDir, 'media')),
  });
  const rounds: Array<
    { setup: string } & Awaited<ReturnType<typeof drop>> & {
        pgbenchSimpleUpdateTps: number;
        requestsVsSimpleUpdate: number;
      }
  > = [];
  let multi: Awaited<ReturnType<typeof startThreeInstances>> | null = null;
  try {
    pgbench.init();
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    const [owner] = await database.db
      .insert(usuarios)
      .values({ nombre: 'Bench', apellido: 'Organizador', correo: 'bench-owner@pulso.test' })
      .returning({ idUsuario: usuarios.idUsuario });
    multi = await startThreeInstances(url);
    const targetOf = (setup: (typeof SETUPS)[number]) =>
      setup.setup.startsWith('three')
        ? { base: multi!.base, database: multi!.database, owner: multi!.owner }
        : { base, database, owner: owner!.idUsuario };
    // Warm-up (JIT, pools, plans), not reported.
    for (const s of SETUPS) {
      const to = targetOf(s);
      await drop(to.base, to.database, to.owner, 0, s.via);
    }
    for (let r = 1; r <= ROUNDS; r++) {
      const pgTps = pgbench.measure();
      for (const s of SETUPS) {
        const to = targetOf(s);
        const result = await drop(to.base, to.database, to.owner, r, s.via);
        rounds.push({
          setup: s.setup,
          ...result,
          pgbenchSimpleUpdateTps: round(pgTps.simpleUpdate),
          requestsVsSimpleUpdate: round(result.requestsPerS / pgTps.simpleUpdate, 3),
        });
      }
    }
  } finally {
    await multi?.stop();
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
    await admin.query(`DROP DATABASE IF EXISTS ${scratchName} WITH (FORCE)`);
    await admin.end();
  }

  const summary = SETUPS.map(({ setup }) => {
    const mine = rounds.filter((r) => r.setup === setup);
    const med = (pick: (r: (typeof rounds)[number]) => number | undefined, digits = 1) =>
      round(median(mine.map((r) => pick(r) ?? NaN)), digits);
    return {
      setup,
      sold: med((r) => r.sold, 0),
      stock: STOCK,
      requestsPerS: med((r) => r.requestsPerS),
      p50Ms: med((r) => r.p50Ms),
      p99Ms: med((r) => r.p99Ms),
      p99SoldMs: med((r) => r.p99SoldMs),
      p99SinStockMs: med((r) => r.p99SinStockMs),
      meFloorRps: med((r) => r.meFloorRps),
      meFloorP99Ms: med((r) => r.meFloorP99Ms),
      pgbenchSimpleUpdateTps: med((r) => r.pgbenchSimpleUpdateTps),
      requestsVsSimpleUpdate: med((r) => r.requestsVsSimpleUpdate, 3),
      ...(setup.includes('fila')
        ? {
            filaJoinRps: med((r) => ('filaJoinRps' in r ? Number(r.filaJoinRps) : undefined)),
            filaEstadoRps: med((r) => ('filaEstadoRps' in r ? Number(r.filaEstadoRps) : undefined)),
          }
        : {}),
    };
  });
  return { rounds, summary };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await ticketDropBenchmark();
  if (result) {
    console.log(`Ticket drop: ${BUYERS} buyers, ${STOCK} tickets, ${ROUNDS} rounds (PostgreSQL):`);
    console.table(result.rounds);
    console.log('Medians (pgbench on the same machine and server, run before each drop):');
    console.table(result.summary);
  }
}
