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

/**
 * Lighthouse (mobile, simulated throttling, the 12.8) on every public page of a fresh
 * `npm start` with the demo data: BENCH_PAGE_RUNS (3) runs per page, pages interleaved, medians
 * of score, FCP, LCP, TBT and CLS. Lighthouse is fetched by npx on first use rather than kept
 * in the project's dependencies (200 packages nothing else needs). Build first: `npm run build:web`.
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
): Promise<{ url: string; stop: () => void }> {
  const port = 40_000 + Math.floor(Math.random() * 5_000);
  const child = spawn('npx', ['tsx', 'server/src/main.ts'], {
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
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('Pulso did not start in 120 s')), 120_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Pulso está en')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => reject(new Error(`Pulso exited with ${code}`)));
  });
  return { url, stop: () => process.kill(-child.pid!, 'SIGTERM') };
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

export async function pagesBenchmark() {
  if (!existsSync('dist/web/index.html')) throw new Error('run `npm run build:web` first');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pulso-pages-'));
  const scratch = await scratchDatabase();
  const pulso = await startPulso(dataDir, scratch?.url ?? null);
  try {
    const { url } = pulso;
    if (scratch) {
      // Added once the server has migrated and seeded the demo, before any page is asked for.
      const database = await openDatabase({ databaseUrl: scratch.url });
      await insertEventsDataset(database.db, { total: CATALOGUE, onSale: CATALOGUE / 2 });
      await database.close();
    }
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
    const pages = [
      '/',
      `/evento/${evento}`,
      '/artistas',
      `/artistas/${artista}`,
      '/noticias',
      `/noticias/${noticia}`,
    ];
    const runs = new Map<string, Figures[]>(pages.map((p) => [p, []]));
    for (let r = 0; r < RUNS; r++)
      for (const p of pages) runs.get(p)!.push(await lighthouse(`${url}${p}`));
    return pages.map((p) => {
      const xs = runs.get(p)!;
      const med = (pick: (f: Figures) => number, digits = 0) => round(median(xs.map(pick)), digits);
      return {
        page: p,
        scores: xs.map((f) => f.score).join(' / '),
        score: med((f) => f.score, 2),
        fcpMs: med((f) => f.fcpMs),
        lcpMs: med((f) => f.lcpMs),
        tbtMs: med((f) => f.tbtMs),
        cls: med((f) => f.cls, 3),
      };
    });
  } finally {
    pulso.stop();
    await new Promise((resolve) => setTimeout(resolve, 500));
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const catalogue = CATALOGUE ? `, demo data + ${CATALOGUE} events on PostgreSQL` : '';
  console.log(
    `Lighthouse ${LIGHTHOUSE.split('@')[1]} mobile, ${RUNS} runs per page${catalogue}, medians:`,
  );
  console.table(await pagesBenchmark());
}
