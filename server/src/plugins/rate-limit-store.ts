import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { MSG } from '@shared/messages';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { HttpProblem } from './problem';

/** Every rate-limit key in Redis starts with this, then the route and the client's address. */
export const RATE_LIMIT_KEY_PREFIX = 'pulso:rl:';

/** The client's name in Redis's CLIENT LIST, to tell Pulso's connections apart. */
export const RATE_LIMIT_CONNECTION_NAME = 'pulso-rate-limit';

/**
 * A count per key in a fixed window, kept where the route limits are (Redis when REDIS_URL is
 * set, else this process), for limits a route counts itself (issue 15: failed sign-ins per
 * account). Like the route limits it fails open: with Redis unreachable `hit` counts 0.
 */
export interface AttemptCounter {
  /** Counts one attempt: the count in the window with this one, and ms until the window ends. */
  hit(key: string): Promise<{ count: number; ttlMs: number }>;
  /** Takes one attempt back (one that turned out not to count); the key goes at 0. */
  undo(key: string): Promise<void>;
  /** The count in the window without counting (0 when none or when the store fails). */
  peek(key: string): Promise<number>;
}

/**
 * Growing delays per key (docs/decisions/0076-hostile-users.md): each `take` is one attempt;
 * the first `free` pass at once, and each one after waits twice as long as the one before
 * (`baseMs`, 2 × `baseMs`, … up to `capMs`) counted from the previous attempt. A take made
 * before its turn is refused with the wait left and counts nothing, so attempts sent at once
 * cannot all slip in. `force` takes a turn whatever the wait (an attempt that paid otherwise,
 * e.g. with a solved challenge). `clear` forgets the key (a success). The key lives
 * `windowMs` after its last attempt. Fails open like the counters.
 */
export interface Backoff {
  take(
    key: string,
    opts: { free: number; baseMs: number; capMs: number; force?: boolean },
  ): Promise<{ allowed: boolean; waitMs: number; attempts: number }>;
  clear(key: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The counter called `name` (one per name and process, whoever asks for it). */
    attemptCounter(name: string, windowMs: number): AttemptCounter;
    /** The growing delays called `name` (one per name and process). */
    backoff(name: string, windowMs: number): Backoff;
  }
}

export interface RateLimitStoreOptions {
  /** Redis keeping the counters; null: in this process's memory. */
  redisUrl: string | null;
}

/**
 * @fastify/rate-limit for the whole app (`global: false`: only routes that set
 * `config.rateLimit` are limited). Without a Redis URL each process counts in its own memory,
 * so N instances behind a load balancer allow N times the limit; with one, every instance
 * counts the same attempts in Redis. A 429 is thrown as an error either way, so the errors
 * plugin answers it in Spanish.
 *
 * When Redis cannot be reached:
 * - At start, the app does not build: a REDIS_URL that is set but wrong is a deployment
 *   mistake, and it is better said at once than found after a brute-force attempt.
 * - Mid-run, the limited routes fail open (`skipOnError`): they answer as if no limit were
 *   set until Redis is back (ioredis reconnects on its own), and the outage is logged once,
 *   as is the recovery. Failing closed would turn a Redis outage into a sign-in outage (web,
 *   desktop and the door app during an event); the attempts still pay the password hash, and
 *   the window is as long as the outage. See docs/decisions/0045-rate-limits-across-instances.md.
 *
 * Commands fail fast rather than wait: no offline queue (a request made while disconnected
 * fails at once), one retry, and a command timeout, so a sign-in never waits more than
 * about half a second on Redis.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance, { redisUrl }: RateLimitStoreOptions) => {
    if (!redisUrl) {
      await app.register(fastifyRateLimit, { global: false });
      decorateCounters(app, memoryCounter, memoryBackoff);
      return;
    }
    const redis = await connectRedis(app, redisUrl);
    await app.register(fastifyRateLimit, {
      global: false,
      redis,
      nameSpace: RATE_LIMIT_KEY_PREFIX,
      skipOnError: true,
    });
    decorateCounters(
      app,
      (name, windowMs) => redisCounter(redis, name, windowMs),
      (name, windowMs) => redisBackoff(redis, name, windowMs),
    );
  },
  { name: 'pulso-rate-limit', fastify: '5.x' },
);

function decorateCounters(
  app: FastifyInstance,
  create: (name: string, windowMs: number) => AttemptCounter,
  createBackoff: (name: string, windowMs: number) => Backoff,
) {
  // One per name: the website's and the door's sign-in must count the same failures.
  const counters = new Map<string, AttemptCounter>();
  app.decorate('attemptCounter', (name: string, windowMs: number) => {
    let counter = counters.get(name);
    if (!counter) counters.set(name, (counter = create(name, windowMs)));
    return counter;
  });
  const backoffs = new Map<string, Backoff>();
  app.decorate('backoff', (name: string, windowMs: number) => {
    let backoff = backoffs.get(name);
    if (!backoff) backoffs.set(name, (backoff = createBackoff(name, windowMs)));
    return backoff;
  });
}

/** The wait after the `attempts`-th attempt (the first `free` wait nothing). */
export function backoffDelayMs(
  attempts: number,
  o: { free: number; baseMs: number; capMs: number },
) {
  if (attempts < o.free) return 0;
  return Math.min(o.capMs, o.baseMs * 2 ** Math.min(30, attempts - o.free));
}

