import type { ArtistaView } from '@shared/api/discovery';
import { ARTISTS_TEXT } from '@shared/texts/discovery';
import { useState } from 'react';
import { mediaUrl } from '../../api/media-url';
import { useAppSelector } from '../../state/hooks';
import { selectUser } from '../../state/session-slice';
import { Icon } from '../../ui/icons';
import { UserAvatar } from '../../ui/user-avatar';
import { useGetArtistaLikersQuery, useToggleArtistaFavoritoMutation } from './api';
import { likesAfterToggle } from './like-count';

/**
 * Heart (signed-in users only), count and up to four likers' avatars (docs/architecture.md,
 * "Renderer"). A toggle goes to the server first; then the flag flips, the count moves and the
 * avatars are fetched again.
 */
export function ArtistLikes({ artista }: { artista: ArtistaView }) {
  const user = useAppSelector(selectUser);
  const { data: likers = [] } = useGetArtistaLikersQuery(artista.idArtista);
  const [toggle, { isLoading }] = useToggleArtistaFavoritoMutation();
  const [state, setState] = useState({
    liked: artista.isFavorito === 1,
    likes: Math.max(0, artista.likes),
  });
  const [failed, setFailed] = useState(false);

  const onToggle = async () => {
    if (!user) return;
    setFailed(false);
    try {
      const result = await toggle({ idUsuario: user.id, idArtista: artista.idArtista }).unwrap();
      setState((s) => {
        const liked = result?.isFavorito === undefined ? !s.liked : Boolean(result.isFavorito);
        return { liked, likes: likesAfterToggle(s.likes, liked, result?.likes) };
      });
    } catch (error) {
      console.error('ArtistaFavorito', error);
      setFailed(true);
    }
  };

  const label = state.liked ? ARTISTS_TEXT.yaNoMeGusta : ARTISTS_TEXT.meGusta;
  return (
    <div className="artist-likes">
      {user && (
        <button
          type="button"
          className={`btn-heart${state.liked ? ' is-active' : ''}`}
          aria-label={label}
          title={label}
          disabled={isLoading}
          onClick={() => void onToggle()}
        >
          <Icon name={state.liked ? 'heart' : 'heartOutline'} />
        </button>
      )}
      <span className="like-count" aria-live="polite">
        {ARTISTS_TEXT.likes(state.likes)}
      </span>
      {likers.length > 0 && (
        <ul className="liker-avatars" aria-label={ARTISTS_TEXT.leGusta}>
          {likers.slice(0, 4).map((u) => (
            <li key={u.idUsuario}>
              <UserAvatar url={mediaUrl(u.imagen, 320)} name={u.nombre} size={32} />
            </li>
          ))}
        </ul>
      )}
      {failed && (
        <p className="inline-error" role="alert">
          {ARTISTS_TEXT.favoritoError}
        </p>
      )}
    </div>
  );
}
