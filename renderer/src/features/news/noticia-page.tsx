import { MSG } from '@shared/messages';
import { ROUTES } from '@shared/routes';
import { NEWS_TEXT } from '@shared/texts/news-directions';
import { useEffect, useMemo } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { errorStatus } from '../../api/problem';
import { formatFechaLarga } from '../../ui/format';
import { MediaImage } from '../../ui/media-image';
import { readState, type NoticiaLinkState } from '../../ui/navigation-state';
import { useGetNoticiaQuery } from './api';
import { EventLink } from './event-link';
import { cachedNoticia, cacheNoticia } from './news-cache';
import './news.css';
import { SEO_TEXT } from '@shared/texts/seo';
import { useDocumentTitle } from '../../ui/document-title';
import { useHydrated } from '../../ui/use-hydrated';

/**
 * /noticias/{id}: from this tab's session cache first, then the card's
 * navigation state, then the server.
 */
export function NoticiaPage() {
  const { id } = useParams();
  const idNoticia = Number(id);
  const valid = Number.isInteger(idNoticia) && idNoticia > 0;
  const passed = readState<NoticiaLinkState>(useLocation().state, 'noticia')?.noticia;
  // A server-rendered page hydrates from the server's copy; the tab's cache is read after.
  const hydrated = useHydrated();
  const local = useMemo(() => {
    if (!valid || !hydrated) return null;
    const fromState = passed?.idNoticia === idNoticia ? passed : null;
    return cachedNoticia(idNoticia) ?? fromState;
  }, [valid, hydrated, idNoticia, passed]);
  const server = useGetNoticiaQuery(idNoticia, { skip: !valid || Boolean(local) });
  const noticia = local ?? server.data;
  useDocumentTitle(noticia ? SEO_TEXT.titulo(noticia.titulo) : null);

  // Keep what the card handed over (or the server sent) for the next visit in this tab.
  useEffect(() => {
    if (noticia) cacheNoticia(noticia);
  }, [noticia]);

  if (noticia) {
    return (
      <article className="page page-article news-detail">
        <Link to={ROUTES.noticias.path} className="back-link">
          ← {NEWS_TEXT.volver}
        </Link>
        <MediaImage
          url={noticia.imagen}
          alt={NEWS_TEXT.imagenAlt(noticia.titulo)}
          width={1200}
          sizes="(min-width: 800px) 760px, 100vw"
          ratio={16 / 9}
          className="news-detail-image"
          eager
        />
        <h1>{noticia.titulo}</h1>
        <p className="muted">
          <time dateTime={noticia.dtPublicado}>{formatFechaLarga(noticia.dtPublicado)}</time>
        </p>
        <div className="news-content">{noticia.contenido}</div>
        {noticia.urlEvento.trim() && <EventLink url={noticia.urlEvento.trim()} />}
      </article>
    );
  }
  const notFound = !valid || server.data === null || errorStatus(server.error) === 404;
  const text = notFound
    ? NEWS_TEXT.noEncontrada
    : server.isLoading
      ? NEWS_TEXT.cargandoNoticia
      : MSG.errorInterno;
  return (
    <section className="page page-narrow">
      <p className="status-text" role={server.isLoading ? 'status' : 'alert'}>
        {text}
      </p>
    </section>
  );
}
