import type { NoticiaView } from '@shared/api/discovery';
import {
  NEWS_SESSION_KEYS,
  readSessionJson,
  readSessionString,
  writeSessionJson,
  writeSessionString,
} from '../../platform/session-cache';

/** Session cache keys of the news screens. */
const { list: LIST_KEY, item: itemKey, image: imageKey } = NEWS_SESSION_KEYS;

function isNoticia(value: unknown): value is NoticiaView {
  const v = value as Partial<NoticiaView> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.idNoticia === 'number' &&
    typeof v.titulo === 'string' &&
    typeof v.contenido === 'string'
  );
}

/** Remembers the list and each item with its image, for this tab's next visits. */
export function cacheNoticias(noticias: ReadonlyArray<NoticiaView>): void {
  writeSessionJson(LIST_KEY, noticias);
  noticias.forEach(cacheNoticia);
}

export function cacheNoticia(noticia: NoticiaView): void {
  writeSessionJson(itemKey(noticia.idNoticia), noticia);
  if (noticia.imagen) writeSessionString(imageKey(noticia.idNoticia), noticia.imagen);
}

/** The item from this tab's cache (its own key, else the cached list), with its image. */
export function cachedNoticia(id: number): NoticiaView | null {
  const own = readSessionJson<unknown>(itemKey(id));
  const list = readSessionJson<unknown>(LIST_KEY);
  const fromList = Array.isArray(list)
    ? list.find((n) => isNoticia(n) && n.idNoticia === id)
    : null;
  const noticia = isNoticia(own) ? own : isNoticia(fromList) ? fromList : null;
  if (!noticia) return null;
  return { ...noticia, imagen: readSessionString(imageKey(id)) ?? noticia.imagen ?? null };
}