/**
 * One attempt under growing delays, atomically: refused before `next`, else counted, and the
 * next one's turn set from this one's count. ARGV: now, window, free, base, cap, force.
 */
const TAKE = `
local now = tonumber(ARGV[1])
local n = tonumber(redis.call('HGET', KEYS[1], 'n') or '0')
local nxt = tonumber(redis.call('HGET', KEYS[1], 'next') or '0')
if ARGV[6] ~= '1' and now < nxt then return {0, nxt - now, n} end
n = n + 1
local wait = 0
local free = tonumber(ARGV[3])
if n >= free then wait = math.min(tonumber(ARGV[5]), tonumber(ARGV[4]) * 2 ^ math.min(30, n - free)) end
redis.call('HSET', KEYS[1], 'n', n, 'next', now + wait)
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return {1, 0, n}`;

function redisBackoff(redis: Redis, name: string, windowMs: number): Backoff {
  const keyOf = (key: string) => `${RATE_LIMIT_KEY_PREFIX}${name}:${key}`;
  return {
    async take(key, o) {
      try {
        const args = [Date.now(), windowMs, o.free, o.baseMs, o.capMs, o.force ? 1 : 0];
        const [allowed, waitMs, attempts] = (await redis.eval(TAKE, 1, keyOf(key), ...args)) as [
          number,
          number,
          number,
        ];
        return { allowed: allowed === 1, waitMs, attempts };
      } catch {
        return { allowed: true, waitMs: 0, attempts: 0 };
      }
    },
    async clear(key) {
      await redis.del(keyOf(key)).catch(() => undefined);
    },
  };
}

function memoryBackoff(_name: string, windowMs: number): Backoff {
  const entries = new Map<string, { n: number; next: number; endsAt: number }>();
  return {
    async take(key, o) {
      const now = Date.now();
      let e = entries.get(key);
      if (!e || e.endsAt <= now) {
        entries.delete(key);
        if (entries.size >= MEMORY_COUNTER_KEYS)
          for (const [k, v] of entries)
            if (v.endsAt <= now || entries.size >= MEMORY_COUNTER_KEYS * 0.9) entries.delete(k);
        e = { n: 0, next: 0, endsAt: 0 };
        entries.set(key, e);
      }
      if (!o.force && now < e.next) return { allowed: false, waitMs: e.next - now, attempts: e.n };
      e.n += 1;
      e.next = now + backoffDelayMs(e.n, o);
      e.endsAt = now + windowMs;
      return { allowed: true, waitMs: 0, attempts: e.n };
    },
    async clear(key) {
      entries.delete(key);
    },
  };
}

/** INCR, and the window starts with the first attempt (a key without expiry gets one too). */
const HIT = `
local n = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {n, ttl}`;

/** DECR keeping the window; at 0 the key goes (never a negative count, never a key forever). */
const UNDO = `
local n = tonumber(redis.call('GET', KEYS[1]) or '0')
if n <= 1 then redis.call('DEL', KEYS[1]) else redis.call('DECR', KEYS[1]) end
return 0`;

function redisCounter(redis: Redis, name: string, windowMs: number): AttemptCounter {
  const keyOf = (key: string) => `${RATE_LIMIT_KEY_PREFIX}${name}:${key}`;
  return {
    async hit(key) {
      try {
        const [count, ttlMs] = (await redis.eval(HIT, 1, keyOf(key), windowMs)) as [number, number];
        return { count, ttlMs };
      } catch {
        // Fail open, as the route limits do (skipOnError); the outage is logged on its own.
        return { count: 0, ttlMs: 0 };
      }
    },
    async undo(key) {
      await redis.eval(UNDO, 1, keyOf(key)).catch(() => undefined);
    },
    async peek(key) {
      return Number((await redis.get(keyOf(key)).catch(() => null)) ?? 0);
    },
  };
}

