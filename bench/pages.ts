import { execFile, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { CHROMIUM_ARGS, findChromium } from '../e2e/support/browser';
import { median, round } from './ticket-drop';

/**
 * Lighthouse (mobile, simulated throttling, the 12.8) on every public page of a fresh
 * `npm start` with the demo data: BENCH_PAGE_RUNS (3) runs per page, pages interleaved, medians
 * of score, FCP, LCP, TBT and CLS. Lighthouse is fetched by npx on first use rather than kept
 * in the project's dependencies (200 packages nothing else needs). Build first: `npm run build:web`.
 */
const RUNS = Number(process.env.BENCH_PAGE_RUNS ?? 3);
const LIGHTHOUSE = 'lighthouse@12.8.2';
const run = promisify(execFile);

async function startPulso(dataDir: string): Promise<{ url: string; stop: () => void }> {
  const port = 40_000 + Math.floor(Math.random() * 5_000);
  const child = spawn('npx', ['tsx', 'server/src/main.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
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
  return { url, stop: () => child.kill('SIGTERM') };
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
  const pulso = await startPulso(dataDir);
  try {
    const { url } = pulso;
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
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`Lighthouse ${LIGHTHOUSE.split('@')[1]} mobile, ${RUNS} runs per page, medians:`);
  console.table(await pagesBenchmark());
}
