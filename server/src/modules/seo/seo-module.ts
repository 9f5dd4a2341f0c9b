import type { FastifyInstance, FastifyRequest } from 'fastify';
import { inArray } from 'drizzle-orm';
import { getEventosQuerySchema } from '@shared/api/discovery';
import { ESTADO_EVENTO } from '@shared/domain/catalogs';
import { EVENT_CARD_SIZES, HOME_EVENTS_PAGE_SIZE } from '@shared/domain/page-images';
import { routeKeyOf } from '@shared/route-match';
import { ROUTES, routePath } from '@shared/routes';
import { NOT_FOUND_TITLE, PAGE_TITLES } from '@shared/texts/page-titles';
import { SEO_TEXT } from '@shared/texts/seo';
import type { Db } from '../../db/client';
import { eventos } from '../../db/schema/index';
import { textResponse } from '../../plugins/openapi-responses';
import { siteUrlOf } from '../../plugins/site-url';
import type { createArtistasService } from '../artistas/artistas-service';
import { canSeeEvento, PUBLIC_ESTADOS } from '../eventos';
import { eventosFilterFor } from '../eventos';
import type { EventosService } from '../eventos';
import type { createNoticiasService } from '../noticias/noticias-service';
import { articleMeta, eventMeta, preloadOf, siteMeta, type PageMeta } from './page-meta';
import { sitemapXml, robotsTxt } from './sitemap';
import { INT4_MAX } from '@shared/validation/ids';

export interface SeoDeps {
  db: Db;
  eventos: EventosService;
  artistas: ReturnType<typeof createArtistasService>;
  noticias: ReturnType<typeof createNoticiasService>;
  publicUrl: string | null;
  now: () => Date;
}

/**
 * /evento/12 → 12; /evento/abc → 0 (the page, but no such id); another page → null.
 */
function match(pathname: string, key: 'evento' | 'artista' | 'noticia'): number | null {
  const prefix = ROUTES[key].path.replace(/:\w+$/, '');
  if (!pathname.startsWith(prefix) || pathname.length === prefix.length) return null;
  const rest = pathname.slice(prefix.length);
  if (rest.includes('/')) return null;
  const id = Number(rest);
  return Number.isInteger(id) && id > 0 && id <= INT4_MAX ? id : 0;
}

/**
 * The head of each public page as guests and crawlers see it (issue 11): link previews on
 * WhatsApp and Instagram, search listings. Pages a guest may not see get the site's head.
 */
export function createPageHeads(deps: SeoDeps) {
  return async function pageHead(pathname: string, request: FastifyRequest): Promise<PageMeta> {
    const site = siteUrlOf(deps.publicUrl, request);
    // A detail page whose id names nothing a guest may see answers 404 (its body says so).
    const notFound = {
      ...siteMeta(site, pathname, SEO_TEXT.inicio, SEO_TEXT.descripcion),
      status: 404 as const,
    };
    const idEvento = match(pathname, 'evento');
    if (idEvento !== null) {
      const access = idEvento ? await deps.eventos.access(idEvento) : null;
      const evento =
        access && canSeeEvento(access, null) ? await deps.eventos.one(idEvento!, null) : null;
      return evento ? eventMeta(site, evento, deps.now()) : notFound;
    }
    const idArtista = match(pathname, 'artista');
    if (idArtista !== null) {
      const row = idArtista ? await deps.artistas.find(idArtista) : null;
      const [artista] = row?.isActivo ? await deps.artistas.views([row], null) : [];
      return artista
        ? articleMeta(site, pathname, artista.nombre, artista.bio, artista.imagen)
        : notFound;
    }
    const idNoticia = match(pathname, 'noticia');
    if (idNoticia !== null) {
      const noticia = idNoticia ? await deps.noticias.one(idNoticia) : null;
      return noticia
        ? articleMeta(site, pathname, noticia.titulo, noticia.contenido, noticia.imagen)
        : notFound;
    }
    if (pathname === ROUTES.artistas.path)
      return siteMeta(site, pathname, SEO_TEXT.artistas, SEO_TEXT.artistasDescripcion);
    if (pathname === ROUTES.noticias.path)
      return siteMeta(site, pathname, SEO_TEXT.noticias, SEO_TEXT.noticiasDescripcion);
    // Any other address is one of the app's pages, titled as the app titles it, or none at all.
    const key = routeKeyOf(pathname);
    if (!key)
      return {
        ...siteMeta(site, pathname, NOT_FOUND_TITLE, SEO_TEXT.descripcion),
        status: 404 as const,
      };
    if (key !== 'home') return siteMeta(site, pathname, PAGE_TITLES[key], SEO_TEXT.descripcion);
    const home = siteMeta(site, routePath('home'), SEO_TEXT.inicio, SEO_TEXT.descripcion);
    // The home grid's first card is the page's largest paint: the same query the page runs
    // (and, through the list cache, the answer it will get).
    const query = getEventosQuerySchema.parse({ Estado: String(ESTADO_EVENTO.EN_VENTA) });
    const first = await deps.eventos.page(
      eventosFilterFor(query, null, deps.now()),
      { page: 1, pageSize: HOME_EVENTS_PAGE_SIZE },
      null,
    );
    const card = first.eventos[0];
    return {
      ...home,
      ...preloadOf(card?.imagen ?? null, card?.imagenAncho ?? null, EVENT_CARD_SIZES),
    };
  };
}

export type PageHeads = ReturnType<typeof createPageHeads>;

/** GET /robots.txt and /sitemap.xml, outside the API. */
export async function seoRoutes(app: FastifyInstance, deps: SeoDeps) {
  const robotsSchema = {
    tags: ['SEO'],
    response: { 200: textResponse('robots.txt del sitio.', 'text/plain') },
  };
  const sitemapSchema = {
    tags: ['SEO'],
    response: { 200: textResponse('Mapa del sitio (sitemap XML).', 'application/xml') },
  };
  app.get('/robots.txt', { schema: robotsSchema }, (request, reply) =>
    reply.type('text/plain; charset=utf-8').send(robotsTxt(siteUrlOf(deps.publicUrl, request))),
  );
  app.get('/sitemap.xml', { schema: sitemapSchema }, async (request, reply) => {
    const site = siteUrlOf(deps.publicUrl, request);
    const publicos = await deps.db
      .select({ idEvento: eventos.idEvento })
      .from(eventos)
      .where(inArray(eventos.cdEstado, [...PUBLIC_ESTADOS]))
      .orderBy(eventos.idEvento);
    const artistas = await deps.artistas.list('activos', null);
    const noticias = await deps.noticias.list();
    return reply.type('application/xml; charset=utf-8').send(
      sitemapXml(site, {
        eventos: publicos.map((e) => e.idEvento),
        artistas: artistas.map((a) => a.idArtista),
        noticias: noticias.map((n) => n.idNoticia),
      }),
    );
  });
}
