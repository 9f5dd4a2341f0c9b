import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * An HTTP proxy on loopback in front of a test peer (e.g. the fake MercadoPago) that can
 * refuse the next matching requests with a chosen answer, so a test makes one provider call
 * fail without teaching the peer itself to fail, or hold matching requests until released,
 * so a test sees what happens while a provider call is under way. Everything else is
 * forwarded as it came.
 */
export async function startFlakyProxy(target: string) {
  const rules: Array<{
    method: string;
    path: RegExp;
    left: number;
    status: number;
    body: unknown;
  }> = [];
  let refused = 0;
  let holding: { method: string; path: RegExp; gate: Promise<void>; held: number } | null = null;

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void (async () => {
        const path = new URL(req.url ?? '/', 'http://proxy').pathname;
        const rule = rules.find((r) => r.left > 0 && r.method === req.method && r.path.test(path));
        if (rule) {
          rule.left -= 1;
          refused += 1;
          res.writeHead(rule.status, { 'content-type': 'application/json' });
          return res.end(JSON.stringify(rule.body));
        }
        if (holding && holding.method === req.method && holding.path.test(path)) {
          holding.held += 1;
          await holding.gate;
        }
        const headers = new Headers();
        for (const [k, v] of Object.entries(req.headers))
          if (typeof v === 'string' && k !== 'host' && k !== 'content-length') headers.set(k, v);
        const body = chunks.length > 0 ? Buffer.concat(chunks) : undefined;
        const upstream = await fetch(`${target}${req.url}`, { method: req.method, headers, body });
        res.writeHead(upstream.status, {
          'content-type': upstream.headers.get('content-type') ?? 'application/json',
        });
        res.end(Buffer.from(await upstream.arrayBuffer()));
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** The next `times` requests matching method and path get this answer instead. */
    refuse(method: string, path: RegExp, times: number, status: number, body: unknown) {
      rules.push({ method, path, left: times, status, body });
    },
    /**
     * Holds every request matching method and path (forwarding none of them) until the
     * answered `release` is called. `held()` counts the requests held so far.
     */
    hold(method: string, path: RegExp) {
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      const rule = { method, path, gate, held: 0 };
      holding = rule;
      return {
        held: () => rule.held,
        release: () => {
          if (holding === rule) holding = null;
          release();
        },
      };
    },
    /** How many requests were refused so far. */
    get refused() {
      return refused;
    },
    close: () =>
      new Promise<void>((resolve) => {
        // Clients (the SDK's fetch) keep connections alive; close() would wait for them.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
