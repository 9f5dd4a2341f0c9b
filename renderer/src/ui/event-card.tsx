import type { EventoView } from '@shared/api/discovery';
import { EVENT_CARD_SIZES } from '@shared/domain/page-images';
import { routePath } from '@shared/routes';
import { EVENT_TEXT, HOME_TEXT } from '@shared/texts/discovery';
import { Link } from 'react-router-dom';
import { formatCiudad, formatFechaCorta } from './format';
import './event-card.css';
import { Icon } from './icons';
import { MediaImage } from './media-image';
import type { EventoLinkState } from './navigation-state';

/**
 * One event of a grid: image, name, first date and town, linking to its detail. The heart
 * marks a favourite of the signed-in user.
 */
export function EventCard({
  evento,
  showFavorite,
  priority,
}: {
  evento: EventoView;
  showFavorite: boolean;
  /** The page's largest paint (the grid's first card on a phone). */
  priority?: boolean;
}) {
  const first = evento.fechas[0];
  const state: EventoLinkState = { evento };
  return (
    <li className="event-card">
      <Link
        to={routePath('evento', { id: evento.idEvento })}
        state={state}
        className="event-card-link"
      >
        <MediaImage
          url={evento.imagen}
          alt=""
          width={640}
          sizes={EVENT_CARD_SIZES}
          ratio={16 / 10}
          className="event-card-image"
          priority={priority}
        />
        <div className="event-card-body">
          <h2 className="event-card-title">{evento.nombre}</h2>
          {first && (
            <p className="event-card-date">
              <time dateTime={first.inicio}>{formatFechaCorta(first.inicio)}</time>
            </p>
          )}
          <p className="event-card-place">{formatCiudad(evento.domicilio)}</p>
          {(evento.isAfter || evento.isLgbt) && (
            <p className="event-card-tags">
              {evento.isAfter && <span className="tag">{EVENT_TEXT.after}</span>}
              {evento.isLgbt && <span className="tag">{EVENT_TEXT.lgbt}</span>}
            </p>
          )}
        </div>
      </Link>
      {showFavorite && evento.isFavorito === 1 && (
        <span className="event-card-favorite" title={HOME_TEXT.favorito}>
          <Icon name="heart" />
          <span className="visually-hidden">{HOME_TEXT.favorito}</span>
        </span>
      )}
    </li>
  );
}

/**
 * A responsive grid of event cards. The first card's image is fetched first (and preloaded by
 * the server's HTML); the rest wait until they near the viewport, so they do not compete.
 */
export function EventGrid({
  eventos,
  showFavorite,
  label,
}: {
  eventos: ReadonlyArray<EventoView>;
  showFavorite: boolean;
  label: string;
}) {
  return (
    <ul className="event-grid" aria-label={label}>
      {eventos.map((evento, i) => (
        <EventCard
          key={evento.idEvento}
          evento={evento}
          showFavorite={showFavorite}
          priority={i === 0}
        />
      ))}
    </ul>
  );
}
