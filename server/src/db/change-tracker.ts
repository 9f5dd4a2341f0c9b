import type { Database } from './client';

/**
 * What a cache kept exact by PostgreSQL notifications needs (the session cache, the events'
 * view cache): it is told which id changed, or that everything may have ('*', or the
 * listening connection lost and back), and it can tell whether a read that began earlier
 * saw the latest state. While the connection is down nothing may be answered from memory.
 */
export interface ChangeTracker {
  /** Notifications are flowing: memory may answer. */
  live(): boolean;
  /** Taken before a read; the read may be kept only if the generation has not moved since. */
  generation(id: number): number;
  stop(): Promise<void>;
}

export async function trackChanges(
  database: Database,
  channel: string,
  cache: { forget(id: number): void; forgetAll(): void },
): Promise<ChangeTracker> {
  // Bumped on every change of an id: a read that began before it is not kept.
  const generations = new Map<number, number>();
  let epoch = 0;
  let live = false;

  const forgetAll = () => {
    epoch += 1;
    generations.clear();
    cache.forgetAll();
  };

  const stop = await database.listen(channel, {
    onMessage: (payload) => {
      if (payload === '*') return forgetAll();
      const id = Number(payload);
      if (!Number.isInteger(id)) return;
      generations.set(id, (generations.get(id) ?? 0) + 1);
      cache.forget(id);
    },
    onLost: () => {
      live = false;
      forgetAll();
    },
    onReady: () => {
      forgetAll();
      live = true;
    },
  });

  return {
    live: () => live,
    // The epoch in the high part: a reconnection or '*' invalidates every read in flight too.
    generation: (id) => epoch * 2 ** 32 + (generations.get(id) ?? 0),
    stop: () => {
      live = false;
      forgetAll();
      return stop();
    },
  };
}
