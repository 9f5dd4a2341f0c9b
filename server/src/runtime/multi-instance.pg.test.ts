import { spawn, type ChildProcess } from 'node:child_process';
import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrdenView } from '@shared/api/checkout';
import { LOGIN_LIMITS } from '@shared/domain/limits';
import { DESAFIO_MSG } from '@shared/texts/desafio';
import { openDatabase, type Database } from '../db/client';
import { pagos, sandboxPagos, tickets, usuarios } from '../db/schema/index';
import { signWebhook } from '../payments/webhook-signature';
import { insertBuyers } from '../test/bulk-buyers';
import { comprador } from '../test/checkout-fixtures';
import { insertEvento } from '../test/discovery-fixtures';

/**
 * Issue 12's proof that Pulso runs as several instances: three real server processes on one
 * PostgreSQL database and one Redis, a 1,000-buyer drop spread across them, one instance
 * killed with SIGKILL in the middle and started again. Runs when DATABASE_URL is set.
 */
const url = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const STOCK = 300;
const BUYERS = 1000;
const CONCURRENCY = 50;

const secrets = {
  JWT_SECRET: randomBytes(32).toString('base64url'),
  SANDBOX_WEBHOOK_SECRET: randomBytes(24).toString('base64url'),
  TICKET_SIGNING_KEY: generateKeyPairSync('ed25519')
    .privateKey.export({ type: 'pkcs8', format: 'pem' })
    .toString(),
};

