import { createHash } from 'node:crypto';
import { PAGE_START_SCRIPT, PREFETCH_ATTRIBUTE } from '@shared/api/page-start';

/**
 * The start of a server-rendered page (shared/api/page-start.ts,
 * docs/decisions/0077-first-tap-and-page-start.md): the app starts once the page's first image
 * is in (or at the first touch), and taps made before it answers are kept and replayed.
 */
export const DEFERRED_ENTRY_SCRIPT = PAGE_START_SCRIPT;

/** The CSP source that allows exactly that script. */
export const DEFERRED_ENTRY_CSP = `'sha256-${createHash('sha256').update(DEFERRED_ENTRY_SCRIPT).digest('base64')}'`;

const ENTRY = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)"\s*\/?>/g;
const PREFETCH = /\s*<link rel="prefetch" crossorigin href="([^"]+)"\s*\/?>/g;

/**
 * The page with its entry script, module preloads and prefetches replaced by the deferred start,
 * placed at the end of the head so taps are kept from the first paint on.
 */
export function withDeferredEntry(html: string): string {
  const entry = html.match(ENTRY)?.[1];
  if (!entry) return html;
  const preloads: string[] = [];
  const prefetches: string[] = [];
  const rest = html
    .replace(ENTRY, '')
    .replace(MODULE_PRELOAD, (_, href: string) => {
      preloads.push(href);
      return '';
    })
    .replace(PREFETCH, (_, href: string) => {
      prefetches.push(href);
      return '';
    });
  return rest.replace(
    '</head>',
    `  <script data-entry="${entry}" data-preload="${preloads.join(' ')}" ${PREFETCH_ATTRIBUTE}="${prefetches.join(' ')}">${DEFERRED_ENTRY_SCRIPT}</script>\n  </head>`,
  );
}
