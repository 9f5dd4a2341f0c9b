import { PREFETCH_ATTRIBUTE } from '@shared/api/page-start';
import { readWebToken } from '../platform/local-store';

/**
 * Fetches, without running, the chunks a guest's first tap may need (the sign-in dialog: 6 to
 * 10 files, 165 KB gzip, seconds on a slow phone link), named by the server on the page's start
 * script (server/src/modules/seo/page-render.ts). Called once the page is up, one link per idle
 * moment at the lowest priority: asked for with the app's own chunks, they delayed its start
 * (docs/decisions/0077-first-tap-and-page-start.md). A signed-in person needs no dialog.
 */
export function prefetchLater(doc: Document = document): void {
  const start = doc.querySelector(`script[${PREFETCH_ATTRIBUTE}]`);
  const hrefs = (start?.getAttribute(PREFETCH_ATTRIBUTE) ?? '').split(' ').filter(Boolean);
  if (!hrefs.length || readWebToken()) return;
  start!.removeAttribute(PREFETCH_ATTRIBUTE); // once per page load, whatever the app renders next
  const idle = (next: () => void) =>
    'requestIdleCallback' in window ? requestIdleCallback(next) : setTimeout(next, 50);
  const one = () => {
    const link = doc.createElement('link');
    link.rel = 'prefetch';
    // The mode the module loader asks in, so the browser reuses the response.
    link.crossOrigin = 'anonymous';
    link.href = hrefs.shift()!;
    doc.head.append(link);
    if (hrefs.length) idle(one);
  };
  idle(one);
}
