import { describe, expect, it } from 'vitest';
import { createListCache } from './list-cache';

describe('events list cache', () => {
  it('answers from memory within the TTL and loads again after it', async () => {
    let now = 1000;
    let loads = 0;
    const cache = createListCache<number>({ ttlMs: 2000, clock: () => now });
    const load = async () => ++loads;
    expect(await cache.get('a', load)).toBe(1);
    now += 1999;
    expect(await cache.get('a', load)).toBe(1);
    now += 2;
    expect(await cache.get('a', load)).toBe(2);
    expect(await cache.get('b', load)).toBe(3);
  });

  it('shares one load between concurrent misses and forgets failures', async () => {
    let loads = 0;
    const cache = createListCache<number>({ ttlMs: 2000 });
    const slow = () => new Promise<number>((resolve) => setTimeout(() => resolve(++loads), 10));
    const [a, b] = await Promise.all([cache.get('k', slow), cache.get('k', slow)]);
    expect([a, b, loads]).toEqual([1, 1, 1]);
    const failing = createListCache<number>({ ttlMs: 2000 });
    await expect(failing.get('x', () => Promise.reject(new Error('db down')))).rejects.toThrow(
      'db down',
    );
    expect(await failing.get('x', async () => 7)).toBe(7);
  });

  it('is off with a TTL of 0', async () => {
    let loads = 0;
    const cache = createListCache<number>({ ttlMs: 0 });
    await cache.get('a', async () => ++loads);
    await cache.get('a', async () => ++loads);
    expect(loads).toBe(2);
  });
});
