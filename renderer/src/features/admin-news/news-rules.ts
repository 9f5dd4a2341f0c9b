import { checkFile } from '@shared/domain/file-signature';
import { LIMITS } from '@shared/domain/limits';
import { MEDIA_RULES } from '@shared/domain/media-rules';
import { matchesSearch } from '@shared/domain/text-search';
import type { PickedFile } from '@shared/platform';
import { createNoticiaSchema, firstIssue, NEWS_MSG } from '@shared/validation/admin';

export interface NewsFields {
  titulo: string;
  contenido: string;
  urlEvento: string;
}

export const EMPTY_NEWS: NewsFields = { titulo: '', contenido: '', urlEvento: '' };

/**
 * How an image refusal is worded on each screen (docs/architecture.md, "Where each rule lives").
 */
export interface ImageWording {
  tipo: string;
  peso: string;
}

/** Create-time refusals carry the "No se pudo crear la noticia." prefix. */
export const CREATE_IMAGE_WORDING: ImageWording = {
  tipo: NEWS_MSG.crearTipo,
  peso: NEWS_MSG.crearPeso,
};
export const EDIT_IMAGE_WORDING: ImageWording = MEDIA_RULES.noticia;

const only = {
  titulo: createNoticiaSchema.pick({ titulo: true }),
  contenido: createNoticiaSchema.pick({ contenido: true }),
  urlEvento: createNoticiaSchema.pick({ urlEvento: true }),
};

export const refusalText = (reason: 'size' | 'type', wording: ImageWording) =>
  reason === 'size' ? wording.peso : wording.tipo;

/**
 * The picked bytes checked again before anything is sent: the picker already checked them,
 * but the form must not trust whoever handed the file over (a platform bug, a test double).
 */
export function imageError(file: PickedFile, wording: ImageWording): string | null {
  const check = checkFile(MEDIA_RULES.noticia.kind, file.bytes);
  if (!check.ok) return refusalText(check.reason, wording);
  return file.size > LIMITS.imageMaxBytes ? wording.peso : null;
}

/**
 * The form's checks in the spec's order (docs/architecture.md, "Where each rule lives"): title,
 * body, image, event URL. `image` is the picked file, `true` for an image the item already has, or
 * null for none.
 */
export function firstNewsError(
  fields: NewsFields,
  image: PickedFile | true | null,
  mode: 'crear' | 'editar',
): string | null {
  const wording = mode === 'crear' ? CREATE_IMAGE_WORDING : EDIT_IMAGE_WORDING;
  const imageCheck = () => {
    if (image === null) return mode === 'crear' ? NEWS_MSG.imagen : NEWS_MSG.editarImagen;
    return image === true ? null : imageError(image, wording);
  };
  return (
    firstIssue(only.titulo, fields) ??
    firstIssue(only.contenido, fields) ??
    imageCheck() ??
    firstIssue(only.urlEvento, fields)
  );
}

/** The text an upload failure shows: the server's refusal in this screen's wording, else `otherwise`. */
export function uploadFailureText(serverDetail: string, wording: ImageWording, otherwise: string) {
  if (serverDetail === MEDIA_RULES.noticia.peso) return wording.peso;
  if (serverDetail === MEDIA_RULES.noticia.tipo) return wording.tipo;
  return otherwise;
}

/**
 * Title search, newest first (docs/architecture.md, "Where each rule lives"): case-insensitive, and
 * accents ignored like the other admin searches.
 */
export function filterNews<T extends { titulo: string; dtPublicado: string }>(
  noticias: ReadonlyArray<T>,
  query: string,
): T[] {
  return noticias
    .filter((n) => matchesSearch(query, [n.titulo]))
    .sort((a, b) => b.dtPublicado.localeCompare(a.dtPublicado));
}
