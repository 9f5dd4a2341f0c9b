import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DESAFIO_HEADER, DESAFIO_MSG } from '@shared/api/desafio';
import { LOGIN_LIMITS } from '@shared/domain/limits';
import { MSG } from '@shared/messages';
import { buildApp } from '../../app';
import { RATE_LIMIT_KEY_PREFIX } from '../../plugins/rate-limit-store';
import { solveDesafio } from '../../test/desafio';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  LOGIN_ADDRESS_COUNTER,
  LOGIN_COUNTER,
  LOGIN_KNOWN_PAIRS,
  LOGIN_PAIR_BACKOFF,
  loginAccountKey,
  loginPairKey,
} from './login-limit';

/**
 * Sign-in limits a stranger cannot turn into a lockout (docs/decisions/0076-hostile-users.md),
 * with the shipped numbers, on both counter stores: this process's memory and Redis (CI runs
 * one at 127.0.0.1:6379; no Redis fails these tests rather than skipping them). Every attempt
 * comes from an address and an account of its own test; the Redis keys are deleted after.
 * Challenges are fetched from GET /Desafio and really solved (at the tests' low difficulty).
 */
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const SHIPPED = {
  RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT: String(LOGIN_LIMITS.failuresPerAccount),
};
const { pair: PAIR } = LOGIN_LIMITS;

const addresses: string[] = [];
const pairs: string[] = [];
const accounts: string[] = [];

/** A client address no other test (or run) uses. */
function clientAddress(): string {
  const address = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
  addresses.push(address);
  return address;
}

type Door = 'web' | 'puerta';
const URLS: Record<Door, string> = {
  web: '/api/v1/Security/Login',
  puerta: '/api/v1/Puerta/Login',
};

interface Attempt {
  address?: string;
  door?: Door;
  desafio?: boolean;
}

async function signIn(app: FastifyInstance, usuario: string, pass: string, o: Attempt = {}) {
  const address = o.address ?? clientAddress();
  accounts.push(usuario);
  pairs.push(loginPairKey(usuario, address));
  const headers = o.desafio ? { [DESAFIO_HEADER]: await solveDesafio(app, address) } : {};
  const res = await app.inject({
    method: 'POST',
    url: URLS[o.door ?? 'web'],
    payload: { usuario, pass },
    headers,
    remoteAddress: address,
  });
  if (res.statusCode === 401) expect(res.json().detail).toBe(MSG.credencialesInvalidas);
  if (res.statusCode === 428)
    expect(res.json()).toMatchObject({ status: 428, desafio: true, detail: DESAFIO_MSG.requerido });
  if (res.statusCode === 429) {
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json()).toMatchObject({ status: 429, desafio: true, detail: DESAFIO_MSG.espera });
  }
  return { status: res.statusCode, retryAfter: Number(res.headers['retry-after'] ?? 0) };
}
const status = async (...args: Parameters<typeof signIn>) => (await signIn(...args)).status;

