import { CAROUSEL_KEYS, TERMS_MEDIA_KEY } from './catalogs';
import type { FileKind } from './file-signature';
import { parseMediaOwnerKey } from './media-keys';

/**
 * Which file each media owner key takes, and each screen's own wording when the file is
 * refused (profile, artist, news, carousel and event images word the same rule differently;
 * the terms file is a PDF; docs/architecture.md, "Where each rule lives"). The renderer shows
 * these texts before uploading and the server answers with the same ones, so a wording lives once.
 */
export type MediaRuleContext = 'evento' | 'usuario' | 'artista' | 'noticia' | 'carrusel' | 'tyc';

export interface MediaRule {
  kind: FileKind;
  /** Shown when the bytes are not the allowed type. */
  tipo: string;
  /** Shown when the file is too large. */
  peso: string;
}

export const MEDIA_RULES: Readonly<Record<MediaRuleContext, MediaRule>> = {
  evento: {
    kind: 'image',
    tipo: 'La imagen debe ser JPG, JPEG o PNG y pesar menos de 2MB.',
    peso: 'La imagen debe ser JPG, JPEG o PNG y pesar menos de 2MB.',
  },
  usuario: {
    kind: 'image',
    tipo: 'El archivo debe ser una imagen JPG, JPEG o PNG.',
    peso: 'La imagen no puede pesar más de 2MB.',
  },
  artista: {
    kind: 'image',
    tipo: 'La imagen debe ser JPG, JPEG o PNG.',
    peso: 'La imagen no debe pesar más de 2MB.',
  },
  noticia: {
    kind: 'image',
    tipo: 'Solo se permiten imágenes en formato JPG, JPEG o PNG.',
    peso: 'La imagen debe pesar 2MB o menos.',
  },
  carrusel: {
    kind: 'image',
    // The spec words only the size alert; Pulso words the type check the same way as artists.
    tipo: 'La imagen debe ser JPG, JPEG o PNG.',
    peso: 'La imagen debe pesar menos de 2MB',
  },
  tyc: {
    kind: 'pdf',
    tipo: 'El archivo debe ser un PDF.',
    peso: 'El PDF debe pesar menos de 10MB.',
  },
};

/** The rule that applies to an owner key, or null for keys that take no uploads. */
export function mediaRuleContextOf(idEntidadMedia: string): MediaRuleContext | null {
  if (idEntidadMedia === TERMS_MEDIA_KEY) return 'tyc';
  if ((CAROUSEL_KEYS as ReadonlyArray<string>).includes(idEntidadMedia)) return 'carrusel';
  return parseMediaOwnerKey(idEntidadMedia)?.kind ?? null;
}
