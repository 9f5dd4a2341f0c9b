import { routePath } from '@shared/routes';
import { ARTISTS_TEXT, SEARCH_TEXT } from '@shared/texts/discovery';
import { Link } from 'react-router-dom';
import { MediaImage } from '../../ui/media-image';
import { useBuscarArtistasQuery } from './api';

/** The artists a search names, above its events; nothing while none matches. */
export function ArtistResults({ busqueda }: { busqueda: string }) {
  const { data: artistas = [] } = useBuscarArtistasQuery(busqueda);
  if (artistas.length === 0) return null;
  return (
    <section className="search-artists" aria-labelledby="search-artists-title">
      <h2 id="search-artists-title">{SEARCH_TEXT.artistas}</h2>
      <ul className="search-artist-list">
        {artistas.map((a) => (
          <li key={a.idArtista}>
            <Link to={routePath('artista', { id: a.idArtista })}>
              <MediaImage
                url={a.imagen}
                alt=""
                width={320}
                ratio={1}
                className="search-artist-photo"
                fallback={
                  <span className="search-artist-photo media-placeholder" aria-hidden="true">
                    {ARTISTS_TEXT.sinFoto}
                  </span>
                }
              />
              <span>{a.nombre}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
