import type { FastifyInstance } from 'fastify';

export interface Stoppable {
  stop(): Promise<void>;
}

/**
 * Stops one instance without dropping what it is doing: readiness turns 503 at once (the
 * load balancer sends no new requests), job timers stop after their current pass, Fastify
 * stops accepting connections and waits for the requests in flight (an order being created
 * commits or rolls back whole; new requests on kept-alive connections get 503), then the
 * database pool closes. After `graceMs` it gives up waiting and answers 'forced'.
 */
export async function stopGracefully(opts: {
  app: FastifyInstance;
  jobs: ReadonlyArray<Stoppable | null>;
  closeDatabase: () => Promise<void>;
  graceMs: number;
}): Promise<'clean' | 'forced'> {
  opts.app.health.draining = true;
  const work = (async () => {
    await Promise.all(opts.jobs.map((job) => job?.stop()));
    await opts.app.close();
    await opts.closeDatabase();
    return 'clean' as const;
  })();
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'forced'>((resolve) => {
    timer = setTimeout(() => resolve('forced'), opts.graceMs);
    timer.unref();
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}
