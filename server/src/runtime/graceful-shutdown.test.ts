import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { entradas, ordenes } from '../db/schema/index';
import { healthRoutes } from '../modules/health/health-routes';
import { comprador, insertOnSale, testClock } from '../test/checkout-fixtures';
import { createTestApp, type TestApp } from '../test/test-app';
import { createTestDatabase } from '../test/test-database';
import { stopGracefully } from './graceful-shutdown';

const onPostgres = Boolean(process.env.DATABASE_URL);

const journal = JSON.parse(
  readFileSync(new URL('../db/migrations/meta/_journal.json', import.meta.url), 'utf8'),
) as { entries: unknown[] };

describe('GET /health and GET /ready', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers live and ready on a migrated database, without caching', async () => {
    const health = await t.app.inject({ url: '/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ estado: 'ok', mensaje: 'Pulso está en marcha.' });
    const ready = await t.app.inject({ url: '/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ estado: 'listo', mensaje: 'Pulso está listo para atender.' });
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('is not ready while stopping, though still alive', async () => {
    t.app.health.draining = true;
    try {
      const ready = await t.app.inject({ url: '/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json<{ mensaje: string }>().mensaje).toBe(
        'Pulso se está deteniendo: termina lo que está en curso y no recibe pedidos nuevos.',
      );
      expect((await t.app.inject({ url: '/health' })).statusCode).toBe(200);
    } finally {
      t.app.health.draining = false;
    }
  });

  it('is not ready while migrations are missing, and says how many', async () => {
    // A copy of the migrated template that forgets it applied the last two.
    const behind = await createTestDatabase();
    await behind.db.execute(sql`delete from drizzle.__drizzle_migrations
      where id in (select id from drizzle.__drizzle_migrations order by created_at desc limit 2)`);
    const app = Fastify();
    await app.register(healthRoutes, { db: behind.db, state: { draining: false } });
    try {
      const ready = await app.inject({ url: '/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({
        estado: 'migraciones pendientes',
        mensaje: 'Faltan aplicar 2 migraciones.',
      });
      await behind.db.execute(sql`delete from drizzle.__drizzle_migrations
        where id in (select id from drizzle.__drizzle_migrations order by created_at desc limit ${journal.entries.length - 3})`);
      expect((await app.inject({ url: '/ready' })).json<{ mensaje: string }>().mensaje).toBe(
        `Faltan aplicar ${journal.entries.length - 1} migraciones.`,
      );
    } finally {
      await app.close();
      await behind.close();
    }
  });

  it('is not ready when the database does not answer', async () => {
    // Nothing listens on the discard port: every connection is refused at once.
    const gone = await openDatabase({ databaseUrl: 'postgres://pulso@127.0.0.1:9/pulso' });
    const app = Fastify({ logger: false });
    await app.register(healthRoutes, { db: gone.db, state: { draining: false } });
    const ready = await app.inject({ url: '/ready' });
    await app.close();
    await gone.close();
    expect(ready.statusCode).toBe(503);
    expect(ready.json<{ mensaje: string }>().mensaje).toBe('La base de datos no responde.');
  });
});

/** A POST over a fresh connection (no keep-alive reuse), resolving to status and body. */
function post(port: number, url: string, token: string, body: unknown) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: url,
        method: 'POST',
        agent: false,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'idempotency-key': crypto.randomUUID(),
        },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

/**
 * Stopping with an order in flight (PostgreSQL: a second connection holds the stock row, so
 * the order waits inside its transaction exactly as under a busy drop).
 */
describe.runIf(onPostgres)('graceful shutdown (PostgreSQL)', () => {
  const clock = testClock();

  async function orderInFlight() {
    const t = await createTestApp({}, { now: clock.now });
    const organizador = (await t.createUser([0, 2])).idUsuario;
    const buyer = await t.createUser([0]);
    const token = await t.tokenFor(buyer.idUsuario);
    const ev = await insertOnSale(t, organizador, [{ cdTipo: 0, precio: 15000, cantidad: 20 }]);
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const port = (t.app.server.address() as AddressInfo).port;

    let release!: () => void;
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holder = t.database.db.transaction(async (tx) => {
      await tx.execute(
        sql`select 1 from ${entradas} where id_fecha = ${ev.idFechas[0]!} for update`,
      );
      locked();
      await new Promise<void>((resolve) => (release = resolve));
    });
    await isLocked;
    const order = post(port, '/api/v1/Orden/CrearOrden', token, {
      idEvento: ev.idEvento,
      items: [{ idFecha: ev.idFechas[0]!, cdTipo: 0, cantidad: 3 }],
      comprador,
    });
    // Until PostgreSQL shows the order waiting on the held rows, in this test's own database
    // (the suite's other files wait on locks of theirs on the same server).
    for (let i = 0; i < 200; i += 1) {
      const waiting = await t.database.db.execute<{ n: number }>(
        sql`select count(*)::int as n from pg_stat_activity
             where datname = current_database() and wait_event_type = 'Lock'`,
      );
      if ((waiting.rows[0]?.n ?? 0) > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    return { t, ev, port, order, holder, release: () => release() };
  }

  it('finishes the order in flight, refuses new connections, then stops', async () => {
    const { t, ev, port, order, holder, release } = await orderInFlight();
    const stopped = stopGracefully({
      app: t.app,
      jobs: [],
      closeDatabase: async () => {},
      graceMs: 20_000,
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(t.app.health.draining).toBe(true);
    await expect(post(port, '/api/v1/Security/Me', 'x', {})).rejects.toThrow(/ECONNREFUSED/);

    release();
    await holder;
    const answer = await order;
    expect(answer.status).toBe(201);
    expect(await stopped).toBe('clean');
    const stored = await t.database.db
      .select({ estado: ordenes.estado })
      .from(ordenes)
      .where(eq(ordenes.idEvento, ev.idEvento));
    expect(stored).toEqual([{ estado: 'pendiente' }]);
    const [row] = await t.database.db
      .select({ vendidas: entradas.vendidas })
      .from(entradas)
      .where(eq(entradas.idFecha, ev.idFechas[0]!));
    expect(row!.vendidas).toBe(3);
    await t.close();
  });

  it('gives up waiting after the grace period', async () => {
    const { t, order, holder, release } = await orderInFlight();
    const outcome = await stopGracefully({
      app: t.app,
      jobs: [],
      closeDatabase: async () => {},
      graceMs: 300,
    });
    expect(outcome).toBe('forced');
    release();
    await holder;
    await order.catch(() => null);
    await t.close();
  });
});
