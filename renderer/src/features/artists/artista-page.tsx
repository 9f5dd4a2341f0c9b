import { ARTISTS_TEXT } from '@shared/texts/discovery';
import { useParams } from 'react-router-dom';
import { errorStatus } from '../../api/problem';
import { useAppSelector } from '../../state/hooks';
import { selectUser } from '../../state/session-slice';
import { MediaImage } from '../../ui/media-image';
import './artists.css';
import { useGetArtistaQuery } from './api';
import { ArtistLikes } from './artist-likes';
import { ArtistSocials } from './artist-socials';
import { ProximasFechas } from './proximas-fechas';
import { SEO_TEXT } from '@shared/texts/seo';
import { useDocumentTitle } from '../../ui/document-title';

/** /artistas/{id}. */
export function ArtistaPage() {
  const { id } = useParams();
  const idArtista = Number(id);
  const valid = Number.isInteger(idArtista) && idArtista > 0;
  const user = useAppSelector(selectUser);
  const { data: artista, isLoading, error } = useGetArtistaQuery(idArtista, { skip: !valid });
  useDocumentTitle(artista ? SEO_TEXT.titulo(artista.nombre) : null);

  if (valid && isLoading) return <Status text={ARTISTS_TEXT.cargandoArtista} role="status" />;
  if (!valid || artista === null || errorStatus(error) === 404) {
    return <Status text={ARTISTS_TEXT.noEncontrado} />;
  }
  if (error || !artista) return <Status text={ARTISTS_TEXT.errorArtista} role="alert" />;

  return (
    <article className="page artist-profile">
      <MediaImage
        url={artista.imagen}
        alt={ARTISTS_TEXT.fotoAlt(artista.nombre)}
        width={640}
        ratio={1}
        className="artist-profile-photo"
        eager
        fallback={
          <div className="artist-profile-photo artist-photo-empty">{ARTISTS_TEXT.sinFoto}</div>
        }
      />
      <div className="artist-profile-body">
        <h1>{artista.nombre}</h1>
        <ArtistSocials socials={artista.socials} />
        {/* Starts over from each answer of the server (e.g. after signing in). */}
        <ArtistLikes
          key={`${user?.id ?? 'guest'}:${artista.isFavorito}:${artista.likes}`}
          artista={artista}
        />
        {artista.bio && <p className="artist-bio">{artista.bio}</p>}
      </div>
      <ProximasFechas idArtista={artista.idArtista} />
    </article>
  );
}

function Status({ text, role }: { text: string; role?: 'status' | 'alert' }) {
  return (
    <section className="page page-narrow">
      <p className="status-text" role={role}>
        {text}
      </p>
    </section>
  );
}
