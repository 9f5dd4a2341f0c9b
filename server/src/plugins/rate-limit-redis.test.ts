import { randomInt } from 'node:crypto';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@shared/messages';
import { buildApp } from '../app';
import { createTestApp, type TestApp } from '../test/test-app';
import { RATE_LIMIT_KEY_PREFIX } from './rate-limit-store';

/**
 * Rate limits shared through Redis (issue 12). CI runs Redis at 127.0.0.1:6379, so these tests
 * fail rather than skip when there is none. Each test asks from its own random address,
 * so its counters are its own keys (runs on one Redis at once do not collide), and it deletes
 * them afterwards.
 */
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const LIMIT = 4;

let admin: Redis;
const addresses: string[] = [];

beforeAll(async () => {
  admin = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await admin.connect();
});
afterEach(async () => {
  for (const address of addresses.splice(0)) {
    const keys = await keysOf(address);
    if (keys.length > 0) await admin.del(...keys);
  }
});
afterAll(async () => {
  await admin.quit();
});

/** A client address no other test (or run) uses: its counters are its own keys. */
function clientAddress(): string {
  const address = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
  addresses.push(address);
  return address;
}

async function keysOf(address: string): Promise<string[]> {
  const keys: string[] = [];
  let cursor = '0';
  do {
    const [next, batch] = await admin.scan(
      cursor,
      'MATCH',
      `${RATE_LIMIT_KEY_PREFIX}*-${address}`,
      'COUNT',
      1000,
    );
    cursor = next;
    keys.push(...batch);
  } while (cursor !== '0');
  return keys;
}

/**
 * Challenges asked for from one address (GET /Desafio, limited per address by the route): the
 * status of each. Password sign-in asks for a challenge instead of a route limit
 * (docs/decisions/0076-hostile-users.md), so the shared store is read through this route.
 */
async function askChallenge(app: FastifyInstance, address: string, times = 1): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < times; i += 1) {
    const res = await app.inject({
      method: 'GET',
      url: '/api/v1/Desafio',
      remoteAddress: address,
    });
    if (res.statusCode === 429) {
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json()).toMatchObject({ status: 429, detail: MSG.demasiadosIntentos });
    }
    statuses.push(res.statusCode);
  }
  return statuses;
}

/** Two instances of the server on one database and the same configuration. */
async function twoInstances(env: Record<string, string>) {
  const a = await createTestApp({ CHALLENGE_PER_ADDRESS_PER_MINUTE: String(LIMIT), ...env });
  let b: FastifyInstance | null = null;
  try {
    b = await buildApp(a.config, { database: a.database, mediaStore: a.mediaStore });
    await b.ready();
  } catch (err) {
    await b?.close();
    await a.close();
    throw err;
  }
  return {
    a: a.app,
    b,
    async close() {
      await b.close();
      await a.close();
    },
  };
}

/** Open TCP sockets of this process (Redis, PostgreSQL, HTTP): a leaked client stays here. */
const openSockets = () =>
  process.getActiveResourcesInfo().filter((r) => r === 'TCPSocketWrap').length;

