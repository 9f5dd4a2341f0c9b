import { CAROUSEL_KEYS, TERMS_MEDIA_KEY } from './catalogs';

/**
 * Owner keys of media rows (idEntidadMedia). The kind prefix keeps ids of different entities
 * apart (event 3 and artist 3 own different images); carousel slots and the terms PDF use
 * the spec's fixed keys.
 */
export const MEDIA_OWNER_KINDS = ['evento', 'usuario', 'artista', 'noticia'] as const;
export type MediaOwnerKind = (typeof MEDIA_OWNER_KINDS)[number];

export type SpecialMediaKey = (typeof CAROUSEL_KEYS)[number] | typeof TERMS_MEDIA_KEY;

export function mediaOwnerKey(kind: MediaOwnerKind, id: number): string {
  return `${kind}-${id}`;
}

export function isSpecialMediaKey(key: string): key is SpecialMediaKey {
  return key === TERMS_MEDIA_KEY || (CAROUSEL_KEYS as ReadonlyArray<string>).includes(key);
}

/** Parses `evento-12` style keys; null for special or malformed keys. */
export function parseMediaOwnerKey(key: string): { kind: MediaOwnerKind; id: number } | null {
  const m = /^(evento|usuario|artista|noticia)-([1-9]\d{0,9})$/.exec(key);
  if (!m) return null;
  return { kind: m[1] as MediaOwnerKind, id: Number(m[2]) };
}

/** Public path of a stored file, served by the media module. */
export function mediaFileUrl(idMedia: number): string {
  return `/api/v1/Media/file/${idMedia}`;
}
