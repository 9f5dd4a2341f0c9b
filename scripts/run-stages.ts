// `npm test`: runs the test stages (each an npm script), stops at the first that fails with its
// exit code, and prints how long each stage took. A step may hold lanes that run side by side:
// the first lane's output streams as it comes, the others' is held and printed when each ends,
// so the logs do not interleave. A failure in any lane stops the others at once.
//
// The e2e stack (server, identity provider, desktop renderer) starts in the build's lane, once
// the build it serves is there, and is ready when the e2e stage begins: its start (PGlite's
// initdb, migrations, demo data) overlaps the server tests instead of holding up the browsers
// (docs/decisions/0075-suite-static-and-e2e-start.md). `npm run test:e2e` alone starts its own.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { RUN_DIR_ENV } from '../e2e/support/run-dir';
import { E2E, STACK_STARTED_ENV } from '../e2e/support/stack-env';

/** An npm script, or 'e2e stack': the stack started in the background, done once it answers. */
type Stage = [stage: string, script: string];
/** Lanes run side by side; the stages of one lane run in order. */
type Step = Stage[][];
const E2E_STACK = 'e2e stack';

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
      ['e2e stack', E2E_STACK],
    ],
  ],
  [[['e2e', 'test:e2e']]],
];

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

// The e2e run's folder (e2e/support/run-dir.ts), shared by the stack started here and the
// Playwright run that uses it; removed at the end.
const e2eRunDir = mkdtempSync(path.join(os.tmpdir(), 'pulso-e2e-run-'));
const stackLog = path.join(e2eRunDir, 'stack.log');
let stack: ChildProcess | null = null;
const stageEnv = { ...process.env, [RUN_DIR_ENV]: e2eRunDir };
const rows: Array<[string, string, string]> = [];
// Set from the lanes (closures), so typed here rather than narrowed to null.
let failed = null as { stage: string; code: number } | null;
const running = new Set<ChildProcess>();
const start = performance.now();

/** Starts the e2e stack in its own process group; answers 0 once it serves, else 1. */
async function startStack(): Promise<number> {
  const answers = () =>
    fetch(`${E2E.webUrl}/api/v1/Config`).then(
      (r) => r.ok,
      () => false,
    );
  // Something else on the port would be taken for the stack (PULSO_E2E_PORT_BASE moves it).
  if (await answers()) {
    process.stdout.write(`\n── e2e stack: ${E2E.webUrl} is taken by another process\n`);
    return 1;
  }
  const log = openSync(stackLog, 'a');
  const child = spawn('npx', ['tsx', 'e2e/support/stack.ts'], {
    stdio: ['ignore', log, log],
    detached: process.platform !== 'win32',
    env: stageEnv,
  });
  stack = child;
  let exited = false;
  child.on('exit', () => (exited = true));
  const deadline = Date.now() + 120_000;
  while (!exited && !failed && Date.now() < deadline) {
    if (await answers()) return 0;
    await sleep(250);
  }
  if (!failed)
    process.stdout.write(`\n── e2e stack did not start:\n${readFileSync(stackLog, 'utf8')}`);
  return 1;
}

function stopStack() {
  if (!stack?.pid || stack.exitCode !== null) return;
  try {
    process.kill(-stack.pid, 'SIGTERM');
  } catch {
    stack.kill('SIGTERM');
  }
}

function runStage([stage, script]: Stage, live: boolean): Promise<number> {
  const t0 = performance.now();
  if (script === E2E_STACK)
    return startStack().then((code) => {
      rows.push([
        stage,
        ((performance.now() - t0) / 1000).toFixed(1),
        code === 0 ? 'ok' : 'failed',
      ]);
      return code;
    });
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', script], {
      stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      // The e2e stage finds the stack started above through these (playwright.config.ts).
      env: stack ? { ...stageEnv, [STACK_STARTED_ENV]: '1' } : stageEnv,
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
    stopStack();
    rmSync(e2eRunDir, { recursive: true, force: true });
    process.exit(130);
  });

for (const step of STEPS) {
  await Promise.all(step.map((lane, i) => runLane(lane, i === 0)));
  if (failed) break;
}
if (failed?.stage === 'e2e' && stack)
  process.stdout.write(`\n── the e2e stack's log:\n${readFileSync(stackLog, 'utf8')}`);
stopStack();
rmSync(e2eRunDir, { recursive: true, force: true });
rows.push(['total', ((performance.now() - start) / 1000).toFixed(1), failed ? 'failed' : 'ok']);

const width = Math.max(...rows.map(([stage]) => stage.length));
console.log('\nnpm test, seconds per stage (stages side by side overlap):');
for (const [stage, seconds, state] of rows)
  console.log(`  ${stage.padEnd(width)}  ${seconds.padStart(7)} s  ${state}`);
if (failed) console.log(`stopped at "${failed.stage}"; the stages after it did not run`);
process.exit(failed ? failed.code : 0);