interface Instance {
  port: number;
  base: string;
  dataDir: string;
  process: ChildProcess;
  /** Every JSON log line the process printed (pino). */
  logs: Array<Record<string, unknown>>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const dbName = `pulso_multi_${randomBytes(5).toString('hex')}`;
const dbUrl = () => {
  const u = new URL(url!);
  u.pathname = `/${dbName}`;
  return u.toString();
};

async function admin(query: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

function start(port: number, dataDir: string, logs: Instance['logs'] = []): Instance {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    env: {
      ...process.env,
      ...secrets,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: dbUrl(),
      REDIS_URL: redisUrl,
      DATA_DIR: dataDir,
      STATIC_DIR: '',
      SSR_DIR: '',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'debug',
      TRUST_PROXY: 'true',
      RATE_LIMIT_LOGIN_PER_MINUTE: '5',
      RATE_LIMIT_ORDERS_PER_ADDRESS_PER_MINUTE: '100000',
      // The drop's buyers share one address here (docs/decisions/0076-hostile-users.md).
      HOLDS_PER_ADDRESS_PERCENT: '100',
      PAYMENT_JOBS_INTERVAL_MS: '1000',
      EVENT_LIFECYCLE_INTERVAL_MS: '1000',
      GEO_API_URL: 'http://127.0.0.1:9/georef',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let buffer = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    buffer += chunk.toString();
    const lines = buffer.split('\n');
    buffer = lines.pop()!;
    for (const line of lines) if (line.startsWith('{')) logs.push(JSON.parse(line));
  });
  child.stderr!.on('data', () => {});
  return { port, base: `http://127.0.0.1:${port}`, dataDir, process: child, logs };
}

async function ready(instance: Instance, ms = 90_000) {
  const end = Date.now() + ms;
  for (;;) {
    try {
      if ((await fetch(`${instance.base}/ready`)).status === 200) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > end) throw new Error(`instance on ${instance.port} never became ready`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

let database: Database;
let instances: Instance[] = [];

beforeAll(async () => {
  if (!url) return;
  await admin(`CREATE DATABASE ${dbName}`);
  const ports = [await freePort(), await freePort(), await freePort()];
  // All three start at once on an empty database: the migrations run once, the others wait.
  instances = ports.map((port) => start(port, mkdtempSync(path.join(os.tmpdir(), 'pulso-i-'))));
  await Promise.all(instances.map((i) => ready(i)));
  database = await openDatabase({ databaseUrl: dbUrl() });
}, 120_000);

afterAll(async () => {
  if (!url) return;
  for (const i of instances) i.process.kill('SIGKILL');
  await database?.close();
  for (const i of instances) rmSync(i.dataDir, { recursive: true, force: true });
  await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
});

/** Buyers with sessions signed by the instances' shared secret. */
const makeBuyers = async (n: number) =>
  (await insertBuyers(database.db, n, { tag: 'multi', jwtSecret: secrets.JWT_SECRET })).map(
    (b) => b.token,
  );

/** A request to instance `first`, moving on to the next live one when it cannot answer. */
async function send(
  first: number,
  request: (base: string) => Promise<Response>,
): Promise<Response> {
  let lastError: unknown;
  for (let attempt = 0; attempt < 6; attempt += 1) {
    const instance = instances[(first + attempt) % instances.length]!;
    try {
      return await request(instance.base);
    } catch (err) {
      lastError = err;
    }
  }
  throw lastError;
}

describe.runIf(Boolean(url))('three instances on one database and one Redis (PostgreSQL)', () => {
  it('sell exactly the stock to 1,000 buyers, lose no paid order when one is killed, and run each job once', async () => {
    const [organizador] = await database.db
      .insert(usuarios)
      .values({ nombre: 'Org', apellido: 'Multi', correo: `org-${randomUUID()}@pulso.test` })
      .returning({ idUsuario: usuarios.idUsuario });
    const night = new Date(Date.now() + 5 * 24 * 3600_000).toISOString();
    const ev = await insertEvento(database.db, {
      idUsuario: organizador!.idUsuario,
      nombre: 'Drop en tres instancias',
      dias: [night],
      entradas: [{ cdTipo: 0, precio: 12000, cantidad: STOCK }],
    });
    const buyerTokens = await makeBuyers(BUYERS);

    const paidConfirmed: number[] = [];
    const outcomes = { creada: 0, sinStock: 0, otra: 0 };
    let done = 0;
    let killed = false;
    const victim = instances[2]!;

    async function buyer(i: number) {
      const token = buyerTokens[i]!;
      const key = randomUUID();
      // The same Idempotency-Key on a retry: a lost answer never makes a second order.
      const created = await send(i % 3, (base) =>
        fetch(`${base}/api/v1/Orden/CrearOrden`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${token}`,
            'content-type': 'application/json',
            'idempotency-key': key,
          },
          body: JSON.stringify({
            idEvento: ev.idEvento,
            items: [{ idFecha: ev.idFechas[0]!, cdTipo: 0, cantidad: 1 }],
            comprador,
          }),
        }),
      );
      if (created.status === 409) {
        outcomes.sinStock += 1;
        return;
      }
      if (created.status !== 201 && created.status !== 200) {
        outcomes.otra += 1;
        return;
      }
      outcomes.creada += 1;
      const orden = (await created.json()) as OrdenView;
      const preference = orden.redirectUrl!.split('/').pop()!;
      const paid = await send(i % 3, (base) =>
        fetch(`${base}/api/v1/Pagos/Sandbox/${preference}`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'decision=aprobar',
          redirect: 'manual',
        }),
      );
      if (paid.status === 303) paidConfirmed.push(orden.idOrden);
    }

    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < BUYERS) {
          const i = next;
          next += 1;
          await buyer(i);
          done += 1;
          if (!killed && done >= 120) {
            killed = true;
            victim.process.kill('SIGKILL');
          }
        }
      }),
    );
    expect(killed).toBe(true);

    // The killed instance comes back on its port.
    const restarted = start(victim.port, victim.dataDir, victim.logs);
    instances[2] = restarted;
    await ready(restarted);

    // Sold + held + available = stock, row by row and through the public API.
    const counts = await database.db.execute<{ estado: string; n: number }>(sql`
      select o.estado, coalesce(sum(i.cantidad), 0)::int as n
      from ordenes o join orden_items i on i.id_orden = o.id_orden
      where o.id_evento = ${ev.idEvento} group by o.estado`);
    const of = (estado: string) => counts.rows.find((r) => r.estado === estado)?.n ?? 0;
    const sold = of('pagada');
    const held = of('pendiente');
    const page = await fetch(
      `${restarted.base}/api/v1/Entrada/GetEntradasFecha?IdFecha=${ev.idFechas[0]}&Estado=0`,
    );
    const [general] = (await page.json()) as Array<{ cantidad: number }>;
    const available = general!.cantidad;
    expect(sold + held + available).toBe(STOCK);
    expect(sold + held).toBe(STOCK);
    expect(outcomes.otra).toBe(0);
    expect(outcomes.sinStock).toBe(BUYERS - outcomes.creada);

    // No paid order was lost: every approval the buyer saw is a paid order with its ticket.
    expect(paidConfirmed.length).toBeGreaterThan(STOCK / 2);
    const paidRows = await database.db.execute<{ id_orden: number; n: number }>(sql`
      select o.id_orden, count(t.id_ticket)::int as n from ordenes o
      left join ${tickets} t on t.id_orden = o.id_orden
      where o.id_evento = ${ev.idEvento} and o.estado = 'pagada' group by o.id_orden`);
    const paidIds = new Map(paidRows.rows.map((r) => [r.id_orden, r.n]));
    for (const idOrden of paidConfirmed) expect(paidIds.get(idOrden)).toBe(1);
    expect(paidIds.size).toBe(sold);

    // Each webhook is applied once: the same notifications delivered to all three at once.
    const payments = await database.db
      .select()
      .from(sandboxPagos)
      .where(sql`${sandboxPagos.status} = 'approved'`)
      .limit(20);
    const deliveries = await Promise.all(
      payments.flatMap((p) =>
        instances.map((instance) => {
          const requestId = randomUUID();
          return fetch(`${instance.base}/api/v1/Pagos/Webhook?data.id=${p.id}&type=payment`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'x-request-id': requestId,
              'x-signature': signWebhook({
                secret: secrets.SANDBOX_WEBHOOK_SECRET,
                dataId: p.id,
                requestId,
              }),
            },
            body: JSON.stringify({ type: 'payment', data: { id: p.id } }),
          });
        }),
      ),
    );
    expect(deliveries.every((r) => r.status === 200)).toBe(true);
    for (const p of payments) {
      const recorded = await database.db
        .select()
        .from(pagos)
        .where(eq(pagos.providerPaymentId, p.id));
      expect(recorded).toHaveLength(1);
      const issued = await database.db
        .select()
        .from(tickets)
        .where(eq(tickets.idOrden, Number(p.externalReference)));
      expect(issued).toHaveLength(1);
    }

    // Each job pass ran on exactly one instance (pg-boss job ids in the instances' logs).
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const runs = instances.flatMap((instance, n) =>
      instance.logs
        .filter((l) => l.msg === 'job ran')
        .map((l) => ({ n, id: (l.job as { id: string }).id })),
    );
    const ids = runs.map((r) => r.id);
    expect(ids.length).toBeGreaterThanOrEqual(4);
    expect(new Set(ids).size).toBe(ids.length);
  }, 300_000);

  it('share one sign-in limit across instances (Redis)', async () => {
    const address = `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    // Its own account too: failures per account stay in Redis for 15 minutes.
    const usuario = `nadie-${Math.floor(Math.random() * 1e9)}@pulso.test`;
    const attempt = (n: number) =>
      fetch(`${instances[n % 3]!.base}/api/v1/Security/Login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify({ usuario, pass: 'equivocada' }),
      });
    // The pair (account, address) gets its free attempts at once, whichever instance answers;
    // the next one, on any instance, waits (docs/decisions/0076-hostile-users.md).
    const free = LOGIN_LIMITS.pair.free;
    const codes: number[] = [];
    for (let n = 0; n < free; n += 1) codes.push((await attempt(n)).status);
    expect(codes).toEqual(Array.from({ length: free }, () => 401));
    const waited = await attempt(free);
    expect(waited.status).toBe(429);
    expect(Number(waited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await waited.json()).toMatchObject({ detail: DESAFIO_MSG.espera, desafio: true });
  });
});
