import { BENCH_JWT_SECRET, benchConfig } from './bench-config';
import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { SYNC_BATCH_MAX } from '../shared/domain/door';
import { createTicketVerifier, verifyTicketCode } from '../shared/domain/ticket-code';
import { buildApp } from '../server/src/app';
import type { Database } from '../server/src/db/client';
import {
  entradas,
  eventos,
  fechas,
  ordenes,
  ordenItems,
  puertaPersonal,
  tickets,
  usuarioRoles,
  usuarios,
} from '../server/src/db/schema/index';
import { createTemplateTandas } from '../server/src/modules/cupos';
import { createLocalMediaStore } from '../server/src/media/media-store';
import { createSessionsService } from '../server/src/modules/security/sessions-service';
import { createTokenSigner } from '../server/src/modules/security/tokens';
import { createTestDatabase } from '../server/src/test/test-database';
import { createTicketSigner, type TicketSigner } from '../server/src/tickets/ticket-signer';
import { median, percentile, pgbenchRunner, round } from './ticket-drop';
import { doorDeviceBenchmark } from './door-device';
import { templateType } from '../shared/domain/stock';

/**
 * The door after a night offline: BENCH_DEVICES (5) door devices each sync BENCH_SCANS (2,000)
 * scans of distinct tickets in batches of SYNC_BATCH_MAX, all devices at once, through real
 * HTTP on loopback, on PostgreSQL. Every scan must be admitted exactly once. Check-ins per
 * second and the p99 of a batch (and of a scan: a batch's time over its size) are set beside
 * pgbench simple-update on the same server (a scratch database), measured right before each
 * round, as a ratio. Plus the time to verify one ticket code with verifyTicketCode (what the
 * door app runs for every scan, offline), median over BENCH_VERIFY (2,000) codes in Node.
 */
