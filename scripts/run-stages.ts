// `npm test`: runs the test stages (each an npm script), stops at the first that fails with its
// exit code, and prints how long each stage took. A step may hold lanes that run side by side:
// the first lane's output streams as it comes, the others' is held and printed when each ends,
// so the logs do not interleave. A failure in any lane stops the others at once.
import { spawn, type ChildProcess } from 'node:child_process';

type Stage = [stage: string, script: string];
/** Lanes run side by side; the stages of one lane run in order. */
type Step = Stage[][];

const STEPS: Step[] = [
  // Type checks (tsgo), lint and import cycles, two at a time (scripts/static-checks.ts).
  [[['static checks', 'test:static']]],
  [[['unit', 'test:unit']]],
  // The build and the two checks that read it share nothing with the server tests: they run
  // beside them, and end before them (docs/decisions/0074-suite-what-runs-where.md).
  [
    [['server (PGlite)', 'test:server']],
    [
      ['build', 'build'],
      ['bundle budget', 'test:budget'],
      ['electronegativity', 'test:electron-security'],
    ],
  ],
  [[['e2e', 'test:e2e']]],
];

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const rows: Array<[string, string, string]> = [];
// Set from the lanes (closures), so typed here rather than narrowed to null.
let failed = null as { stage: string; code: number } | null;
const running = new Set<ChildProcess>();
const start = performance.now();

function runStage([stage, script]: Stage, live: boolean): Promise<number> {
  const t0 = performance.now();
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', script], {
      stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      // Its own process group, so a failure elsewhere stops it with everything it started.
      detached: process.platform !== 'win32',
    });
    running.add(child);
    const held: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => held.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => held.push(chunk));
    const done = (code: number) => {
      running.delete(child);
      const seconds = ((performance.now() - t0) / 1000).toFixed(1);
      if (!live) {
        process.stdout.write(`\n── ${stage} (beside the stage above), ${seconds} s\n`);
        process.stdout.write(Buffer.concat(held));
      }
      rows.push([stage, seconds, code === 0 ? 'ok' : failed ? 'stopped' : `failed (exit ${code})`]);
      resolve(code);
    };
    child.on('error', () => done(1));
    child.on('close', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

function stopOthers() {
  for (const child of running) {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    } catch {
      child.kill('SIGTERM');
    }
  }
}

async function runLane(lane: Stage[], live: boolean) {
  for (const stage of lane) {
    if (failed) return;
    const code = await runStage(stage, live);
    if (code !== 0 && !failed) {
      failed = { stage: stage[0], code };
      stopOthers();
    }
  }
}

// The stages run in process groups of their own: Ctrl-C or a stop of `npm test` reaches them here.
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    stopOthers();
    process.exit(130);
  });

for (const step of STEPS) {
  await Promise.all(step.map((lane, i) => runLane(lane, i === 0)));
  if (failed) break;
}
rows.push(['total', ((performance.now() - start) / 1000).toFixed(1), failed ? 'failed' : 'ok']);

const width = Math.max(...rows.map(([stage]) => stage.length));
console.log('\nnpm test, seconds per stage (stages side by side overlap):');
for (const [stage, seconds, state] of rows)
  console.log(`  ${stage.padEnd(width)}  ${seconds.padStart(7)} s  ${state}`);
if (failed) console.log(`stopped at "${failed.stage}"; the stages after it did not run`);
process.exit(failed ? failed.code : 0);
