/**
 * How the public pages draw flyers, written once for the renderer and for the server, which
 * preloads the page's largest image with the same srcset and sizes in the page's head (so the
 * browser fetches it before any script runs and never twice; issue 11).
 *
 * A flyer is always shown whole (docs/screens/looks-*.png): in a box of its own shape where the
 * page allows, else centred in the box with a blurred copy of itself filling the rest.
 */

/**
 * Media variant widths the server renders as WebP (`/api/v1/Media/file/<id>?w=<width>`), never
 * wider than the stored image: enough steps that a flyer is sharp at every density without
 * fetching much more than it shows (a 3x phone, a desktop hero). Here, not in the zod contract,
 * so the first screen loads no schema library for them.
 */
export const MEDIA_WIDTHS = [320, 640, 960, 1200, 1600, 2000] as const;
export type MediaWidth = (typeof MEDIA_WIDTHS)[number];

/** Width ÷ height of the home grid's card image box. */
export const CARD_IMAGE_RATIO = 4 / 3;

/** The home grid's cards (the box's width): the first one is the home page's largest paint. */
export const EVENT_CARD_SIZES = '(min-width: 1200px) 300px, (min-width: 640px) 45vw, 92vw';

/** Events per page of the home grid (the server preloads the first one's image). */
export const HOME_EVENTS_PAGE_SIZE = 12;

/** The page's content box: app-main is 1280 px wide at most, with 24 px of padding each side. */
const CONTENT_MAX = 1232;
const PAGE_GUTTER = 48;
/** Up to this width the hero spans the whole screen, edge to edge (CSS: .event-hero-flyer). */
const PHONE_MAX = 767;
/** The event page's hero box is never taller than this (CSS: .event-hero-flyer). */
export const HERO_MAX_HEIGHT = 560;
/** A flyer of unknown shape is drawn as the usual 16:9 one. */
const DEFAULT_RATIO = 16 / 9;
/** Narrowest and widest shapes the hero box takes (a 9:16 story still gets a 4:5 box). */
const HERO_RATIO_MIN = 4 / 5;
const HERO_RATIO_MAX = 16 / 9;

/** Width ÷ height of a stored image, or the usual flyer's when its size is unknown. */
export function imageRatio(ancho: number | null, alto: number | null): number {
  return ancho && alto ? ancho / alto : DEFAULT_RATIO;
}

/** The hero box's own shape: the flyer's, within 4:5 and 16:9 (beyond, the blur fills). */
export function heroBoxRatio(ancho: number | null, alto: number | null): number {
  return Math.min(HERO_RATIO_MAX, Math.max(HERO_RATIO_MIN, imageRatio(ancho, alto)));
}

/**
 * What the event page's hero shows of the flyer, in CSS pixels. The box spans the screen on
 * phones and the content's width beyond, in the flyer's shape (heroBoxRatio), until it is
 * HERO_MAX_HEIGHT tall; from there the flyer, contained, stops growing (but a panorama, which
 * spans the content at every width).
 */
export function heroSizes(ancho: number | null, alto: number | null): string {
  const ratio = imageRatio(ancho, alto);
  const box = heroBoxRatio(ancho, alto);
  // Narrower than 4:5, the flyer takes this share of the box's width.
  const share = Math.min(1, ratio / box);
  const of = (width: string) =>
    share > 0.999 ? width : `calc(${width.replace(/^calc/, '')} * ${share.toFixed(3)})`;
  // A panorama as tall as the box gets is wider than the content: it spans it at every width.
  const panorama = HERO_MAX_HEIGHT * ratio >= CONTENT_MAX;
  const tallAt = panorama
    ? CONTENT_MAX + PAGE_GUTTER
    : Math.round(HERO_MAX_HEIGHT * box) + PAGE_GUTTER;
  const tallWidth = panorama ? CONTENT_MAX : Math.round(HERO_MAX_HEIGHT * ratio);
  const entries = [`(min-width: ${tallAt}px) ${tallWidth}px`];
  if (tallAt > PHONE_MAX + 1)
    entries.push(`(min-width: ${PHONE_MAX + 1}px) ${of(`calc(100vw - ${PAGE_GUTTER}px)`)}`);
  entries.push(of('100vw'));
  return entries.join(', ');
}

/**
 * The widths of a stored file worth offering, each with the width it really has: variants are
 * never made wider than the original (media-variants.ts), so past it only the first wider step
 * is offered, as the original's width. Unknown size: every step.
 */
export function mediaCandidates(ancho: number | null): Array<{ param: MediaWidth; width: number }> {
  const out: Array<{ param: MediaWidth; width: number }> = [];
  for (const w of MEDIA_WIDTHS) {
    if (ancho && w >= ancho) {
      out.push({ param: w, width: ancho });
      break;
    }
    out.push({ param: w, width: w });
  }
  return out;
}

/** A srcset of one stored file's variants (`fileUrl` names the one for `?w=`). */
export function srcSetOf(fileUrl: (width: MediaWidth) => string, ancho: number | null): string {
  return mediaCandidates(ancho)
    .map((c) => `${fileUrl(c.param)} ${c.width}w`)
    .join(', ');
}

/** The small variant a blurred fill is drawn from (any detail is blurred away). */
export const FILL_WIDTH: MediaWidth = 320;
