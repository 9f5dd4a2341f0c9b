import type { MediaWidth } from '@shared/api/discovery';
import { srcSetOf } from '@shared/domain/page-images';
import { getPlatform } from '../platform';

const STORED_FILE = /\/Media\/file\/\d+$/;

/** Stands for "this page's origin": URLs on it come out relative (path and query). */
const SAME_ORIGIN = 'http://same-origin.invalid';

/**
 * An image URL the page can load, at the width asked for. Stored files are served by the API
 * (`/api/v1/Media/file/<id>`), so a relative URL is resolved against the API origin (on the
 * desktop the page itself lives on app://); those files also come as WebP at `?w=`. Any other
 * URL is used as it is. On the website the API shares the page's origin and the result stays
 * relative, so the server renders the same markup as the browser without knowing its host.
 */
export function mediaUrl(url: string | null | undefined, width?: MediaWidth): string | null {
  if (!url) return null;
  let resolved: URL;
  try {
    const apiBase = new URL(getPlatform().apiBase, SAME_ORIGIN);
    resolved = new URL(url, apiBase);
  } catch {
    return null;
  }
  if (resolved.protocol !== 'https:' && resolved.protocol !== 'http:') return null;
  if (width && STORED_FILE.test(resolved.pathname)) resolved.searchParams.set('w', String(width));
  return resolved.origin === SAME_ORIGIN ? resolved.pathname + resolved.search : resolved.href;
}

/**
 * A `srcset` of the stored file's variants, up to its width when known (`ancho`), or undefined
 * for images stored elsewhere.
 */
export function mediaSrcSet(
  url: string | null | undefined,
  ancho: number | null = null,
): string | undefined {
  const small = mediaUrl(url, 320);
  if (!small || !small.includes('w=320')) return undefined;
  return srcSetOf((w) => mediaUrl(url, w)!, ancho);
}
