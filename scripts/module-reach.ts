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

interface GraphContext {
  getModuleInfo(id: string): {
    code: string | null;
    importedIds: readonly string[];
    dynamicImporters: readonly string[];
    isEntry: boolean;
  } | null;
}

const REEXPORT = /export\s*\{\s*default\s+as\s+([\w$]+)\s*\}\s*from\s*['"]([^'"]+)['"]/g;
const NAMED_IMPORT = /import\s*\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g;

/**
 * A package's barrel (antd's index re-exports every component) maps each name to the module
 * that holds it; what a screen takes from a barrel without side effects is the names it
 * imports, not the whole barrel.
 */
function barrelTargets(barrel: string, code: string | null, importedIds: readonly string[]) {
  const byName = new Map<string, string>();
  for (const m of (code ?? '').matchAll(REEXPORT)) {
    const base = path.resolve(path.dirname(barrel), m[2]!);
    const id = importedIds.find(
      (i) => i === base || i.startsWith(`${base}/`) || i.startsWith(`${base}.`),
    );
    if (id) byName.set(m[1]!, id);
  }
  return byName.size >= 10 ? byName : null;
}

const pureByPackage = new Map<string, boolean>();

/**
 * Whether the package holding `file` declares it free of side effects (`"sideEffects": false`,
 * or a list of patterns such as `"*.css"` that `file` does not match), so the bundler drops a
 * barrel's imports nobody uses. Anything else counts as having side effects.
 */
function declaredPure(file: string): boolean {
  let dir = path.dirname(file);
  while (!existsSync(path.join(dir, 'package.json')) && dir !== path.dirname(dir))
    dir = path.dirname(dir);
  if (!pureByPackage.has(dir)) {
    const declared = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).sideEffects;
    pureByPackage.set(
      dir,
      declared === false ||
        (Array.isArray(declared) &&
          declared.every((p: string) => /^\*\.[\w.]+$/.test(p) && !file.endsWith(p.slice(1)))),
    );
  }
  return pureByPackage.get(dir)!;
}

/** The names `code` imports from package `pkg` (`import { A, B as C } from 'pkg'`), or null. */
function namesImported(code: string | null, barrel: string): string[] | null {
  const names: string[] = [];
  for (const m of (code ?? '').matchAll(NAMED_IMPORT)) {
    const spec = m[2]!;
    if (spec.startsWith('.') || !barrel.includes(`/node_modules/${spec}/`)) continue;
    for (const part of m[1]!.split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)[0]!
        .trim();
      if (name && !name.startsWith('type ')) names.push(name);
    }
  }
  return names.length ? names : null;
}

/**
 * One chunk for what a lazily loaded screen adds to a public page, packages included: the
 * sign-in dialog, which a guest's "Ingresar" or "Comprar" opens, was 47 chunks split by
 * sharing (antd's components, zod, the API's schemas), eight round trips of 562 ms over HTTP/1.1
 * on a slow 4G phone after the tap (docs/decisions/0077-first-tap-and-page-start.md, "The
 * sign-in dialog in one request"). The group takes every module the screen's modules import
 * statically that no page's first load (the entries, the app's staged start, the
 * server-rendered screens) reaches, so a first load never grows; other lazy screens that share
 * some of those modules load this chunk for them. It reads the bundler's own module graph
 * (packages are in it), once, when the bundler first asks, following only the names taken from
 * a package's barrel; entries and `import()` targets keep chunks of their own, as in
 * `pageChunkGroups`.
 */
export function lazyScreenGroup(
  name: string,
  priority: number,
  /** The screens' modules, and the first loads they must stay out of. */
  of: { screens: string[]; notIn: string[]; onlyWhatAlsoNeeds?: string[] },
) {
  let members: Set<string> | null = null;
  const closure = (ctx: GraphContext, from: string[]) => {
    const seen = new Set<string>();
    const visit = (id: string) => {
      if (seen.has(id)) return;
      seen.add(id);
      const info = ctx.getModuleInfo(id);
      for (const next of info?.importedIds ?? []) {
        const barrel = ctx.getModuleInfo(next);
        // A barrel with side effects runs all its imports wherever it goes: taken whole.
        const targets =
          barrel && declaredPure(next) && barrelTargets(next, barrel.code, barrel.importedIds);
        const names = targets && namesImported(info!.code, next);
        if (!targets || !names) {
          visit(next);
          continue;
        }
        seen.add(next);
        const reexported = new Set(targets.values());
        for (const own of barrel.importedIds) if (!reexported.has(own)) visit(own);
        for (const n of names) visit(targets.get(n) ?? next);
      }
    };
    from.forEach(visit);
    return seen;
  };
  const compute = (ctx: GraphContext) => {
    const firstLoad = closure(ctx, of.notIn);
    const alsoNeeded = of.onlyWhatAlsoNeeds && closure(ctx, of.onlyWhatAlsoNeeds);
    const own = (id: string) => {
      const info = ctx.getModuleInfo(id);
      return !info || info.isEntry || info.dynamicImporters.length > 0;
    };
    return new Set(
      [...closure(ctx, of.screens)].filter(
        (id) => !firstLoad.has(id) && !own(id) && (!alsoNeeded || alsoNeeded.has(id)),
      ),
    );
  };
  return {
    name: (id: string, ctx: GraphContext) => {
      members ??= compute(ctx);
      return members.has(id) ? name : null;
    },
    includeDependenciesRecursively: false,
    priority,
  };
}
