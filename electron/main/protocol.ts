import { extname, resolve, sep } from 'node:path';
import type { Protocol } from 'electron';
import { isPuertaAppPath, PUERTA_SHELL } from '@shared/api/door';
import { APP_HOST, APP_SCHEME } from './app-origin';

/**
 * Serves the renderer build from `app://pulso/`. A real origin (instead of file://) gives
 * the page a stable origin for the CSP and IPC checks, and lets the browser router's
 * history URLs survive a reload: any path that is not a file gets index.html.
 */

/** Must run before `app.ready`: privileges cannot be granted later. */
export function registerAppScheme(protocol: Pick<Protocol, 'registerSchemesAsPrivileged'>): void {
  protocol.registerSchemesAsPrivileged([
    { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } },
  ]);
}

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
  '.pdf': 'application/pdf',
  '.txt': 'text/plain; charset=utf-8',
  '.bcmap': 'application/octet-stream',
};

export type ResolvedPath = { kind: 'file'; path: string } | { kind: 'forbidden' };

/**
 * Maps a URL pathname to a file inside `root`. Percent-decoding happens here, so `..`
 * smuggled as `%2e%2e%2f` is caught by the containment check, not only by URL parsing.
 */
export function resolveInside(root: string, pathname: string): ResolvedPath {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return { kind: 'forbidden' };
  }
  if (decoded.includes('\0')) return { kind: 'forbidden' };
  const base = resolve(root);
  const target = resolve(base, `.${decoded.startsWith('/') ? '' : '/'}${decoded}`);
  if (target !== base && !target.startsWith(base + sep)) return { kind: 'forbidden' };
  return { kind: 'file', path: target };
}

export interface AppProtocolDeps {
  root: string;
  csp: string;
  readFile(path: string): Promise<Uint8Array>;
  stat(path: string): Promise<{ isFile(): boolean }>;
}

export function createAppProtocolHandler(
  deps: AppProtocolDeps,
): (request: Request) => Promise<Response> {
  const indexPath = resolve(deps.root, 'index.html');
  const doorPath = resolve(deps.root, PUERTA_SHELL);
  const isFile = async (path: string) => {
    try {
      return (await deps.stat(path)).isFile();
    } catch {
      return false;
    }
  };
  const headers = (path: string) => ({
    'Content-Type': MIME[extname(path).toLowerCase()] ?? 'application/octet-stream',
    'Content-Security-Policy': deps.csp,
    'X-Content-Type-Options': 'nosniff',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Referrer-Policy': 'no-referrer',
  });
  const text = (status: number, body: string) =>
    new Response(body, {
      status,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Content-Security-Policy': deps.csp },
    });

  return async (request) => {
    const url = new URL(request.url);
    if (url.host !== APP_HOST) return text(404, 'Not found');
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return text(405, 'Method not allowed');

    const resolved = resolveInside(deps.root, url.pathname);
    if (resolved.kind === 'forbidden') return text(403, 'Forbidden');

    let path = resolved.path;
    if (!(await isFile(path))) {
      // Missing assets (a path with an extension) are real 404s; everything else is a
      // client-side route, answered with the app shell (the door app's under /puerta).
      const wantsHtml = (request.headers.get('accept') ?? '').includes('text/html');
      if (extname(path) !== '' && !wantsHtml) return text(404, 'Not found');
      path = isPuertaAppPath(url.pathname) ? doorPath : indexPath;
    }
    const body = await deps.readFile(path);
    return new Response(request.method === 'HEAD' ? null : (body as Uint8Array<ArrayBuffer>), {
      status: 200,
      headers: headers(path),
    });
  };
}
