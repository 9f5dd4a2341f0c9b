import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * What a browser downloads before anyone can interact with `/`: the JS and CSS of
 * dist/web/index.html (entry script, modulepreload and stylesheet links), every chunk those
 * import statically, and the route chunk of `/` (lazy in the route table, but fetched at
 * once on that address) with its own static imports and CSS. Lazy chunks loaded on demand
 * (filters, login, other screens) are not counted.
 */
export interface LoadedFile {
  file: string;
  kind: 'js' | 'css';
  why: string;
  raw: number;
  gzip: number;
}

export interface InitialLoad {
  files: LoadedFile[];
  raw: number;
  gzip: number;
}

/** Source modules rendered on the first paint of `/` that the route table loads lazily. */
export const FIRST_PAINT_MODULES = ['src/features/home/home-page.tsx'];

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

const STATIC_IMPORT =
  /(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]+from\s*)?["']([^"']+\.js)["']/g;

function readManifest(root: string): Record<string, ManifestChunk> | null {
  const file = path.join(root, '.vite', 'manifest.json');
  return existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>)
    : null;
}

export function initialLoad(root = 'dist/web', firstPaint = FIRST_PAINT_MODULES): InitialLoad {
  const html = readFileSync(path.join(root, 'index.html'), 'utf8');
  const manifest = readManifest(root);
  const seen = new Map<string, string>(); // file (relative to root) -> why
  const queue: string[] = [];
  const add = (file: string, why: string) => {
    const rel = file.replace(/^\//, '');
    if (seen.has(rel)) return;
    seen.set(rel, why);
    if (rel.endsWith('.js')) queue.push(rel);
  };

  for (const m of html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g))
    add(m[1]!, 'entry');
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g))
    add(m[1]!, 'modulepreload');
  for (const m of html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g))
    add(m[1]!, 'stylesheet');

  if (firstPaint.length) {
    if (!manifest)
      throw new Error(`${root}/.vite/manifest.json is missing: build with manifest: true`);
    const cssOf = new Map(Object.values(manifest).map((c) => [c.file, c.css ?? []]));
    for (const src of firstPaint) {
      const chunk = manifest[src];
      if (!chunk) throw new Error(`${src} is not a chunk of the build (see FIRST_PAINT_MODULES)`);
      add(chunk.file, `route / (${path.basename(src)})`);
    }
    // Static imports of every JS file counted so far, and the CSS Vite loads with each chunk.
    while (queue.length) {
      const file = queue.shift()!;
      const code = readFileSync(path.join(root, file), 'utf8');
      for (const m of code.matchAll(STATIC_IMPORT)) {
        add(path.posix.join(path.posix.dirname(file), m[1]!), `imported by ${path.basename(file)}`);
      }
      for (const css of cssOf.get(file) ?? []) add(css, `css of ${path.basename(file)}`);
    }
  }

  const files = [...seen.entries()].map(([file, why]): LoadedFile => {
    const bytes = readFileSync(path.join(root, file));
    return {
      file,
      kind: file.endsWith('.css') ? 'css' : 'js',
      why,
      raw: bytes.length,
      gzip: gzipSync(bytes, { level: 9 }).length,
    };
  });
  return {
    files: files.sort((a, b) => b.gzip - a.gzip),
    raw: files.reduce((s, f) => s + f.raw, 0),
    gzip: files.reduce((s, f) => s + f.gzip, 0),
  };
}

const kb = (bytes: number) => +(bytes / 1000).toFixed(1);

/** One row per file, for console.table. */
export function breakdown(load: InitialLoad) {
  return load.files.map((f) => ({
    file: f.file.replace(/^assets\//, ''),
    kind: f.kind,
    why: f.why,
    rawKB: kb(f.raw),
    gzipKB: kb(f.gzip),
  }));
}

/** Totals of the first load of `/` (JS + CSS), kept under its old name for bench/run.ts. */
export function initialJsSize(root = 'dist/web') {
  const load = initialLoad(root);
  return { files: load.files.length, rawKB: kb(load.raw), gzipKB: kb(load.gzip) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const load = initialLoad();
  console.table(breakdown(load));
  console.log(`Total: ${kb(load.raw)} KB raw, ${kb(load.gzip)} KB gzip`);
}
