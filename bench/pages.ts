import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { CHROMIUM_ARGS, findChromium } from '../e2e/support/browser';
import pg from 'pg';
import { openDatabase } from '../server/src/db/client';
import { insertEventsDataset } from './events-dataset';
import { median, round } from './ticket-drop';
import { firstTap, openPhone, type TapFigures, type TapTarget } from './first-tap';

/**
 * Lighthouse (mobile, simulated throttling, the 12.8) on every public page of a fresh
 * `npm start` with the demo data: BENCH_PAGE_RUNS (3) runs per page, pages interleaved, medians
 * of score, FCP, LCP, TBT and CLS. Lighthouse is fetched by npx on first use rather than kept
 * in the project's dependencies (200 packages nothing else needs). Build first: `npm run build:web`.
 *
 * Beside it, the dead-tap window (bench/first-tap.ts, docs/decisions/0077): BENCH_TAP_RUNS (3)
 * phones under Lighthouse's mobile throttling, applied, tap "Ingresar" on every page and "+" on
 * the event page as soon as they can, and "Ingresar" on the event page after reading it 10 s;
 * medians of when the button was painted, when the app was up, the window between, and how
 * long the tap took to answer (or how many were lost).
 *
 * BENCH_PAGES_BASELINE=<dir> runs a second Pulso from another checkout (built, with
 * node_modules), e.g. the code before a change, and measures both in the same run, interleaved
 * run by run, so the machine's noise falls on both alike: each row then says which one it is.
 *
 * BENCH_PAGE_CATALOGUE=10000 (with DATABASE_URL) runs the server on a throw-away PostgreSQL
 * database holding the demo data plus that many more events (bench/events-dataset.ts, half of
 * them on sale), to show the pages stay as fast as the catalogue grows.
 */
const RUNS = Number(process.env.BENCH_PAGE_RUNS ?? 3);
const CATALOGUE = Number(process.env.BENCH_PAGE_CATALOGUE ?? 0);
const LIGHTHOUSE = 'lighthouse@12.8.2';
const run = promisify(execFile);

