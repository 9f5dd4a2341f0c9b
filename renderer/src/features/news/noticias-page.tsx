import type { NoticiaView } from '@shared/api/discovery';
import { routePath } from '@shared/routes';
import { NEWS_TEXT } from '@shared/texts/news-directions';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { problemDetail } from '../../api/problem';
import { formatFechaLarga } from '../../ui/format';
import { MediaImage } from '../../ui/media-image';
import type { NoticiaLinkState } from '../../ui/navigation-state';
import { useGetNoticiasQuery } from './api';
import { cacheNoticias } from './news-cache';
import './news.css';
import { LoadingText } from '../../ui/status-text';
import { SEO_TEXT } from '@shared/texts/seo';
import { useDocumentTitle } from '../../ui/document-title';

/** /noticias "Novedades". */
export function NoticiasPage() {
  const { data: noticias, isLoading, error } = useGetNoticiasQuery();
  useDocumentTitle(SEO_TEXT.noticias);
  // Kept for this tab's next visits (docs/architecture.md, "Where each rule lives"), also when the
  // list came with the page's HTML.
  useEffect(() => {
    if (noticias) cacheNoticias(noticias);
  }, [noticias]);
  return (
    <section className="page">
      <h1>{NEWS_TEXT.titulo}</h1>
      {isLoading ? (
        <LoadingText>{NEWS_TEXT.cargando}</LoadingText>
      ) : error ? (
        <p className="status-text" role="alert">
          {NEWS_TEXT.error(problemDetail(error, NEWS_TEXT.errorGenerico))}
        </p>
      ) : !noticias?.length ? (
        <p className="empty-state muted">{NEWS_TEXT.vacio}</p>
      ) : (
        <ul className="news-grid">
          {noticias.map((n, i) => (
            <NewsCard key={n.idNoticia} noticia={n} first={i === 0} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** The first card's image is the page's largest paint: fetched first; the rest lazily. */
function NewsCard({ noticia, first }: { noticia: NoticiaView; first: boolean }) {
  const state: NoticiaLinkState = { noticia };
  return (
    <li className="news-card">
      <Link to={routePath('noticia', { id: noticia.idNoticia })} state={state}>
        <MediaImage
          url={noticia.imagen}
          alt=""
          width={640}
          sizes="(min-width: 1024px) 400px, (min-width: 640px) 45vw, 92vw"
          ratio={16 / 9}
          className="news-card-image"
          priority={first}
        />
        <div className="news-card-body">
          <h2>{noticia.titulo}</h2>
          <p className="muted">
            <time dateTime={noticia.dtPublicado}>{formatFechaLarga(noticia.dtPublicado)}</time>
          </p>
          <p className="news-card-excerpt">{noticia.contenido}</p>
        </div>
      </Link>
    </li>
  );
}
