/**
 * Calls to the database that share a key (one event's purchases, say) and arrive while
 * another call for that key is in flight wait here and go together in the next call, at most
 * `max` at a time; a call that finds nothing in flight goes at once. Under a burst this turns
 * N round trips into a few, and it adds no wait when traffic is quiet
 * (docs/decisions/0071-purchases-in-batches.md, 0072-prechecks-in-batches.md).
 *
 * `run` settles every entry of its batch; if it throws instead, the entries still pending
 * are rejected with that error.
 */
export interface Waiting<T, R> {
  item: T;
  resolve: (result: R) => void;
  reject: (err: unknown) => void;
}

export function batchWhileBusy<K, T, R>(opts: {
  max: number;
  run: (key: K, batch: Array<Waiting<T, R>>) => Promise<void>;
}): (key: K, item: T) => Promise<R> {
  const queues = new Map<K, Array<Waiting<T, R>>>();

  async function drain(key: K, queue: Array<Waiting<T, R>>) {
    while (queue.length > 0) {
      const batch = queue.splice(0, opts.max);
      try {
        await opts.run(key, batch);
      } catch (err) {
        // Rejecting an entry run already settled does nothing.
        for (const w of batch) w.reject(err);
      }
    }
    queues.delete(key);
  }

  return (key, item) =>
    new Promise<R>((resolve, reject) => {
      const waiting = { item, resolve, reject };
      const queue = queues.get(key);
      if (queue) {
        queue.push(waiting);
        return;
      }
      const fresh = [waiting];
      queues.set(key, fresh);
      void drain(key, fresh);
    });
}
