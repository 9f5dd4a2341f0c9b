import type { ArtistaView } from '@shared/api/discovery';
import { routePath } from '@shared/routes';
import { ARTISTS_TEXT } from '@shared/texts/discovery';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useGetArtistasActivosQuery } from '../../api/organiser-api';
import { problemDetail } from '../../api/problem';
import { MediaImage } from '../../ui/media-image';
import './artists.css';
import { groupArtists } from './group-artists';
import { LoadingText } from '../../ui/status-text';
import { SEO_TEXT } from '@shared/texts/seo';
import { useDocumentTitle } from '../../ui/document-title';

const anchor = (key: string) => `artistas-${key === '#' ? 'otros' : key}`;

/** /artistas: active artists grouped by first letter, "#" first. */
export function ArtistasPage() {
  const { data, isLoading, error } = useGetArtistasActivosQuery();
  useDocumentTitle(SEO_TEXT.artistas);
  const groups = useMemo(() => groupArtists(data ?? []), [data]);

  return (
    <section className="page">
      <h1>{ARTISTS_TEXT.titulo}</h1>
      {isLoading ? (
        <LoadingText>{ARTISTS_TEXT.cargando}</LoadingText>
      ) : error ? (
        <p className="status-text" role="alert">
          {ARTISTS_TEXT.error(problemDetail(error, ARTISTS_TEXT.errorGenerico))}
        </p>
      ) : groups.length === 0 ? (
        <p className="empty-state muted">{ARTISTS_TEXT.vacio}</p>
      ) : (
        <>
          <nav className="letter-index" aria-label="Índice alfabético">
            {groups.map((g) => (
              <a key={g.key} href={`#${anchor(g.key)}`}>
                {g.key}
              </a>
            ))}
          </nav>
          {groups.map((group, g) => (
            <section
              key={group.key}
              id={anchor(group.key)}
              className="artist-group"
              aria-labelledby={`${anchor(group.key)}-titulo`}
            >
              <h2 id={`${anchor(group.key)}-titulo`} className="artist-letter">
                {group.key}
              </h2>
              <ul className="artist-grid">
                {group.artistas.map((artista, i) => (
                  <ArtistCard
                    key={artista.idArtista}
                    artista={artista}
                    first={g === 0 && i === 0}
                  />
                ))}
              </ul>
            </section>
          ))}
        </>
      )}
    </section>
  );
}

/** The first card's photo is the page's largest paint on a phone: fetched first, not lazily. */
function ArtistCard({ artista, first }: { artista: ArtistaView; first: boolean }) {
  return (
    <li>
      <Link to={routePath('artista', { id: artista.idArtista })} className="artist-card">
        <MediaImage
          url={artista.imagen}
          alt=""
          width={320}
          ratio={1}
          priority={first}
          className="artist-photo"
          fallback={
            <span className="artist-photo artist-photo-empty" aria-hidden="true">
              {artista.nombre.trim().charAt(0).toUpperCase()}
            </span>
          }
        />
        <span className="artist-name">{artista.nombre}</span>
      </Link>
    </li>
  );
}
