import sharp from 'sharp';
import type { MediaWidth } from '@shared/api/discovery';
import { mediaCandidates } from '@shared/domain/page-images';
import type { MediaStore } from './media-store';

export const VARIANT_MIME = 'image/webp';
/** Visually indistinguishable from the original for photos and flyers, at a fraction of it. */
const WEBP_QUALITY = 78;
const RESIZABLE = new Set(['image/jpeg', 'image/png', 'image/webp']);

export const isResizable = (mime: string | null): boolean => mime !== null && RESIZABLE.has(mime);

/** `evento-3/<uuid>.png` -> `evento-3/<uuid>.w640.webp`: beside its original, never user input. */
export function variantKey(storageKey: string, width: MediaWidth): string {
  return `${storageKey.replace(/\.[A-Za-z0-9]+$/, '')}.w${width}.webp`;
}

/** Link previews (Open Graph, Twitter): 1200×630, JPEG, which every crawler reads. */
export const CARD = { width: 1200, height: 630, mime: 'image/jpeg' } as const;
const cardKey = (storageKey: string) => `${storageKey.replace(/\.[A-Za-z0-9]+$/, '')}.card.jpg`;

export interface MediaVariants {
  /** The WebP `width` pixels wide (never wider than the original), or null without an original. */
  get(storageKey: string, width: MediaWidth): Promise<Uint8Array | null>;
  /** The CARD-sized crop (the most salient part of the image), or null without an original. */
  card(storageKey: string): Promise<Uint8Array | null>;
  /**
   * Makes now the widths pages offer of an image `ancho` pixels wide (mediaCandidates,
   * shared/domain/page-images.ts), so no visitor waits for the first rendering.
   */
  prepare(storageKey: string, ancho: number | null): Promise<void>;
}

/**
 * Resized WebP copies of stored images, rendered on first request and kept in the media store
 * so each is made once; concurrent first requests share one rendering.
 */
export function createMediaVariants(store: MediaStore): MediaVariants {
  const rendering = new Map<string, Promise<Uint8Array | null>>();

  async function render(storageKey: string, width: MediaWidth, key: string) {
    const original = await store.get(storageKey);
    if (!original) return null;
    const bytes = await sharp(original)
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer();
    await store.put(key, bytes, VARIANT_MIME);
    return new Uint8Array(bytes);
  }

  async function renderCard(storageKey: string, key: string) {
    const original = await store.get(storageKey);
    if (!original) return null;
    const bytes = await sharp(original)
      .resize({ width: CARD.width, height: CARD.height, fit: 'cover', position: 'attention' })
      .flatten({ background: '#0b0b12' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
    await store.put(key, bytes, CARD.mime);
    return new Uint8Array(bytes);
  }

  /** Made once, kept in the store; concurrent first requests share one rendering. */
  async function once(key: string, make: () => Promise<Uint8Array | null>) {
    const stored = await store.get(key);
    // A copy is never empty: an empty read is one still being written (an S3-protocol store
    // that writes objects as they stream in shows it so), made again here instead of served.
    if (stored?.length) return stored;
    let pending = rendering.get(key);
    if (!pending) {
      pending = make().finally(() => rendering.delete(key));
      rendering.set(key, pending);
    }
    return pending;
  }

  const get = (storageKey: string, width: MediaWidth) => {
    const key = variantKey(storageKey, width);
    return once(key, () => render(storageKey, width, key));
  };

  return {
    get,
    async prepare(storageKey, ancho) {
      // One after the other: an upload's widths never take every libvips thread at once.
      for (const { param } of mediaCandidates(ancho)) await get(storageKey, param);
    },
    card: (storageKey) =>
      once(cardKey(storageKey), () => renderCard(storageKey, cardKey(storageKey))),
  };
}