const DEVICES = Number(process.env.BENCH_DEVICES ?? 5);
const SCANS = Number(process.env.BENCH_SCANS ?? 2000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const VERIFY = Number(process.env.BENCH_VERIFY ?? 2000);
const PGBENCH_SECONDS = Number(process.env.BENCH_PGBENCH_SECONDS ?? 5);
const HOUR = 3600_000;

/** An event whose day starts in an hour (its door is open), with every ticket sold and paid. */
async function doorNight(database: Database, signer: TicketSigner, owner: number, n: number) {
  const db = database.db;
  const now = Date.now();
  const [evento] = await db
    .insert(eventos)
    .values({ idUsuario: owner, nombre: `Puerta ${randomUUID().slice(0, 8)}`, cdEstado: 2 })
    .returning({ idEvento: eventos.idEvento });
  const idEvento = evento!.idEvento;
  const [fecha] = await db
    .insert(fechas)
    .values({
      idEvento,
      inicio: new Date(now + HOUR),
      fin: new Date(now + 9 * HOUR),
      inicioVenta: new Date(now - 24 * HOUR),
      finVenta: new Date(now + HOUR),
    })
    .returning({ idFecha: fechas.idFecha });
  const idFecha = fecha!.idFecha;
  const [stock] = await db
    .insert(entradas)
    .values({ idFecha, cdTipo: 0, ...templateType(0), precio: 10000, cantidad: n, vendidas: n, estado: 0 })
    .returning();
  await createTemplateTandas(db, [stock!]);
  const [orden] = await db
    .insert(ordenes)
    .values({
      idUsuario: owner,
      idEvento,
      estado: 'pagada',
      subtotal: 10000 * n,
      cargoServicio: 1000 * n,
      total: 11000 * n,
      holdExpiresAt: new Date(now),
      idempotencyKey: randomUUID(),
      requestHash: 'bench',
      provider: 'sandbox',
      compradorNombre: 'Bench',
      compradorApellido: 'Titular',
      paidAt: new Date(now),
    })
    .returning({ idOrden: ordenes.idOrden });
  const [item] = await db
    .insert(ordenItems)
    .values({
      idOrden: orden!.idOrden,
      idEntrada: stock!.idEntrada,
      idFecha,
      cdTipo: 0,
      precioUnitario: 10000,
      cantidad: n,
    })
    .returning({ idItem: ordenItems.idItem });
  const iat = Math.floor(now / 1000);
  const codes: string[] = [];
  for (let from = 0; from < n; from += 1000) {
    const rows = Array.from({ length: Math.min(1000, n - from) }, () => {
      const uid = randomUUID();
      const codigo = signer.sign({ tid: uid, idEvento, idFecha, cdTipo: 0, iat });
      codes.push(codigo);
      return {
        uid,
        idOrden: orden!.idOrden,
        idItem: item!.idItem,
        idFecha,
        cdTipo: 0,
        idUsuario: owner,
        codigo,
      };
    });
    await db.insert(tickets).values(rows);
  }
  return { idEvento, idFecha, codes };
}

/** Door staff with door sessions, one per device. */
async function staffDevices(database: Database, idEvento: number, tag: string) {
  const rows = await database.db
    .insert(usuarios)
    .values(
      Array.from({ length: DEVICES }, (_, i) => ({
        nombre: 'Puerta',
        apellido: `${i + 1}`,
        correo: `bench-puerta-${tag}-${i}@pulso.test`,
      })),
    )
    .returning({ idUsuario: usuarios.idUsuario });
  await database.db.insert(usuarioRoles).values(rows.map((r) => ({ ...r, cdRol: 3 })));
  await database.db.insert(puertaPersonal).values(rows.map((r) => ({ ...r, idEvento })));
  const sessions = createSessionsService(database.db, 24);
  const tokens = createTokenSigner(BENCH_JWT_SECRET);
  return Promise.all(
    rows.map(async (r, i) => {
      const { sessionId, expiresAt } = await sessions.create(r.idUsuario, 'bench', 'puerta');
      return {
        token: await tokens.sign(sessionId, r.idUsuario, expiresAt),
        dispositivo: randomUUID(),
        puerta: `Puerta ${i + 1}`,
      };
    }),
  );
}

async function syncRound(
  base: string,
  database: Database,
  signer: TicketSigner,
  owner: number,
  roundNo: number,
) {
  const night = await doorNight(database, signer, owner, DEVICES * SCANS);
  const devices = await staffDevices(
    database,
    night.idEvento,
    `r${roundNo}-${randomBytes(3).toString('hex')}`,
  );
  const batchMs: number[] = [];
  const kinds = new Map<string, number>();
  const count = (kind: string, n = 1) => kinds.set(kind, (kinds.get(kind) ?? 0) + n);
  const scannedAt = new Date(Date.now() - 30 * 60_000).toISOString();
  const started = performance.now();
  await Promise.all(
    devices.map(async (d, i) => {
      const mine = night.codes.slice(i * SCANS, (i + 1) * SCANS);
      for (let from = 0; from < mine.length; from += SYNC_BATCH_MAX) {
        const escaneos = mine.slice(from, from + SYNC_BATCH_MAX).map((codigo) => ({
          idEscaneo: randomUUID(),
          idFecha: night.idFecha,
          puerta: d.puerta,
          dispositivo: d.dispositivo,
          codigo,
          escaneadoAt: scannedAt,
          resultadoLocal: 'admitido',
        }));
        const t0 = performance.now();
        const res = await fetch(`${base}/api/v1/Puerta/Sincronizar`, {
          method: 'POST',
          headers: { authorization: `Bearer ${d.token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ escaneos }),
        });
        const body = (await res.json()) as { resultados?: Array<{ resultado: string }> };
        batchMs.push(performance.now() - t0);
        if (res.status !== 200) count(`http${res.status}`, escaneos.length);
        for (const r of body.resultados ?? []) count(r.resultado);
      }
    }),
  );
  const wallS = (performance.now() - started) / 1000;
  const stored = await database.db.execute<{ used: number; scans: number }>(sql`
    select (select count(*) from ${tickets} where id_fecha = ${night.idFecha} and usado_at is not null)::int as used,
           (select count(*) from escaneos where id_fecha = ${night.idFecha})::int as scans`);
  const total = DEVICES * SCANS;
  const { used, scans } = stored.rows[0]!;
  if (kinds.get('admitido') !== total || Number(used) !== total || Number(scans) !== total)
    throw new Error(
      `door sync lost or doubled scans: ${JSON.stringify(Object.fromEntries(kinds))}, used ${used}, stored ${scans}`,
    );
  batchMs.sort((a, b) => a - b);
  return {
    round: roundNo,
    devices: DEVICES,
    scans: total,
    batchSize: SYNC_BATCH_MAX,
    admitted: kinds.get('admitido') ?? 0,
    wallS: round(wallS, 2),
    checkinsPerS: round(total / wallS),
    batchP50Ms: round(percentile(batchMs, 50)),
    batchP99Ms: round(percentile(batchMs, 99)),
    scanP99Ms: round(percentile(batchMs, 99) / SYNC_BATCH_MAX, 3),
  };
}

/**
 * One code verified in Node: verifyTicketCode (the key imported on every call, as check-in did
 * before) beside createTicketVerifier (the key imported once, as check-in and the door app do).
 */
async function verifyTiming(signer: TicketSigner) {
  const codes = Array.from({ length: VERIFY }, () =>
    signer.sign({ tid: randomUUID(), idEvento: 1, idFecha: 1, cdTipo: 0, iat: 1 }),
  );
  const cached = await createTicketVerifier(signer.publicJwk);
  const each = (code: string) => verifyTicketCode(code, signer.publicJwk);
  for (const c of codes.slice(0, 100)) await Promise.all([each(c), cached(c)]);
  const times = { importEachTime: [] as number[], importedOnce: [] as number[] };
  // Interleaved, so both see the same machine.
  for (const c of codes) {
    for (const [name, verify] of [
      ['importEachTime', each],
      ['importedOnce', cached],
    ] as const) {
      const t0 = performance.now();
      const claims = await verify(c);
      times[name].push(performance.now() - t0);
      if (!claims) throw new Error('a valid code did not verify');
    }
  }
  for (const xs of Object.values(times)) xs.sort((a, b) => a - b);
  const each50 = median(times.importEachTime);
  const once50 = median(times.importedOnce);
  return {
    codes: VERIFY,
    importEachTimeMedianMs: round(each50, 3),
    importEachTimeP99Ms: round(percentile(times.importEachTime, 99), 3),
    importedOnceMedianMs: round(once50, 3),
    importedOnceP99Ms: round(percentile(times.importedOnce, 99), 3),
    speedup: round(each50 / once50, 2),
  };
}

export async function doorBenchmark() {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.log(
      'door: needs PostgreSQL. Run with DATABASE_URL=postgres://user@host:5432/db (throw-away databases are created on that server).',
    );
    return null;
  }
  const scratchName = `pulso_pgbench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${scratchName}`);
  const pgbench = pgbenchRunner(url, scratchName, PGBENCH_SECONDS);
  const database = await createTestDatabase();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pulso-bench-door-'));
  const { privateKey } = generateKeyPairSync('ed25519');
  const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  const signer = createTicketSigner(privateKey);
  const config = benchConfig(dataDir, { TICKET_SIGNING_KEY: pem });
  const app = await buildApp(config, {
    database,
    mediaStore: createLocalMediaStore(path.join(dataDir, 'media')),
  });
  const rounds: Array<
    Awaited<ReturnType<typeof syncRound>> & {
      pgbenchSimpleUpdateTps: number;
      checkinsVsSimpleUpdate: number;
    }
  > = [];
  try {
    pgbench.init();
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    const [owner] = await database.db
      .insert(usuarios)
      .values({ nombre: 'Bench', apellido: 'Organizador', correo: 'bench-door-owner@pulso.test' })
      .returning({ idUsuario: usuarios.idUsuario });
    // Warm-up (JIT, pool, plans), not reported.
    await syncRound(base, database, signer, owner!.idUsuario, 0);
    for (let r = 1; r <= ROUNDS; r++) {
      const pgTps = pgbench.measure();
      const result = await syncRound(base, database, signer, owner!.idUsuario, r);
      rounds.push({
        ...result,
        pgbenchSimpleUpdateTps: round(pgTps.simpleUpdate),
        checkinsVsSimpleUpdate: round(result.checkinsPerS / pgTps.simpleUpdate, 3),
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
    scans: DEVICES * SCANS,
    checkinsPerS: med((r) => r.checkinsPerS),
    batchP50Ms: med((r) => r.batchP50Ms),
    batchP99Ms: med((r) => r.batchP99Ms),
    scanP99Ms: med((r) => r.scanP99Ms, 3),
    pgbenchSimpleUpdateTps: med((r) => r.pgbenchSimpleUpdateTps),
    checkinsVsSimpleUpdate: med((r) => r.checkinsVsSimpleUpdate, 3),
  };
  return { rounds, summary, verify: await verifyTiming(signer) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await doorBenchmark();
  if (result) {
    console.log(
      `Door sync: ${DEVICES} devices × ${SCANS} scans in batches of ${SYNC_BATCH_MAX}, ${ROUNDS} rounds (PostgreSQL):`,
    );
    console.table(result.rounds);
    console.log('Medians (pgbench simple-update on the same server, run before each round):');
    console.table([result.summary]);
    console.log('One code verified in Node (key imported each time vs once):');
    console.table([result.verify]);
  }
  // The "time to verify one code in the browser": bench/door-device.ts.
  const device = await doorDeviceBenchmark();
  console.log('Door device: verify + decide one scan in Chromium, beside a bare WebCrypto verify:');
  console.table(device.rounds);
  console.table([device.summary]);
}