/** A throw-away PostgreSQL database for the catalogue run, or null for the embedded one. */
async function scratchDatabase(): Promise<{ url: string; drop: () => Promise<void> } | null> {
  if (!CATALOGUE) return null;
  const admin = process.env.DATABASE_URL;
  if (!admin) throw new Error('BENCH_PAGE_CATALOGUE needs DATABASE_URL (PostgreSQL)');
  const name = `pulso_pages_${randomBytes(4).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

async function startPulso(
  dataDir: string,
  databaseUrl: string | null,
  cwd = process.cwd(),
): Promise<{ url: string; stop: () => void }> {
  const port = 40_000 + Math.floor(Math.random() * 5_000);
  const child = spawn('npx', ['tsx', 'server/src/main.ts'], {
    cwd,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATABASE_URL: '' }),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
    // Its own process group: npx and tsx each start a child, and stopping only the first
    // would leave the server running (and this script waiting on its output).
    detached: true,
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = () => process.kill(-child.pid!, 'SIGTERM');
  await new Promise<void>((resolve, reject) => {
    // Generous: on a shared 2-core machine migrating and seeding PGlite has taken 3 minutes.
    const timer = setTimeout(() => {
      stop();
      reject(new Error('Pulso did not start in 300 s'));
    }, 300_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Pulso está en')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => reject(new Error(`Pulso exited with ${code}`)));
  });
  return { url, stop };
}

async function firstId(url: string, path: string, pick: (body: never) => number | undefined) {
  const res = await fetch(`${url}/api/v1${path}`);
  const id = pick((await res.json()) as never);
  if (!id) throw new Error(`no id from ${path}`);
  return id;
}

interface Figures {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

/** Lighthouse sometimes fails to record a trace (NO_NAVSTART): that run is taken again. */
async function lighthouse(pageUrl: string, attempts = 3): Promise<Figures> {
  try {
    return await lighthouseOnce(pageUrl);
  } catch (error) {
    if (attempts <= 1 || !String(error).includes('Runtime error encountered')) throw error;
    console.warn(`Lighthouse could not record ${pageUrl}; running it again.`);
    return lighthouse(pageUrl, attempts - 1);
  }
}

async function lighthouseOnce(pageUrl: string): Promise<Figures> {
  const { stdout } = await run(
    'npx',
    [
      '-y',
      LIGHTHOUSE,
      pageUrl,
      '--only-categories=performance',
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      `--chrome-flags=--headless=new ${CHROMIUM_ARGS.join(' ')}`,
    ],
    { env: { ...process.env, CHROME_PATH: findChromium() }, maxBuffer: 64 * 1024 * 1024 },
  );
  const report = JSON.parse(stdout) as {
    categories: { performance: { score: number } };
    audits: Record<string, { numericValue: number }>;
  };
  const a = (id: string) => report.audits[id]!.numericValue;
  return {
    score: report.categories.performance.score,
    fcpMs: a('first-contentful-paint'),
    lcpMs: a('largest-contentful-paint'),
    tbtMs: a('total-blocking-time'),
    cls: a('cumulative-layout-shift'),
  };
}

/** A Pulso under test: this checkout ("after"), or the baseline's ("before"). */
interface Site {
  label: string;
  url: string;
  pages: string[];
}

async function publicPages(url: string): Promise<string[]> {
  const evento = await firstId(
    url,
    '/Evento/GetEventos?Estado=2&pageSize=1',
    (b: { eventos: Array<{ idEvento: number }> }) => b.eventos[0]?.idEvento,
  );
  const artista = await firstId(
    url,
    '/Artista/GetArtista',
    (b: { artistas: Array<{ idArtista: number }> }) => b.artistas[0]?.idArtista,
  );
  const noticia = await firstId(
    url,
    '/noticia',
    (b: { noticias: Array<{ idNoticia: number }> }) => b.noticias[0]?.idNoticia,
  );
  return [
    '/',
    `/evento/${evento}`,
    '/artistas',
    `/artistas/${artista}`,
    '/noticias',
    `/noticias/${noticia}`,
  ];
}

/** The pages' shape without their ids, so a row names the same page on both sites. */
const pageName = (p: string) => p.replace(/\/\d+$/, '/:id');

/** How long the "read first" tap waits after the app is up, as a person reading the page. */
const READ_FIRST_MS = 10_000;

/**
 * The taps measured: "Ingresar" on every page and "+" on the event page, as soon as they can;
 * and "Ingresar" on the event page after reading it for READ_FIRST_MS (the sign-in dialog's
 * download, fetched meanwhile or not: renderer/src/app/prefetch-later.ts).
 */
const tapsOf = (
  pages: string[],
): Array<{ page: string; target: TapTarget; readFirstMs: number | null }> => [
  ...pages.map((page) => ({ page, target: 'ingresar' as const, readFirstMs: null })),
  ...pages
    .filter((page) => page.startsWith('/evento/'))
    .flatMap((page) => [
      { page, target: 'agregar' as const, readFirstMs: null },
      { page, target: 'ingresar' as const, readFirstMs: READ_FIRST_MS },
    ]),
];

export async function pagesBenchmark() {
  if (!existsSync('dist/web/index.html')) throw new Error('run `npm run build:web` first');
  const baselineDir = process.env.BENCH_PAGES_BASELINE;
  if (baselineDir && !existsSync(path.join(baselineDir, 'dist/web/index.html')))
    throw new Error(`${baselineDir} has no build: run \`npm run build:web\` there first`);
  const tapRuns = Number(process.env.BENCH_TAP_RUNS ?? 3);
  const dirs = [
    ...(baselineDir ? [{ label: 'before', cwd: path.resolve(baselineDir) }] : []),
    { label: baselineDir ? 'after' : 'this', cwd: process.cwd() },
  ];
  const stops: Array<() => Promise<void>> = [];
  try {
    const sites: Site[] = [];
    for (const { label, cwd } of dirs) {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pulso-pages-'));
      const scratch = await scratchDatabase();
      const pulso = await startPulso(dataDir, scratch?.url ?? null, cwd);
      stops.push(async () => {
        pulso.stop();
        await new Promise((resolve) => setTimeout(resolve, 500));
        await scratch?.drop();
        rmSync(dataDir, { recursive: true, force: true });
      });
      if (scratch) {
        // Added once the server has migrated and seeded the demo, before any page is asked for.
        const database = await openDatabase({ databaseUrl: scratch.url });
        await insertEventsDataset(database.db, { total: CATALOGUE, onSale: CATALOGUE / 2 });
        await database.close();
      }
      sites.push({ label, url: pulso.url, pages: await publicPages(pulso.url) });
    }

    const runs = new Map<string, Figures[]>();
    for (let r = 0; r < RUNS; r++)
      for (let i = 0; i < sites[0]!.pages.length; i++)
        for (const site of sites) {
          const key = `${pageName(site.pages[i]!)} ${site.label}`;
          runs.set(key, [
            ...(runs.get(key) ?? []),
            await lighthouse(`${site.url}${site.pages[i]}`),
          ]);
        }
    const lighthouseRows = [...runs].map(([key, xs]) => {
      const med = (pick: (f: Figures) => number, digits = 0) => round(median(xs.map(pick)), digits);
      return {
        page: key,
        scores: xs.map((f) => f.score).join(' / '),
        score: med((f) => f.score, 2),
        fcpMs: med((f) => f.fcpMs),
        lcpMs: med((f) => f.lcpMs),
        tbtMs: med((f) => f.tbtMs),
        tbtRuns: xs.map((f) => Math.round(f.tbtMs)).join(' / '),
        cls: med((f) => f.cls, 3),
      };
    });

    const taps = new Map<string, TapFigures[]>();
    const phone = await openPhone();
    try {
      for (let r = 0; r < tapRuns; r++)
        for (let i = 0; i < tapsOf(sites[0]!.pages).length; i++)
          for (const site of sites) {
            const { page, target, readFirstMs } = tapsOf(site.pages)[i]!;
            const button = target === 'ingresar' ? 'Ingresar' : '+';
            const when = readFirstMs === null ? '' : ` after ${readFirstMs / 1000} s`;
            const key = `${pageName(page)} ${button}${when} ${site.label}`;
            taps.set(key, [
              ...(taps.get(key) ?? []),
              await firstTap(phone, site.url + page, target, readFirstMs),
            ]);
          }
    } finally {
      await phone.close();
    }
    const tapRows = [...taps].map(([key, xs]) => {
      const med = (pick: (f: TapFigures) => number) => Math.round(median(xs.map(pick)));
      const answered = xs.flatMap((f) => (f.answerMs === null ? [] : [f.answerMs]));
      return {
        'page, button': key,
        paintedMs: med((f) => f.buttonMs),
        appUpMs: med((f) => f.readyMs),
        windowMs: med((f) => f.readyMs - f.buttonMs),
        tapBeforeApp: `${xs.filter((f) => f.early).length}/${xs.length}`,
        lost: `${xs.length - answered.length}/${xs.length}`,
        tapToAnswerMs: answered.length ? Math.round(median(answered)) : '–',
      };
    });
    return { lighthouse: lighthouseRows, taps: tapRows };
  } finally {
    for (const stop of stops) await stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const catalogue = CATALOGUE ? `, demo data + ${CATALOGUE} events on PostgreSQL` : '';
  const { lighthouse: rows, taps } = await pagesBenchmark();
  console.log(
    `Lighthouse ${LIGHTHOUSE.split('@')[1]} mobile, ${RUNS} runs per page${catalogue}, medians:`,
  );
  console.table(rows);
  console.log(
    'First tap under Lighthouse mobile throttling, applied (slow 4G, 4× CPU), medians; ' +
      'window = app up − button painted, the time a tap waits (or was lost):',
  );
  console.table(taps);
}
