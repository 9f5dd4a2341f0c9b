// `npm run test:static`, the first stage of `npm test`: the two type checks, lint and the
// import-cycle check, run side by side (each is one mostly single-threaded process, so two
// at a time use both cores of a 2-core machine). Each check's output is held until it ends,
// then printed under its name, so the logs do not interleave. Exits non-zero if any check
// failed (all of them still run, so one run shows every problem), and prints each one's time.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import path from 'node:path';

const bin = (name: string) =>
  path.join('node_modules', '.bin', process.platform === 'win32' ? `${name}.cmd` : name);
const color = Boolean(process.stdout.isTTY);

/**
 * The type checks use the native TypeScript compiler (tsgo, `@typescript/native-preview`): the
 * same diagnostics as tsc 5.9 on this code (file, line and code of 61 planted errors), in about
 * a quarter of the time (web 33 -> 8 s, node 47 -> 12 s on a 2-core machine). Single-threaded,
 * it is as fast on two cores with half the memory, and leaves the other lane its core. tsc stays
 * for editors (decision 0074). Longest first, so the lanes end together.
 */
const tsgo = (project: string): [string, string[]] => [
  bin('tsgo'),
  ['-p', project, '--noEmit', '--singleThreaded', '--pretty', String(color)],
];
// Lint is the longest check: two threads let it take the core the other lane leaves idle once
// its shorter checks end (wall 33.7 s -> 30.7-31.4 s on a 2-core machine).
const CHECKS: Array<[name: string, command: string, args: string[]]> = [
  [
    'lint',
    bin('eslint'),
    ['.', '--max-warnings', '0', '--concurrency', '2', ...(color ? ['--color'] : [])],
  ],
  ['import cycles', bin('tsx'), ['scripts/check-cycles.ts']],
  // Server, Electron main, e2e, scripts, bench and configs: one program (tsconfig.node.json).
  ['typecheck node', ...tsgo('tsconfig.node.json')],
  ['typecheck web', ...tsgo('tsconfig.web.json')],
];

// Two lanes by default; more where there are more cores (each type check holds ~0.4-0.8 GB).
const concurrency =
  Number(process.env.STATIC_CHECKS_CONCURRENCY) ||
  Math.max(2, Math.min(availableParallelism(), CHECKS.length));

type Result = { name: string; seconds: number; code: number };

function runCheck([name, command, args]: (typeof CHECKS)[number]): Promise<Result> {
  const t0 = performance.now();
  return new Promise((resolve) => {
    const output: Buffer[] = [];
    const child = spawn(command, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      shell: process.platform === 'win32',
      env: color ? { ...process.env, FORCE_COLOR: '1' } : process.env,
    });
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    const done = (code: number, error?: Error) => {
      const seconds = (performance.now() - t0) / 1000;
      const state = code === 0 ? 'ok' : `failed (exit ${code})`;
      let text = Buffer.concat(output).toString();
      if (error) text += `${error.message}\n`;
      process.stdout.write(
        `\n── ${name}: ${state}, ${seconds.toFixed(1)} s (${[command, ...args].join(' ')})\n`,
      );
      if (text.trim()) process.stdout.write(text.endsWith('\n') ? text : `${text}\n`);
      resolve({ name, seconds, code });
    };
    child.on('error', (error) => done(1, error));
    child.on('close', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

const start = performance.now();
const queue = [...CHECKS];
const results: Result[] = [];
await Promise.all(
  Array.from({ length: Math.min(concurrency, queue.length) }, async () => {
    for (let check = queue.shift(); check; check = queue.shift())
      results.push(await runCheck(check));
  }),
);

const width = Math.max(...CHECKS.map(([name]) => name.length));
console.log(`\nstatic checks (${concurrency} at a time), seconds per check:`);
for (const [name] of CHECKS) {
  const r = results.find((x) => x.name === name)!;
  console.log(
    `  ${name.padEnd(width)}  ${r.seconds.toFixed(1).padStart(7)} s  ${r.code === 0 ? 'ok' : `failed (exit ${r.code})`}`,
  );
}
console.log(
  `  ${'wall'.padEnd(width)}  ${((performance.now() - start) / 1000).toFixed(1).padStart(7)} s`,
);
const failed = results.filter((r) => r.code !== 0);
if (failed.length) console.error(`failed: ${failed.map((r) => r.name).join(', ')}`);
process.exit(failed.length ? 1 : 0);
