/**
 * The event page's main image (the page's largest paint): the renderer draws it with these
 * `sizes`, and the server preloads the same srcset with high priority in the page's head, so
 * the browser fetches it before any script runs (issue 11).
 */
export const EVENT_HERO_SIZES = '(min-width: 1024px) 760px, 100vw';

/** The home grid's cards: the first one is the home page's largest paint. */
export const EVENT_CARD_SIZES = '(min-width: 1200px) 300px, (min-width: 640px) 45vw, 92vw';

/** Events per page of the home grid (the server preloads the first one's image). */
export const HOME_EVENTS_PAGE_SIZE = 12;

/** The widths the media route renders (MEDIA_WIDTHS), as a srcset of one stored file. */
export function srcSetOf(fileUrl: (width: 320 | 640 | 1200) => string): string {
  return ([320, 640, 1200] as const).map((w) => `${fileUrl(w)} ${w}w`).join(', ');
}
