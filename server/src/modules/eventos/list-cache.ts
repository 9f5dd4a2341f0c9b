/**
 * A short-lived cache of the public events list. Thousands of people opening the home page
 * at once ask the same few questions; answering them from memory for a couple of seconds
 * keeps the database for checkouts. Stale by at most `ttlMs`: availability is re-checked
 * when an order reserves stock, so a card never sells what is gone.
 */
export interface ListCache<T> {
  get(key: string, load: () => Promise<T>): Promise<T>;
  clear(): void;
}

export function createListCache<T>(opts: {
  ttlMs: number;
  maxEntries?: number;
  clock?: () => number;
}): ListCache<T> {
  const clock = opts.clock ?? Date.now;
  const max = opts.maxEntries ?? 500;
  const entries = new Map<string, { expires: number; value: Promise<T> }>();
  return {
    get(key, load) {
      if (opts.ttlMs <= 0) return load();
      const now = clock();
      const hit = entries.get(key);
      if (hit && hit.expires > now) return hit.value;
      if (entries.size >= max) entries.delete(entries.keys().next().value!);
      // Concurrent misses share one load; a failed load is not kept.
      const value = load();
      entries.set(key, { expires: now + opts.ttlMs, value });
      value.catch(() => entries.delete(key));
      return value;
    },
    clear: () => entries.clear(),
  };
}
