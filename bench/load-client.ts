import { readFileSync } from 'node:fs';
import http from 'node:http';

/**
 * A load generator in its own process (the benches run it with `node --import tsx`), so the
 * server under test has its process to itself. Reads a job from the JSON file named by
 * argv[2]: every token makes one request (its own Authorization and Idempotency-Key), or with
 * `durationS` the tokens in turn for that long, one request at a time per connection.
 *
 * The connections are opened before the clock starts (one GET /health each), as a load
 * balancer keeps its keep-alive connections to an instance: what is timed is the server
 * answering, not TCP handshakes of this client. Prints one JSON line: duration (first request
 * sent to last answer), status counts and latency percentiles (ms).
 */
interface Job {
  url: string;
  method: 'GET' | 'POST';
  body?: string;
  tokens: string[];
  connections: number;
  /** Sustained load for this many seconds (the tokens in turn) instead of one request each. */
  durationS?: number;
  /** Headers of each token's request, by the token's index (an admission token, say). */
  extraHeaders?: Array<Record<string, string>>;
  /** Print each token's response body too (by the token's index). */
  collectBodies?: boolean;
}

const TIMEOUT_MS = 30_000;
const job = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as Job;
const target = new URL(job.url);
const agent = new http.Agent({ keepAlive: true, maxSockets: job.connections });

interface Answer {
  status: number;
  body: string;
}

function send(path: string, method: string, headers: http.OutgoingHttpHeaders, body?: string) {
  return new Promise<Answer>((resolve, reject) => {
    const req = http.request(
      { host: target.hostname, port: target.port, path, method, headers, agent },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', reject);
      },
    );
    req.setTimeout(TIMEOUT_MS, () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(body);
  });
}

// Warm: every connection open and idle in the agent before the clock starts.
await Promise.all(
  Array.from({ length: job.connections }, () =>
    send('/health', 'GET', { connection: 'keep-alive' }),
  ),
);

const path = target.pathname + target.search;
const latencies: number[] = [];
const latenciesByStatus: Record<string, number[]> = {};
const statusCodes: Record<string, number> = {};
const bodies: string[] = [];
let errors = 0;
let timeouts = 0;
let next = 0;
const started = performance.now();
const deadline = job.durationS ? started + job.durationS * 1000 : Infinity;
let lastAnswer = started;

async function worker() {
  for (;;) {
    if (job.durationS ? performance.now() >= deadline : next >= job.tokens.length) return;
    const n = next++;
    const index = n % job.tokens.length;
    const headers: http.OutgoingHttpHeaders = {
      ...job.extraHeaders?.[index],
      authorization: `Bearer ${job.tokens[index]}`,
      'idempotency-key': `bench-${process.pid}-${n}`,
      ...(job.body
        ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(job.body) }
        : {}),
    };
    const t0 = performance.now();
    try {
      const answer = await send(path, job.method, headers, job.body);
      lastAnswer = performance.now();
      latencies.push(lastAnswer - t0);
      statusCodes[answer.status] = (statusCodes[answer.status] ?? 0) + 1;
      (latenciesByStatus[answer.status] ??= []).push(lastAnswer - t0);
      if (job.collectBodies) bodies[index] = answer.body;
    } catch (err) {
      if ((err as Error).message === 'timeout') timeouts += 1;
      else errors += 1;
    }
  }
}

await Promise.all(Array.from({ length: job.connections }, worker));
agent.destroy();
const pctOf = (sorted: number[], p: number) =>
  sorted.length
    ? +sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!.toFixed(1)
    : NaN;
latencies.sort((a, b) => a - b);
const pct = (p: number) => pctOf(latencies, p);
// Per status: in a drop the sales (201) and the refusals (409) take different paths.
const byStatus = Object.fromEntries(
  Object.entries(latenciesByStatus).map(([status, ms]) => {
    ms.sort((a, b) => a - b);
    return [status, { p50Ms: pctOf(ms, 50), p99Ms: pctOf(ms, 99) }];
  }),
);
const durationS = (lastAnswer - started) / 1000;
console.log(
  JSON.stringify({
    durationS,
    requests: latencies.length,
    averageRps: latencies.length / durationS,
    errors,
    timeouts,
    statusCodes,
    p50Ms: pct(50),
    p99Ms: pct(99),
    byStatus,
    ...(job.collectBodies ? { bodies } : {}),
  }),
);
