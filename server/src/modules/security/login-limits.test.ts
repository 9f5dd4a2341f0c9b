import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_LIMITS } from '@shared/domain/limits';
import { MSG } from '@shared/messages';
import { buildApp } from '../../app';
import { RATE_LIMIT_KEY_PREFIX } from '../../plugins/rate-limit-store';
import { createTestApp, type TestApp } from '../../test/test-app';
import { LOGIN_COUNTER, loginAccountKey } from './login-limit';

/**
 * Sign-in limits per account and per address together (issue 15), with the shipped numbers,
 * on both counter stores: this process's memory and Redis (CI runs one at 127.0.0.1:6379; no
 * Redis fails these tests rather than skipping them). Every attempt comes from an address and
 * an account of its own test, and the Redis keys they leave are deleted afterwards.
 */
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const SHIPPED = {
  RATE_LIMIT_LOGIN_PER_MINUTE: String(LOGIN_LIMITS.attemptsPerAddressPerMinute),
  RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT: String(LOGIN_LIMITS.failuresPerAccount),
};
const WINDOW_MS = LOGIN_LIMITS.accountWindowMinutes * 60_000;

const addresses: string[] = [];
const accounts: string[] = [];

/** A client address no other test (or run) uses. */
function clientAddress(): string {
  const address = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
  addresses.push(address);
  return address;
}

const accountKey = (correo: string) =>
  `${RATE_LIMIT_KEY_PREFIX}${LOGIN_COUNTER}:${loginAccountKey(correo)}`;

type Door = 'web' | 'puerta';
const URLS: Record<Door, string> = {
  web: '/api/v1/Security/Login',
  puerta: '/api/v1/Puerta/Login',
};

async function signIn(
  app: FastifyInstance,
  usuario: string,
  pass: string,
  address = clientAddress(),
  door: Door = 'web',
) {
  accounts.push(usuario);
  const res = await app.inject({
    method: 'POST',
    url: URLS[door],
    payload: { usuario, pass },
    remoteAddress: address,
  });
  if (res.statusCode === 401) expect(res.json().detail).toBe(MSG.credencialesInvalidas);
  if (res.statusCode === 429) {
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json()).toMatchObject({ status: 429, detail: MSG.demasiadosIntentos });
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60 * LOGIN_LIMITS.accountWindowMinutes);
  }
  return res.statusCode;
}

let redis: Redis;
beforeAll(async () => {
  redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
});
afterAll(async () => {
  const keys = [
    ...new Set([
      ...accounts.map(accountKey),
      ...addresses.map((a) => `${RATE_LIMIT_KEY_PREFIX}POST/api/v1/Security/Login-${a}`),
      ...addresses.map((a) => `${RATE_LIMIT_KEY_PREFIX}POST/api/v1/Puerta/Login-${a}`),
    ]),
  ];
  for (let i = 0; i < keys.length; i += 500) await redis.del(...keys.slice(i, i + 500));
  await redis.quit();
});

describe.each<{ store: string; env: Record<string, string> }>([
  { store: 'memory', env: {} },
  { store: 'Redis', env: { REDIS_URL } },
])('sign-in limits per account and address ($store)', ({ env }) => {
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
    for (const p of people) statuses.push(await signIn(t.app, p.correo, p.password, address));
    expect(statuses).toEqual(people.map(() => 200));
  }, 60_000);

  it('the 11th wrong password for one account is refused from any address, the right one too', async () => {
    const u = await t.createUser([0]);
    const other = await t.createUser([0]);
    const failures = [];
    for (let i = 0; i < LOGIN_LIMITS.failuresPerAccount; i += 1)
      failures.push(await signIn(t.app, u.correo, 'equivocada1'));
    expect(failures).toEqual(failures.map(() => 401));
    expect(await signIn(t.app, u.correo, 'equivocada1')).toBe(429);
    // Refused until the window ends, whatever is typed and however the e-mail is written.
    expect(await signIn(t.app, u.correo, u.password)).toBe(429);
    expect(await signIn(t.app, ` ${u.correo.toUpperCase()} `, u.password)).toBe(429);
    // Another account, even from the same address, is not concerned.
    const address = clientAddress();
    expect(await signIn(t.app, u.correo, u.password, address)).toBe(429);
    expect(await signIn(t.app, other.correo, other.password, address)).toBe(200);
  });

  it('successful sign-ins spend nothing: only failures count', async () => {
    const u = await t.createUser([0]);
    const statuses = [];
    for (let i = 0; i < LOGIN_LIMITS.failuresPerAccount; i += 1) {
      statuses.push(await signIn(t.app, u.correo, u.password));
      statuses.push(await signIn(t.app, u.correo, 'equivocada1'));
    }
    expect(statuses).toEqual(statuses.map((_, i) => (i % 2 === 0 ? 200 : 401)));
    expect(await signIn(t.app, u.correo, 'equivocada1')).toBe(429);
  });

  it("the door app's sign-in counts on the same account", async () => {
    const u = await t.createUser([0]);
    const half = LOGIN_LIMITS.failuresPerAccount / 2;
    const statuses = [];
    for (let i = 0; i < half; i += 1) {
      statuses.push(await signIn(t.app, u.correo, 'equivocada1', clientAddress(), 'web'));
      statuses.push(await signIn(t.app, u.correo, 'equivocada1', clientAddress(), 'puerta'));
    }
    expect(statuses).toEqual(statuses.map(() => 401));
    expect(await signIn(t.app, u.correo, u.password, clientAddress(), 'puerta')).toBe(429);
    expect(await signIn(t.app, u.correo, u.password, clientAddress(), 'web')).toBe(429);
  });
});

describe('sign-in limits per account in Redis', () => {
  it('are shared by the instances, keep no e-mail, and a success leaves nothing', async () => {
    const a = await createTestApp({ REDIS_URL, ...SHIPPED });
    let b: FastifyInstance | null = null;
    try {
      b = await buildApp(a.config, { database: a.database, mediaStore: a.mediaStore });
      await b.ready();
      const u = await a.createUser([0]);
      const half = LOGIN_LIMITS.failuresPerAccount / 2;
      for (let i = 0; i < half; i += 1) {
        expect(await signIn(a.app, u.correo, 'equivocada1')).toBe(401);
        expect(await signIn(b, u.correo, 'equivocada1')).toBe(401);
      }
      expect(await signIn(b, u.correo, u.password)).toBe(429);
      expect(await signIn(a.app, u.correo, u.password)).toBe(429);
      const key = accountKey(u.correo);
      expect(key).not.toContain(u.correo);
      expect(Number(await redis.get(key))).toBe(LOGIN_LIMITS.failuresPerAccount + 2);
      const ttl = await redis.pttl(key);
      expect(ttl).toBeGreaterThan(WINDOW_MS - 60_000);
      expect(ttl).toBeLessThanOrEqual(WINDOW_MS);

      const v = await a.createUser([0]);
      expect(await signIn(b, v.correo, v.password)).toBe(200);
      expect(await redis.exists(accountKey(v.correo))).toBe(0);
    } finally {
      await b?.close();
      await a.close();
    }
  });
});
