import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The renderer's module graph as its sources spell it, read before the bundler runs so the web
 * build can group chunks by which screens need them (vite.web.config.ts,
 * docs/decisions/0077-first-tap-and-page-start.md). Static imports (`import x from`,
 * `export … from`, side-effect and CSS imports) are edges; `import type` is not, and `import()`
 * marks a lazy target (a chunk of its own that the server's manifest must name).
 */
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];
const STATIC =
  /(?:^|\n)\s*(?:import|export)\s+(?!type\b)(?:[\w$*{}\s,]+?\s+from\s+)?['"]([^'"]+)['"]/g;
const LAZY = /import\(\s*['"]([^'"]+)['"]\s*\)/g;

export interface ModuleGraph {
  /** Each module's static imports (absolute paths; packages left out). */
  imports: Map<string, string[]>;
  /** Modules some `import()` loads. */
  lazy: Set<string>;
}

function* sources(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* sources(full);
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) yield full;
  }
}

export function moduleGraph(roots: string[], aliases: Record<string, string>): ModuleGraph {
  const resolve = (from: string, spec: string): string | null => {
    let base: string | null = null;
    if (spec.startsWith('.')) base = path.resolve(path.dirname(from), spec);
    for (const [alias, dir] of Object.entries(aliases))
      if (spec === alias || spec.startsWith(`${alias}/`)) base = dir + spec.slice(alias.length);
    if (base === null) return null;
    return (
      EXTENSIONS.map((e) => base + e).find((f) => existsSync(f) && statSync(f).isFile()) ?? null
    );
  };
  const imports = new Map<string, string[]>();
  const lazy = new Set<string>();
  for (const root of roots)
    for (const file of sources(root)) {
      const code = readFileSync(file, 'utf8');
      const edges: string[] = [];
      for (const m of code.matchAll(STATIC)) {
        const to = resolve(file, m[1]!);
        if (to) edges.push(to);
      }
      for (const m of code.matchAll(LAZY)) {
        const to = resolve(file, m[1]!);
        if (to) lazy.add(to);
      }
      imports.set(file, edges);
    }
  return { imports, lazy };
}

/** Every module the given ones import statically, themselves included. */
export function reachable(graph: ModuleGraph, from: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (m: string) => {
    if (seen.has(m)) return;
    seen.add(m);
    for (const next of graph.imports.get(m) ?? []) visit(next);
  };
  from.forEach(visit);
  return seen;
}

/**
 * Chunk groups for the server-rendered pages (docs/decisions/0077-first-tap-and-page-start.md,
 * "Fewer requests on a page's first load"). Split automatically, the app's own modules make one
 * small chunk per set of screens sharing them: the event page needed 42 requests, six at a
 * time over HTTP/1.1, each round trip 562 ms on a slow 4G phone. Grouped by the pages that need
 * them it needs 10: what `/` paints first (and the app's start), what the artists' and news'
 * pages add, and what the event page adds, each split in two by whether the door app (its own
 * entry, `puerta.html`) needs it too, so the door downloads nothing it did not before. A group
 * holds only the app's own modules (packages stay in their vendor chunks and the lazy screens'
 * chunks: `includeDependenciesRecursively` off), never an entry or a module loaded by
 * `import()`: those keep chunks of their own, which the HTML and the server's manifest name.
 */
export function pageChunkGroups(renderer: string, shared: string, pages: Record<string, string>) {
  const graph = moduleGraph([path.join(renderer, 'src'), shared], { '@shared': shared });
  const file = (moduleId: string) => path.join(renderer, moduleId);
  const entries = [file('src/main.tsx'), file('src/door/main.tsx')];
  const from = (modules: string[]) => reachable(graph, modules);
  const door = from([file('src/door/main.tsx')]);
  const firstPaint = from([entries[0]!, file('src/app/start.tsx'), file(pages.home!)]);
  const listings = from(['artistas', 'artista', 'noticias', 'noticia'].map((k) => file(pages[k]!)));
  const eventPage = from([file(pages.evento!)]);
  const ownChunk = new Set([...graph.lazy, ...entries]);
  const group = (name: string, priority: number, has: (id: string) => boolean) => ({
    name,
    test: (id: string) => has(id) && !ownChunk.has(id),
    includeDependenciesRecursively: false,
    priority,
  });
  // The first group a module matches takes it (highest priority first).
  return [
    group('first-paint-door', 6, (id) => firstPaint.has(id) && door.has(id)),
    group('first-paint', 5, (id) => firstPaint.has(id)),
    group('public-pages-door', 4, (id) => listings.has(id) && door.has(id)),
    group('public-pages', 3, (id) => listings.has(id)),
    group('event-page-door', 2, (id) => eventPage.has(id) && door.has(id)),
    group('event-page', 1, (id) => eventPage.has(id)),
  ];
}