describe('rate limits with REDIS_URL', () => {
  it("shares a route's limit between instances and answers 429 in Spanish", async () => {
    const socketsBefore = openSockets();
    const pair = await twoInstances({ REDIS_URL });
    const address = clientAddress();
    try {
      expect(await askChallenge(pair.a, address, 2)).toEqual([200, 200]);
      expect(await askChallenge(pair.b, address, 2)).toEqual([200, 200]);
      // The fifth attempt, on either instance, is over the limit of four.
      expect(await askChallenge(pair.b, address)).toEqual([429]);
      expect(await askChallenge(pair.a, address)).toEqual([429]);
      // Another address still has its own four.
      expect(await askChallenge(pair.a, clientAddress())).toEqual([200]);

      const [key] = await keysOf(address);
      expect(key).toMatch(new RegExp(`^${RATE_LIMIT_KEY_PREFIX}GET/api/v1/Desafio-`));
      expect(Number(await admin.get(key!))).toBe(6);
      expect(await admin.pttl(key!)).toBeGreaterThan(0);
    } finally {
      await pair.close();
    }
    // Both Redis connections are closed with the apps.
    await expect.poll(openSockets).toBeLessThanOrEqual(socketsBefore);
  });

  it('does not build when Redis cannot be reached at start, and stops trying', async () => {
    // Accepts and hangs up at once: every attempt to reach "Redis" is counted.
    let attempts = 0;
    const notRedis = net.createServer((socket) => {
      attempts += 1;
      socket.destroy();
    });
    await new Promise<void>((resolve) => notRedis.listen(0, '127.0.0.1', resolve));
    const { port } = notRedis.address() as AddressInfo;
    const t = await createTestApp();
    try {
      await expect(
        buildApp(
          { ...t.config, redisUrl: `redis://127.0.0.1:${port}` },
          { database: t.database, mediaStore: t.mediaStore },
        ),
      ).rejects.toThrow(/^REDIS_URL: Redis not reachable at start/);
      expect(attempts).toBeGreaterThan(0);
      // ioredis would retry (50 ms, then doubling) and keep the process alive; it was stopped.
      const after = attempts;
      await sleep(1000);
      expect(attempts).toBe(after);
    } finally {
      await t.close();
      await new Promise<void>((resolve) => notRedis.close(() => resolve()));
    }
  });

  it('fails open while Redis is unreachable mid-run, and limits again once it is back', async () => {
    const proxy = await startTcpProxy(REDIS_URL);
    let t: TestApp | null = null;
    try {
      t = await createTestApp({ CHALLENGE_PER_ADDRESS_PER_MINUTE: '2', REDIS_URL: proxy.url });
      const address = clientAddress();
      expect(await askChallenge(t.app, address, 3)).toEqual([200, 200, 429]);

      await proxy.stop();
      // No counter to read: the route answers as if it had no limit (not 500, not 429).
      expect(await askChallenge(t.app, address, 3)).toEqual([200, 200, 200]);

      await proxy.start();
      // ioredis reconnects on its own; the counter kept in Redis is over the limit again.
      const app = t.app;
      await expect
        .poll(async () => (await askChallenge(app, address))[0], { timeout: 10_000 })
        .toBe(429);

      // Closing while Redis is away (the client has seen it go) stops reconnecting too.
      await proxy.stop();
      expect(await askChallenge(app, address)).toEqual([200]);
      await t.close();
      t = null;
      await proxy.start();
      const connections = proxy.connections;
      await sleep(1000);
      expect(proxy.connections).toBe(connections);
    } finally {
      await t?.close();
      await proxy.stop();
    }
  });
});

describe('rate limits without REDIS_URL', () => {
  it('keeps a separate count in each instance (memory)', async () => {
    const pair = await twoInstances({});
    const address = clientAddress();
    try {
      expect(await askChallenge(pair.a, address, LIMIT)).toEqual([200, 200, 200, 200]);
      expect(await askChallenge(pair.b, address, LIMIT)).toEqual([200, 200, 200, 200]);
      expect(await askChallenge(pair.a, address)).toEqual([429]);
      expect(await askChallenge(pair.b, address)).toEqual([429]);
      expect(await keysOf(address)).toEqual([]);
    } finally {
      await pair.close();
    }
  });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A TCP proxy on loopback in front of Redis that a test can stop (every connection cut, the
 * port refusing) and start again on the same port: Redis going away mid-run and coming back.
 */
async function startTcpProxy(target: string) {
  const upstream = new URL(target);
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let port = 0;
  let connections = 0;

  const start = async () => {
    const s = net.createServer((client) => {
      connections += 1;
      const remote = net.connect(Number(upstream.port || 6379), upstream.hostname);
      for (const socket of [client, remote]) {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
        socket.on('error', () => {
          client.destroy();
          remote.destroy();
        });
      }
      client.pipe(remote).pipe(client);
    });
    await new Promise<void>((resolve, reject) => {
      s.once('error', reject);
      s.listen(port, '127.0.0.1', () => resolve());
    });
    port = (s.address() as AddressInfo).port;
    server = s;
  };
  const stop = async () => {
    const s = server;
    server = null;
    for (const socket of sockets) socket.destroy();
    if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
  };

  await start();
  const auth =
    upstream.username || upstream.password ? `${upstream.username}:${upstream.password}@` : '';
  return {
    url: `redis://${auth}127.0.0.1:${port}${upstream.pathname}`,
    start,
    stop,
    /** Connections accepted so far. */
    get connections() {
      return connections;
    },
  };
}
