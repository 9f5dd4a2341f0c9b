import type { EventoView } from '@shared/api/discovery';
import { CARD_IMAGE_RATIO, EVENT_CARD_SIZES } from '@shared/domain/page-images';
import { routePath } from '@shared/routes';
import { EVENT_BADGE_TEXT, HOME_TEXT, PRICE_TEXT } from '@shared/texts/discovery';
import { Link } from 'react-router-dom';
import { formatCiudad, formatFechaCorta, formatPesos } from './format';
import './event-card.css';
import { FlyerImage } from './flyer-image';
import { Icon } from './icons';
import type { EventoLinkState } from './navigation-state';

/** "Desde $ 8.000", "Agotado", or nothing while the event has no tickets yet. */
export function precioDesdeTexto(evento: Pick<EventoView, 'precioDesde' | 'agotado'>) {
  if (evento.precioDesde !== null) return PRICE_TEXT.desde(formatPesos(evento.precioDesde));
  return evento.agotado ? PRICE_TEXT.agotado : null;
}

/**
 * One event of a grid: the whole flyer, name, first date, venue and town, and the price from
 * (or "Agotado"), linking to its detail. The heart marks a favourite of the signed-in user.
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
  const precio = precioDesdeTexto(evento);
  const lugar = [evento.domicilio.direccion, formatCiudad(evento.domicilio)]
    .filter(Boolean)
    .join(' · ');
  return (
    <li className="event-card">
      <Link
        to={routePath('evento', { id: evento.idEvento })}
        state={state}
        className="event-card-link"
      >
        <FlyerImage
          url={evento.imagen}
          ancho={evento.imagenAncho}
          alto={evento.imagenAlto}
          alt=""
          sizes={EVENT_CARD_SIZES}
          boxRatio={CARD_IMAGE_RATIO}
          className="event-card-image"
          priority={priority}
        />
        <div className="event-card-body">
          {first && (
            <p className="event-card-date">
              <time dateTime={first.inicio}>{formatFechaCorta(first.inicio)}</time>
            </p>
          )}
          <h2 className="event-card-title">{evento.nombre}</h2>
          {lugar && <p className="event-card-place">{lugar}</p>}
          {(precio || evento.isAfter || evento.isLgbt) && (
            <div className="event-card-foot">
              {precio && (
                <p className={`event-card-price${evento.agotado ? ' is-sold-out' : ''}`}>
                  {precio}
                </p>
              )}
              {(evento.isAfter || evento.isLgbt) && (
                <p className="event-card-tags">
                  {evento.isAfter && <span className="tag">{EVENT_BADGE_TEXT.after}</span>}
                  {evento.isLgbt && <span className="tag">{EVENT_BADGE_TEXT.lgbt}</span>}
                </p>
              )}
            </div>
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
