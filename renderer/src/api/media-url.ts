import type { MediaWidth } from '@shared/api/discovery';
import { srcSetOf } from '@shared/domain/page-images';
import { getPlatform } from '../platform';

const STORED_FILE = /\/Media\/file\/\d+$/;

/**
 * An image URL the page can load, at the width asked for. Stored files are served by the API
 * (`/api/v1/Media/file/<id>`), so a relative URL is resolved against the API origin (on the
 * desktop the page itself lives on app://); those files also come as WebP at `?w=`. Any other
 * URL is used as it is.
 */
export function mediaUrl(url: string | null | undefined, width?: MediaWidth): string | null {
  if (!url) return null;
  let resolved: URL;
  try {
    const apiBase = new URL(getPlatform().apiBase, window.location.href);
    resolved = new URL(url, apiBase);
  } catch {
    return null;
  }
  if (resolved.protocol !== 'https:' && resolved.protocol !== 'http:') return null;
  if (width && STORED_FILE.test(resolved.pathname)) resolved.searchParams.set('w', String(width));
  return resolved.href;
}

/** A `srcset` of the stored file's variants, or undefined for images stored elsewhere. */
export function mediaSrcSet(url: string | null | undefined): string | undefined {
  const small = mediaUrl(url, 320);
  if (!small || !small.includes('w=320')) return undefined;
  return srcSetOf((w) => mediaUrl(url, w)!);
}
