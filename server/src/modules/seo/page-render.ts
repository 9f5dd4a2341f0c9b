import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import {
  SERVER_STATE_ID,
  type CreatePageRenderer,
  type RenderedPage,
  type RenderPage,
} from '@shared/api/server-render';
import { safeJson } from './head-html';

/** One entry of Vite's build manifest (dist/web/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * Answers the page renderer's API requests by injecting them into this server: the same
 * routes, validation and JSON the browser gets, without a network round trip.
 */
function injectingFetch(app: FastifyInstance) {
  return async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const res = await app.inject({
      method: request.method as HTTPMethods,
      url: url.pathname + url.search,
      headers: Object.fromEntries(request.headers),
      ...(body && { payload: body }),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      if (value !== undefined)
        headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const empty = res.statusCode === 204 || res.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(res.rawPayload), {
      status: res.statusCode,
      headers,
    });
  };
}

/** A stylesheet of the build, written into the page: no request stands before the first paint. */
function inlineStyle(href: string, css: string): string {
  // The disabled link fetches nothing; it tells Vite's loader the sheet is already on the page,
  // so loading the screen's chunk does not download it again.
  return `<style>${css.replace(/<\/style/gi, '<\\/style')}</style><link rel="stylesheet" href="${href}" disabled />`;
}

/**
 * The head a server-rendered page needs beyond the shell's own: its screen's stylesheets, inline
 * (so the HTML paints styled, before any script or further request), and its chunks as module
 * preloads (so hydration does not wait on a chain of imports), then the chunks of `later`
 * modules as prefetches. Walks the manifest from the screen's module.
 */
export function pageAssetLinks(
  manifest: Manifest,
  moduleId: string,
  readCss: (file: string) => string,
  later: readonly string[] = [],
): string {
  const shell = new Set<string>();
  const collect = (id: string, into: Set<string>, seen = new Set<string>()) => {
    if (seen.has(id) || !manifest[id]) return;
    seen.add(id);
    into.add(id);
    for (const next of manifest[id].imports ?? []) collect(next, into, seen);
  };
  collect('index.html', shell);
  const chunks = new Set<string>();
  collect(moduleId, chunks);
  const links: string[] = [];
  for (const id of chunks) {
    if (shell.has(id)) continue;
    const chunk = manifest[id]!;
    for (const css of chunk.css ?? []) links.push(inlineStyle(`/${css}`, readCss(css)));
    links.push(`<link rel="modulepreload" crossorigin href="/${chunk.file}" />`);
  }
  // Chunks a first tap may need (the sign-in dialog): fetched, not run, after the app's own
  // (deferred-entry.ts moves these links into the page's start).
  const afterApp = new Set<string>();
  for (const id of later) collect(id, afterApp);
  for (const id of afterApp) {
    if (shell.has(id) || chunks.has(id)) continue;
    links.push(`<link rel="prefetch" crossorigin href="/${manifest[id]!.file}" />`);
  }
  return links.join('\n    ');
}

/** The shell's own stylesheet link, as Vite writes it into index.html. */
const SHELL_STYLESHEET = /<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g;

/** index.html with its stylesheets written in (see inlineStyle). */
export function withInlineShellCss(html: string, readCss: (file: string) => string): string {
  return html.replace(SHELL_STYLESHEET, (_, file: string) =>
    inlineStyle(`/${file}`, readCss(file)),
  );
}

/** React puts its resource hints (image preloads) first in a rendered tree without <head>. */
const LEADING_HINTS = /^(?:<link [^>]*\/>)+/;
const SRCSET = /imageSrcSet="([^"]*)"/i;

/**
 * index.html with the rendered page inside #root and the store state it was rendered from.
 * React's hints move to the head, where they belong (one the head already has is dropped), so
 * #root holds exactly the tree the browser hydrates.
 */
export function withBody(html: string, page: RenderedPage, assetLinks: string): string {
  const root = '<div id="root"></div>';
  if (!html.includes(root)) throw new Error('index.html must hold an empty <div id="root">');
  const hints = page.html.match(LEADING_HINTS)?.[0] ?? '';
  const head = html.slice(0, html.indexOf('</head>'));
  const newHints = (hints.match(/<link [^>]*\/>/g) ?? []).filter((link) => {
    const srcset = link.match(SRCSET)?.[1];
    return !srcset || !head.includes(srcset);
  });
  const headLinks = [...newHints, assetLinks].filter(Boolean).join('\n    ');
  return html
    .replace('</head>', `  ${headLinks}\n  </head>`)
    .replace(
      root,
      `<div id="root">${page.html.slice(hints.length)}</div>\n    <script type="application/json" id="${SERVER_STATE_ID}">${safeJson(page.state)}</script>`,
    );
}

export interface PageRenderer {
  render: RenderPage;
  /** Head links for a rendered page's screen. */
  assetLinks(page: RenderedPage): string;
  /** The shell with its own stylesheet written in. */
  inlineShellCss(html: string): string;
}

/**
 * Loads the renderer's server bundle (vite.ssr.config.ts) when it was built beside the website;
 * without it (tests that serve no site, an old build) pages are rendered in the browser only.
 */
export async function loadPageRenderer(
  app: FastifyInstance,
  webRoot: string,
  ssrDir: string,
): Promise<PageRenderer | null> {
  const entry = path.join(ssrDir, 'render-page.js');
  const manifestFile = path.join(webRoot, '.vite', 'manifest.json');
  if (!existsSync(entry) || !existsSync(manifestFile)) return null;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const bundle = (await import(pathToFileURL(entry).href)) as {
    createPageRenderer: CreatePageRenderer;
    PAGE_MODULES: Record<string, string>;
    SIGN_IN_DIALOG_MODULES: readonly string[];
  };
  const readCss = (file: string) => readFileSync(path.join(webRoot, file), 'utf8');
  const links = new Map<string, string>();
  for (const [page, moduleId] of Object.entries(bundle.PAGE_MODULES)) {
    if (!manifest[moduleId]) throw new Error(`${moduleId} is not in the web build's manifest`);
    links.set(page, pageAssetLinks(manifest, moduleId, readCss, bundle.SIGN_IN_DIALOG_MODULES));
  }
  const shellCss = new Map<string, string>();
  return {
    render: bundle.createPageRenderer(injectingFetch(app)),
    assetLinks: (page) => links.get(page.page) ?? '',
    inlineShellCss: (html) =>
      withInlineShellCss(html, (file) => {
        if (!shellCss.has(file)) shellCss.set(file, readCss(file));
        return shellCss.get(file)!;
      }),
  };
}