let redis: Redis;
beforeAll(async () => {
  redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
});
afterAll(async () => {
  const keys = [
    ...new Set([
      ...accounts.map((c) => `${RATE_LIMIT_KEY_PREFIX}${LOGIN_COUNTER}:${loginAccountKey(c)}`),
      ...addresses.map((a) => `${RATE_LIMIT_KEY_PREFIX}${LOGIN_ADDRESS_COUNTER}:${a}`),
      ...pairs.map((p) => `${RATE_LIMIT_KEY_PREFIX}${LOGIN_PAIR_BACKOFF}:${p}`),
      ...pairs.map((p) => `${RATE_LIMIT_KEY_PREFIX}${LOGIN_KNOWN_PAIRS}:${p}`),
    ]),
  ];
  for (let i = 0; i < keys.length; i += 500) await redis.del(...keys.slice(i, i + 500));
  await redis.quit();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Moves the clock the delays read (Date only: timers and I/O run as usual). */
function clock() {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
  return (ms: number) => vi.setSystemTime(Date.now() + ms);
}

describe.each<{ store: string; env: Record<string, string> }>([
  { store: 'memory', env: {} },
  { store: 'Redis', env: { REDIS_URL } },
])('sign-in limits ($store)', ({ env }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ...env, ...SHIPPED });
  });
  afterAll(() => t.close());

  it('30 people signing in from one address (a venue behind one carrier) all get in', async () => {
    const address = clientAddress();
    const people = [];
    for (let i = 0; i < 30; i += 1) people.push(await t.createUser([0]));
    const statuses = [];
    for (const p of people) statuses.push(await status(t.app, p.correo, p.password, { address }));
    expect(statuses).toEqual(people.map(() => 200));
  }, 60_000);

  it("a stranger's 1,000 failures from 1,000 addresses never keep the owner out", async () => {
    const u = await t.createUser([0]);
    const home = clientAddress();
    expect(await status(t.app, u.correo, u.password, { address: home })).toBe(200);
    const seen = new Map<number, number>();
    for (let i = 0; i < 1000; i += 1) {
      const s = await status(t.app, u.correo, `equivocada${i}`);
      seen.set(s, (seen.get(s) ?? 0) + 1);
    }
    // The first failures are checked; then every new address must solve a challenge first.
    expect(Object.fromEntries(seen)).toEqual({
      401: LOGIN_LIMITS.failuresPerAccount,
      428: 1000 - LOGIN_LIMITS.failuresPerAccount,
    });
    // From home: straight in, no challenge. From a new address: a challenge, then in.
    expect(await status(t.app, u.correo, u.password, { address: home })).toBe(200);
    const away = clientAddress();
    expect(await status(t.app, u.correo, u.password, { address: away })).toBe(428);
    expect(await status(t.app, u.correo, u.password, { address: away, desafio: true })).toBe(200);
    // The door app too.
    expect(await status(t.app, u.correo, u.password, { address: home, door: 'puerta' })).toBe(200);
  }, 120_000);

  it("a stranger's 1,000 failures from one address: the owner elsewhere is untouched, beside them a challenge", async () => {
    const u = await t.createUser([0]);
    const home = clientAddress();
    const stranger = clientAddress();
    // The clock stands still: however fast they come, only the pair's free attempts pass.
    clock();
    const seen = new Map<number, number>();
    for (let i = 0; i < 1000; i += 1) {
      const s = await status(t.app, u.correo, `equivocada${i}`, { address: stranger });
      seen.set(s, (seen.get(s) ?? 0) + 1);
    }
    // Only the pair's free attempts were checked; the rest waited (429 with Retry-After).
    expect(Object.fromEntries(seen)).toEqual({ 401: PAIR.free, 429: 1000 - PAIR.free });
    expect(await status(t.app, u.correo, u.password, { address: home })).toBe(200);
    // The owner behind the stranger's address (CGNAT): asked to wait or solve; solving gets in.
    expect(await status(t.app, u.correo, u.password, { address: stranger })).toBe(429);
    expect(await status(t.app, u.correo, u.password, { address: stranger, desafio: true })).toBe(
      200,
    );
  }, 120_000);

  it('delays per account and address grow 1 s, 2 s, 4 s… and a solved challenge skips them', async () => {
    const u = await t.createUser([0]);
    const address = clientAddress();
    const advance = clock();
    const wrong = () => signIn(t.app, u.correo, 'equivocada1', { address });
    for (let i = 0; i < PAIR.free; i += 1) expect((await wrong()).status).toBe(401);
    const waits = [];
    for (let i = 0; i < 4; i += 1) {
      const early = await wrong();
      expect(early.status).toBe(429);
      waits.push(early.retryAfter);
      advance(early.retryAfter * 1000 - 100);
      expect((await wrong()).status).toBe(429);
      advance(100);
      expect((await wrong()).status).toBe(401);
    }
    expect(waits).toEqual([1, 2, 4, 8]);
    // Waiting for 16 s now, or solving a challenge: in at once with the right password.
    expect((await wrong()).retryAfter).toBe(16);
    expect(await status(t.app, u.correo, u.password, { address, desafio: true })).toBe(200);
    // A success starts the pair afresh.
    expect((await wrong()).status).toBe(401);
  });

  it(`past ${PAIR.failuresBeforeChallenge} failures of a pair every attempt needs a challenge, and gets checked with it`, async () => {
    const u = await t.createUser([0]);
    const address = clientAddress();
    const advance = clock();
    for (let i = 0; i < PAIR.failuresBeforeChallenge; i += 1) {
      advance(PAIR.capSeconds * 1000);
      expect(await status(t.app, u.correo, 'equivocada1', { address })).toBe(401);
    }
    advance(PAIR.capSeconds * 1000);
    expect(await status(t.app, u.correo, u.password, { address })).toBe(428);
    expect(await status(t.app, u.correo, 'equivocada1', { address, desafio: true })).toBe(401);
    expect(await status(t.app, u.correo, u.password, { address, desafio: true })).toBe(200);
  });

  it(`an address past ${LOGIN_LIMITS.failuresPerAddress} failures across accounts asks for a challenge, not its owners' own`, async () => {
    const address = clientAddress();
    const owner = await t.createUser([0]);
    expect(await status(t.app, owner.correo, owner.password, { address })).toBe(200);
    for (let i = 0; i < LOGIN_LIMITS.failuresPerAddress; i += 1)
      expect(await status(t.app, `nadie${i}-${address}@pulso.test`, 'x1234567', { address })).toBe(
        401,
      );
    const other = await t.createUser([0]);
    expect(await status(t.app, other.correo, other.password, { address })).toBe(428);
    expect(await status(t.app, other.correo, other.password, { address, desafio: true })).toBe(200);
    expect(await status(t.app, owner.correo, owner.password, { address })).toBe(200);
  }, 60_000);

  it("the door app's sign-in counts on the same pair", async () => {
    const u = await t.createUser([0]);
    const address = clientAddress();
    expect(await status(t.app, u.correo, 'equivocada1', { address, door: 'web' })).toBe(401);
    expect(await status(t.app, u.correo, 'equivocada1', { address, door: 'puerta' })).toBe(401);
    expect(await status(t.app, u.correo, 'equivocada1', { address, door: 'web' })).toBe(401);
    expect(await status(t.app, u.correo, u.password, { address, door: 'puerta' })).toBe(429);
    expect(
      await status(t.app, u.correo, u.password, { address, door: 'puerta', desafio: true }),
    ).toBe(200);
  });
});

