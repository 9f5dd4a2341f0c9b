import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isPuertaAppPath, PUERTA_APP_PATH, PUERTA_SHELL } from '@shared/api/door';
import { MSG } from '@shared/messages';
import type { PageHeads } from '../modules/seo/seo-module';
import { withHead } from '../modules/seo/head-html';
import { withDeferredEntry } from '../modules/seo/deferred-entry';
import { withBody, type PageRenderer } from '../modules/seo/page-render';
import { sendProblem } from './errors';
import { siteUrlOf } from './site-url';

/**
 * Serves the built renderer: hashed assets cached for a year, index.html revalidated, and every
 * other GET outside /api answered with index.html so the browser router handles it. The door
 * app (issue 10) has its own shell under /puerta/: the trailing slash is its service worker's
 * scope, which must not also cover website routes such as /puerta-evento/.
 */
export const staticSitePlugin = fp(
  async (
    app: FastifyInstance,
    opts: {
      root: string | null;
      pageHead?: PageHeads;
      renderer?: PageRenderer | null;
      publicUrl?: string | null;
    },
  ) => {
    const root = opts.root ? path.resolve(opts.root) : null;
    const hasSite = root !== null && existsSync(path.join(root, 'index.html'));
    // The website's shell, read once: each page gets its own head (title, previews, JSON-LD).
    const indexHtml = hasSite ? readFileSync(path.join(root, 'index.html'), 'utf8') : '';
    if (hasSite) {
      await app.register(fastifyStatic, {
        root,
        wildcard: false,
        index: false,
        etag: true,
        setHeaders(res, filePath) {
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
          res.header(
            'cache-control',
            immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      });
    }
    app.setNotFoundHandler(async (_request, reply) => sendProblem(reply, 404, MSG.noEncontrado));
    if (!hasSite) return;
    // A route rather than the not-found handler, so the page is compressed like any answer.
    // The website's pages, not the API: kept out of the API's document.
    app.get('/*', { schema: { hide: true } }, async (request, reply) => {
      const url = request.url;
      if (url.startsWith('/api') || path.extname(url.split('?')[0]!)) {
        return sendProblem(reply, 404, MSG.noEncontrado);
      }
      const pathname = url.split('?')[0]!;
      if (pathname === PUERTA_APP_PATH) {
        const query = url.slice(pathname.length);
        return reply.redirect(`${PUERTA_APP_PATH}/${query}`, 301);
      }
      reply.header('cache-control', 'no-cache');
      if (isPuertaAppPath(pathname)) return reply.sendFile(PUERTA_SHELL);
      if (!opts.pageHead) return reply.sendFile('index.html');
      const [head, page] = await Promise.all([
        opts.pageHead(pathname, request),
        renderPage(opts.renderer, opts.publicUrl ?? null, url, request),
      ]);
      let html = withHead(indexHtml, head);
      if (page && opts.renderer) {
        html = withBody(html, page, opts.renderer.assetLinks(page));
        html = withDeferredEntry(opts.renderer.inlineShellCss(html));
      }
      return reply
        .code(head.status ?? 200)
        .type('text/html; charset=utf-8')
        .send(html);
    });
  },
);

/** A page the renderer fails on is still served, rendered by the browser; the failure is logged. */
async function renderPage(
  renderer: PageRenderer | null | undefined,
  publicUrl: string | null,
  url: string,
  request: FastifyRequest,
) {
  if (!renderer) return null;
  try {
    return await renderer.render(url, siteUrlOf(publicUrl, request));
  } catch (error) {
    request.log.error({ err: error, url }, 'server rendering failed; the browser renders the page');
    return null;
  }
}