/** Most keys one process keeps; past it the expired go, then the oldest tenth. */
const MEMORY_COUNTER_KEYS = 100_000;

function memoryCounter(_name: string, windowMs: number): AttemptCounter {
  const counts = new Map<string, { count: number; endsAt: number }>();
  const makeRoom = (now: number) => {
    for (const [key, entry] of counts) if (entry.endsAt <= now) counts.delete(key);
    // Insertion order is window order: the oldest windows are the first forgotten. A tenth
    // at once, so a full map is not swept again on every new key.
    for (const key of counts.keys()) {
      if (counts.size < MEMORY_COUNTER_KEYS * 0.9) break;
      counts.delete(key);
    }
  };
  return {
    async hit(key) {
      const now = Date.now();
      let entry = counts.get(key);
      if (!entry || entry.endsAt <= now) {
        counts.delete(key);
        if (counts.size >= MEMORY_COUNTER_KEYS) makeRoom(now);
        entry = { count: 0, endsAt: now + windowMs };
        counts.set(key, entry);
      }
      entry.count += 1;
      return { count: entry.count, ttlMs: entry.endsAt - now };
    },
    async undo(key) {
      const entry = counts.get(key);
      if (!entry) return;
      entry.count -= 1;
      if (entry.count <= 0) counts.delete(key);
    },
    async peek(key) {
      const entry = counts.get(key);
      return entry && entry.endsAt > Date.now() ? entry.count : 0;
    },
  };
}

async function connectRedis(app: FastifyInstance, url: string): Promise<Redis> {
  const redis = new Redis(url, {
    connectionName: RATE_LIMIT_CONNECTION_NAME,
    lazyConnect: true,
    connectTimeout: 2000,
    commandTimeout: 500,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
  });
  let state: 'starting' | 'up' | 'down' | 'closing' = 'starting';
  let startError: Error | undefined;
  const lost = (err?: Error) => {
    if (state === 'starting') startError ??= err;
    if (state !== 'up') return;
    state = 'down';
    app.log.error(
      { err },
      'rate limits: Redis unreachable, limited routes answer without limits until it is back',
    );
  };
  // Without an error listener ioredis prints every failed reconnection to stderr.
  redis.on('error', lost);
  redis.on('close', () => lost());
  redis.on('ready', () => {
    if (state === 'down') app.log.warn('rate limits: Redis reachable again, limits apply');
    if (state !== 'closing') state = 'up';
  });
  try {
    await redis.connect();
  } catch (err) {
    // connect() gives up, but ioredis would keep reconnecting and hold the process open.
    redis.disconnect();
    // connect() only says "Connection is closed."; the error event said why.
    const why = startError?.message ?? (err instanceof Error ? err.message : String(err));
    throw new Error(`REDIS_URL: Redis not reachable at start (${why})`, { cause: err });
  }
  state = 'up';
  app.addHook('onClose', async () => {
    state = 'closing';
    // QUIT lets Redis finish what it was sent; when disconnected there is nothing to wait for.
    if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
    else redis.disconnect();
  });
  app.log.info('rate limits: counters shared through Redis');
  return redis;
}

/**
 * A second limit on a route, counted per signed-in account (a preHandler: it runs after the
 * session is read). @fastify/rate-limit applies one limiter per request, so the route's own
 * `config.rateLimit` (per address) and this one share a store but not a counter.
 */
export function perAccountRateLimit(
  app: FastifyInstance,
  opts: { name: string; max: number; timeWindow: string },
): preHandlerAsyncHookHandler {
  const limiter = app.createRateLimit({
    max: opts.max,
    timeWindow: opts.timeWindow,
    keyGenerator: (request) => `${opts.name}:${request.auth?.idUsuario ?? `ip:${request.ip}`}`,
  });
  return async (request, reply) => {
    const result = await limiter(request);
    if (result.isAllowed || !result.isExceeded) return;
    reply.header('retry-after', String(result.ttlInSeconds));
    throw new HttpProblem(429, MSG.demasiadosIntentos);
  };
}
