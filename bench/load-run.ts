import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);

export interface LoadResult {
  durationS: number;
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
  p50Ms: number;
  p99Ms: number;
  /** Latency percentiles of the answers of each status code. */
  byStatus: Record<string, { p50Ms: number; p99Ms: number }>;
  requests: number;
  averageRps: number;
  bodies?: string[];
}

/**
 * One load from bench/load-client.ts in its own process: every token one request (or, with
 * `durationS`, the tokens in turn for that long), over `connections` (BENCH_CONNECTIONS, 100)
 * kept-alive connections, as a load balancer keeps them to an instance.
 */
export async function runLoad(job: {
  url: string;
  method: 'GET' | 'POST';
  body?: string;
  tokens: string[];
  durationS?: number;
  connections?: number;
  extraHeaders?: Array<Record<string, string>>;
  collectBodies?: boolean;
}) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pulso-load-'));
  const file = path.join(dir, 'job.json');
  writeFileSync(file, JSON.stringify({ connections: CONNECTIONS, ...job }));
  try {
    // Asynchronously: the server under test answers from this process meanwhile.
    const { stdout } = await execFileAsync(
      process.execPath,
      ['--import', 'tsx', 'bench/load-client.ts', file],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    return JSON.parse(stdout.trim().split('\n').pop()!) as LoadResult;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
