import type { CodigoAplicable } from '@shared/api/codigos';
import type { EventoView } from '@shared/api/discovery';
import { GENEROS } from '@shared/domain/catalogs';
import { routePath } from '@shared/routes';
import { EVENT_TEXT } from '@shared/texts/discovery';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppSelector } from '../../state/hooks';
import { selectUser } from '../../state/session-slice';
import { EventMedia } from '../../ui/event-media';
import { formatDia, formatDireccion, formatHorario } from '../../ui/format';
import { MediaImage } from '../../ui/media-image';
import type { ComoLlegarState } from '../../ui/navigation-state';
import { FavoriteButton } from './favorite-button';
import { withUnlocked, type Quantities } from './purchase';
import { AccessCode } from './access-code';
import { PurchasePanel } from './purchase-panel';
import { ReviewsBlock } from './reviews-block';
import { StockTable } from './stock-table';
import { AddToCalendar } from '../../ui/add-to-calendar';
import { EVENT_HERO_SIZES } from '@shared/domain/page-images';
import { FilaVirtualAviso } from '../../ui/fila-virtual-aviso';

const genreName = (cd: number) => GENEROS.find((g) => g.cdGenero === cd)?.dsGenero;

/** Everything about one event and its ticket choice (/evento/{id}). */
export function EventoDetail({ evento }: { evento: EventoView }) {
  const user = useAppSelector(selectUser);
  const navigate = useNavigate();
  const [quantities, setQuantities] = useState<Quantities>({});
  // An access code's hidden rows (issue 14) join the tables while the buyer stays here.
  const [acceso, setAcceso] = useState<CodigoAplicable | null>(null);
  const conOcultas = acceso ? withUnlocked(evento, acceso.ocultas) : evento;
  const direccion = formatDireccion(evento.domicilio);
  const generos = evento.genero.map(genreName).filter(Boolean);

  const comoLlegar = () => {
    const state: ComoLlegarState = { idEvento: evento.idEvento, direccion };
    void navigate(routePath('comoLlegar', { idEvento: evento.idEvento }), { state });
  };

  return (
    <article className="event-detail">
      <header className="event-hero">
        <MediaImage
          url={evento.imagen}
          alt={EVENT_TEXT.imagenAlt(evento.nombre)}
          width={1200}
          sizes={EVENT_HERO_SIZES}
          ratio={16 / 9}
          className="event-hero-image"
          priority
        />
        <div className="event-title-row">
          <h1>{evento.nombre}</h1>
          {user && <FavoriteButton evento={evento} idUsuario={user.id} />}
        </div>
        <ul className="tag-list" aria-label={EVENT_TEXT.generos}>
          {evento.isLgbt && <li className="tag tag-accent">{EVENT_TEXT.lgbt}</li>}
          {evento.isAfter && <li className="tag tag-accent">{EVENT_TEXT.after}</li>}
          {generos.map((g) => (
            <li key={g} className="tag">
              {g}
            </li>
          ))}
        </ul>
      </header>

      <div className="event-columns">
        <div className="event-main">
          {evento.artistas.length > 0 && (
            <section className="event-section" aria-labelledby="event-artists">
              <h2 id="event-artists">{EVENT_TEXT.artistas}</h2>
              <p className="event-artists">{evento.artistas.map((a) => a.nombre).join(' · ')}</p>
            </section>
          )}
          <section className="event-section" aria-labelledby="event-description">
            <h2 id="event-description">{EVENT_TEXT.descripcion}</h2>
            <p className="event-description">{evento.descripcion}</p>
          </section>
          <EventMedia soundCloud={evento.soundCloud} video={evento.video} />
          <ReviewsBlock evento={evento} />
        </div>

        <aside className="event-side">
          <section className="event-section" aria-labelledby="event-dates">
            <h2 id="event-dates">{EVENT_TEXT.fechas}</h2>
            <ul className="event-dates">
              {evento.fechas.map((f) => (
                <li key={f.idFecha}>
                  <time dateTime={f.inicio}>{formatDia(f.inicio)}</time>
                  <span className="muted"> · {formatHorario(f.inicio, f.fin)}</span>
                </li>
              ))}
            </ul>
            <AddToCalendar evento={evento} />
          </section>
          <section className="event-section" aria-labelledby="event-place">
            <h2 id="event-place">{EVENT_TEXT.ubicacion}</h2>
            <address className="event-address">{direccion}</address>
            <button type="button" className="btn" onClick={comoLlegar}>
              {EVENT_TEXT.comoLlegar}
            </button>
          </section>
          <section className="event-section" aria-labelledby="event-tickets">
            <h2 id="event-tickets">{EVENT_TEXT.entradas}</h2>
            <StockTable
              fechas={conOcultas.fechas}
              quantities={quantities}
              maxPorCuenta={evento.maxEntradasPorCuenta}
              onChange={(id, cantidad) => setQuantities((q) => ({ ...q, [id]: cantidad }))}
              acceso={acceso}
            />
            <AccessCode idEvento={evento.idEvento} onUnlocked={setAcceso} />
            <FilaVirtualAviso evento={evento} />
            <PurchasePanel evento={conOcultas} quantities={quantities} acceso={acceso} />
          </section>
        </aside>
      </div>
    </article>
  );
}
