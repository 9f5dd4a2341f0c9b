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
}

const job = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as Job;
let next = 0;
let lastResponse = 0;
const started = performance.now();
const result = await new Promise<autocannon.Result>((resolve, reject) => {
  const instance = autocannon(
    {
      url: job.url,
      connections: job.connections,
      amount: job.tokens.length,
      timeout: 30,
      requests: [
        {
          method: job.method,
          ...(job.body ? { body: job.body } : {}),
          setupRequest: (request) => {
            const token = job.tokens[next % job.tokens.length]!;
            next += 1;
            request.headers = {
              ...request.headers,
              authorization: `Bearer ${token}`,
              'content-type': 'application/json',
              'idempotency-key': `bench-${process.pid}-${next}`,
            };
            return request;
          },
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
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
  }),
);
