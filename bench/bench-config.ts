import { loadConfig } from '../server/src/config';

/** The secret every benchmark server signs sessions with (benchmarks make their own tokens). */
export const BENCH_JWT_SECRET = 'bench-secret-bench-secret-bench-secret-00';

/** A quiet test-mode server for a benchmark: no website, no geographic service, no logging. */
export function benchConfig(dataDir: string, extra: Record<string, string> = {}) {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    JWT_SECRET: BENCH_JWT_SECRET,
    STATIC_DIR: '',
    GEO_API_URL: 'http://127.0.0.1:9/georef',
    ...extra,
  });
}
