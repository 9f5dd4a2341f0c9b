/**
 * The event page's main image (the page's largest paint): the renderer draws it with these
 * `sizes`, and the server preloads the same srcset with high priority in the page's head, so
 * the browser fetches it before any script runs (issue 11).
 */
export const EVENT_HERO_SIZES = '(min-width: 1024px) 760px, 100vw';

/** The widths the media route renders (MEDIA_WIDTHS), as a srcset of one stored file. */
export function srcSetOf(fileUrl: (width: 320 | 640 | 1200) => string): string {
  return ([320, 640, 1200] as const).map((w) => `${fileUrl(w)} ${w}w`).join(', ');
}
