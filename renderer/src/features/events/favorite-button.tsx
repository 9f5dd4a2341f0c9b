import type { EventoView } from '@shared/api/discovery';
import { EVENT_TEXT } from '@shared/texts/event';
import { useState } from 'react';
import { useToggleEventoFavoritoMutation } from '../../api/eventos-api';
import { Icon } from '../../ui/icons';

/**
 * The heart of a signed-in user: the flag flips only after the server accepted
 * the change; a failure says so and leaves it as it was.
 */
export function FavoriteButton({ evento, idUsuario }: { evento: EventoView; idUsuario: number }) {
  const [toggle, { isLoading }] = useToggleEventoFavoritoMutation();
  const [flag, setFlag] = useState<boolean | null>(null);
  const [failed, setFailed] = useState(false);
  const active = flag ?? evento.isFavorito === 1;

  const onClick = async () => {
    setFailed(false);
    try {
      const result = await toggle({ idUsuario, idEvento: evento.idEvento }).unwrap();
      setFlag(result?.isFavorito === undefined ? !active : Boolean(result.isFavorito));
    } catch (error) {
      console.error('EventoFavorito', error);
      setFailed(true);
    }
  };

  return (
    <div className="favorite">
      <button
        type="button"
        className={`btn-heart${active ? ' is-active' : ''}`}
        aria-label={active ? EVENT_TEXT.quitarFavorito : EVENT_TEXT.agregarFavorito}
        title={active ? EVENT_TEXT.quitarFavorito : EVENT_TEXT.agregarFavorito}
        disabled={isLoading}
        onClick={() => void onClick()}
      >
        <Icon name={active ? 'heart' : 'heartOutline'} />
      </button>
      {failed && (
        <p className="inline-error" role="alert">
          {EVENT_TEXT.favoritoError}
        </p>
      )}
    </div>
  );
}
