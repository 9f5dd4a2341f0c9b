import cluster, { type Worker } from 'node:cluster';

/**
 * `WEB_CONCURRENCY=N`: the primary process forks N workers that share the one port
 * (node:cluster hands connections round-robin). A worker that dies unexpectedly is replaced;
 * SIGTERM/SIGINT are passed to every worker, which stop gracefully, and the primary exits
 * when the last one has (with 1 if any stopped uncleanly).
 */
export function runWorkers(opts: {
  count: number;
  onAllListening: (address: string) => void;
  log: (message: string) => void;
}): void {
  let stopping = false;
  let failed = false;
  let listening = 0;
  const started = new Set<number>();
  const fork = () => cluster.fork();
  cluster.on('listening', (worker, address) => {
    started.add(worker.id);
    listening += 1;
    if (listening === opts.count) {
      const host = address.address === '127.0.0.1' ? 'localhost' : (address.address ?? 'localhost');
      opts.onAllListening(`http://${host}:${address.port}`);
    }
  });
  cluster.on('exit', (worker: Worker, code, signal) => {
    if (code !== 0) failed = true;
    // One that never started (bad configuration, port taken) would fail again: stop them all.
    if (!stopping && !started.has(worker.id)) {
      opts.log(`Un proceso no pudo iniciar (${signal ?? code}); se detienen todos.`);
      stop('SIGTERM');
    }
    if (!stopping) {
      opts.log(`Proceso ${worker.process.pid} terminó (${signal ?? code}); se inicia otro.`);
      fork();
      return;
    }
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(failed ? 1 : 0);
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
  };
  process.once('SIGINT', () => stop('SIGTERM'));
  process.once('SIGTERM', () => stop('SIGTERM'));
  for (let i = 0; i < opts.count; i += 1) fork();
}
