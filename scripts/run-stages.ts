// `npm test`: runs the test stages in order (each an npm script), stops at the first that
// fails with its exit code, and prints how long each stage took.
import { spawnSync } from 'node:child_process';

const STAGES: Array<[stage: string, script: string]> = [
  // typecheck (2 tsc), lint and import cycles, two at a time (scripts/static-checks.ts).
  ['static checks', 'test:static'],
  ['unit', 'test:unit'],
  ['server (PGlite)', 'test:server'],
  ['build', 'build'],
  ['bundle budget', 'test:budget'],
  ['e2e', 'test:e2e'],
  ['electronegativity', 'test:electron-security'],
];

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const rows: Array<[string, string, string]> = [];
let failed: { stage: string; code: number } | null = null;
const start = performance.now();

for (const [stage, script] of STAGES) {
  const t0 = performance.now();
  const result = spawnSync(npm, ['run', script], { stdio: 'inherit' });
  const seconds = ((performance.now() - t0) / 1000).toFixed(1);
  const code = result.status ?? 1;
  rows.push([stage, seconds, code === 0 ? 'ok' : `failed (exit ${code})`]);
  if (code !== 0) {
    failed = { stage, code };
    break;
  }
}
rows.push(['total', ((performance.now() - start) / 1000).toFixed(1), failed ? 'failed' : 'ok']);

const width = Math.max(...rows.map(([stage]) => stage.length));
console.log('\nnpm test, seconds per stage:');
for (const [stage, seconds, state] of rows)
  console.log(`  ${stage.padEnd(width)}  ${seconds.padStart(7)} s  ${state}`);
if (failed) console.log(`stopped at "${failed.stage}"; the stages after it did not run`);
process.exit(failed ? failed.code : 0);