describe('sign-in limits in Redis', () => {
  it('are shared by the instances and keep no e-mail', async () => {
    const a = await createTestApp({ REDIS_URL, ...SHIPPED });
    let b: FastifyInstance | null = null;
    try {
      b = await buildApp(a.config, { database: a.database, mediaStore: a.mediaStore });
      await b.ready();
      const u = await a.createUser([0]);
      const address = clientAddress();
      expect(await status(a.app, u.correo, 'equivocada1', { address })).toBe(401);
      expect(await status(b, u.correo, 'equivocada1', { address })).toBe(401);
      expect(await status(a.app, u.correo, 'equivocada1', { address })).toBe(401);
      expect(await status(b, u.correo, u.password, { address })).toBe(429);
      const keys = await redis.keys(`${RATE_LIMIT_KEY_PREFIX}login-*`);
      expect(keys.some((k) => k.includes(u.correo))).toBe(false);
      const pairKey = `${RATE_LIMIT_KEY_PREFIX}${LOGIN_PAIR_BACKOFF}:${loginPairKey(u.correo, address)}`;
      expect(await redis.hget(pairKey, 'n')).toBe(String(PAIR.free));
      // A challenge solved on one instance, spent there, is refused by the other.
      const header = await solveDesafio(a.app, address);
      const send = (app: FastifyInstance) =>
        app.inject({
          method: 'POST',
          url: URLS.web,
          payload: { usuario: u.correo, pass: u.password },
          headers: { [DESAFIO_HEADER]: header },
          remoteAddress: address,
        });
      expect((await send(a.app)).statusCode).toBe(200);
      const replay = await send(b);
      expect(replay.statusCode).toBe(428);
      expect(replay.json().detail).toBe(DESAFIO_MSG.invalido);
    } finally {
      await b?.close();
      await a.close();
    }
  });
});
