import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

/**
 * A load generator in its own process (the benches run it with `node --import tsx`), so the
 * server under test has its process to itself, as behind a real load balancer. Reads a job
 * from the JSON file named by argv[2]: every token makes one request (its own Authorization
 * and Idempotency-Key) over `connections` kept-alive connections. Prints one JSON line:
 * duration, status counts and latency percentiles (ms).
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

const job = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as Job;
let next = 0;
const bodies: string[] = [];
let lastResponse = 0;
const started = performance.now();
const result = await new Promise<autocannon.Result>((resolve, reject) => {
  const instance = autocannon(
    {
      url: job.url,
      connections: job.connections,
      ...(job.durationS ? { duration: job.durationS } : { amount: job.tokens.length }),
      timeout: 30,
      requests: [
        {
          method: job.method,
          ...(job.body ? { body: job.body } : {}),
          // One request at a time per connection: its context knows whose answer comes back.
          setupRequest: (request, context: { index?: number }) => {
            const index = next % job.tokens.length;
            context.index = index;
            const token = job.tokens[index]!;
            next += 1;
            request.headers = {
              ...request.headers,
              ...job.extraHeaders?.[index],
              authorization: `Bearer ${token}`,
              'content-type': 'application/json',
              'idempotency-key': `bench-${process.pid}-${next}`,
            };
            return request;
          },
          ...(job.collectBodies
            ? {
                onResponse: (_status: number, body: string, context: { index?: number }) => {
                  bodies[context.index!] = body;
                },
              }
            : {}),
        },
      ],
    },
    (err, done) => (err ? reject(err) : resolve(done)),
  );
  instance.on('response', () => {
    lastResponse = performance.now();
  });
});
// autocannon ends on a one-second tick: the burst lasts until its last answer.
const durationS = (lastResponse - started) / 1000;
const statusCodes = Object.fromEntries(
  Object.entries(result.statusCodeStats ?? {}).map(([code, s]) => [code, s.count ?? 0]),
);
console.log(
  JSON.stringify({
    durationS,
    requests: result.requests.total,
    averageRps: result.requests.average,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    ...(job.collectBodies ? { bodies } : {}),
  }),
);
