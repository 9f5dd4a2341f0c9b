import { formatDiaHora } from '@shared/format/es-ar';
import type { EventoView } from '@shared/api/discovery';
import { eventJsonLd } from '@shared/domain/event-jsonld';
import { heroSizes, srcSetOf } from '@shared/domain/page-images';
import { direccionCompleta } from '@shared/domain/location';
import { SEO_TEXT } from '@shared/texts/seo';
import { routePath } from '@shared/routes';

/** The head of one public page: what link previews and search engines read. */
export interface PageMeta {
  title: string;
  description: string;
  /** Absolute. */
  canonical: string;
  /** Absolute, 1200×630 (the media route's `formato=tarjeta`), or null. */
  image: string | null;
  type: 'website' | 'article' | 'event';
  jsonLd: Record<string, unknown> | null;
  /** The page's largest image, preloaded with high priority (same srcset/sizes as the page). */
  preload?: { srcset: string; sizes: string };
  /**
   * 404 when the address names no page, or an event, artist or news item nobody may see; such a
   * page is kept out of search results.
   */
  status?: 404;
}

const DESCRIPTION_MAX = 200;
/** Stored files come in widths (`?w=`); images stored elsewhere are not preloaded. */
const STORED_FILE = /^\/api\/v1\/Media\/file\/\d+$/;

function clip(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= DESCRIPTION_MAX ? flat : `${flat.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…`;
}

/** `/api/v1/Media/file/12` → `https://site/api/v1/Media/file/12?formato=tarjeta`. */
export function cardImage(siteUrl: string, imagen: string | null): string | null {
  if (!imagen) return null;
  const url = new URL(imagen, siteUrl);
  url.search = '';
  url.searchParams.set('formato', 'tarjeta');
  return url.toString();
}

/**
 * The page's largest image, preloaded as the page will ask for it: relative URLs, as the
 * renderer resolves them on the web, so the browser reuses the preload.
 */
export function preloadOf(
  imagen: string | null,
  ancho: number | null,
  sizes: string,
): Pick<PageMeta, 'preload'> {
  if (!imagen || !STORED_FILE.test(imagen)) return {};
  return { preload: { srcset: srcSetOf((w) => `${imagen}?w=${w}`, ancho), sizes } };
}

export function siteMeta(
  siteUrl: string,
  path: string,
  title: string,
  description: string,
): PageMeta {
  return {
    title,
    description,
    canonical: `${siteUrl}${path}`,
    image: null,
    type: 'website',
    jsonLd: null,
  };
}

export function eventMeta(siteUrl: string, evento: EventoView, now: Date): PageMeta {
  const canonical = `${siteUrl}${routePath('evento', { id: evento.idEvento })}`;
  const image = cardImage(siteUrl, evento.imagen);
  const first = evento.fechas[0];
  const cuando = first ? formatDiaHora(first.inicio) : '';
  return {
    title: SEO_TEXT.titulo(evento.nombre),
    description: clip(
      SEO_TEXT.evento(cuando, direccionCompleta(evento.domicilio), evento.descripcion),
    ),
    canonical,
    image,
    type: 'event',
    jsonLd: eventJsonLd(evento, { url: canonical, image, siteUrl, now }),
    // The hero's flyer, as the page asks for it (EventoDetail's FlyerImage).
    ...preloadOf(
      evento.imagen,
      evento.imagenAncho,
      heroSizes(evento.imagenAncho, evento.imagenAlto),
    ),
  };
}

export function articleMeta(
  siteUrl: string,
  path: string,
  titulo: string,
  texto: string,
  imagen: string | null,
): PageMeta {
  return {
    title: SEO_TEXT.titulo(titulo),
    description: clip(texto) || SEO_TEXT.descripcion,
    canonical: `${siteUrl}${path}`,
    image: cardImage(siteUrl, imagen),
    type: 'article',
    jsonLd: null,
  };
}
