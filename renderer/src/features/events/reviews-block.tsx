import type { EventoView } from '@shared/api/discovery';
import { EVENT_TEXT } from '@shared/texts/event';
import { RATINGS_TEXT } from '@shared/texts/ratings';
import { useEffect } from 'react';
import { useGetReseniasQuery } from '../../api/resenias-api';
import { ReviewList } from '../../ui/review-list';
import { Stars } from '../../ui/stars';

/** How many of the latest ratings the event page shows. */
const SHOWN = 3;

/**
 * Ratings of the event's party (every edition), or of the event itself when it belongs to no
 * party: the average to one decimal and the latest few. Written only by people who had a ticket
 * (docs/architecture.md, "Module map"). A failure to load leaves the block out (logged).
 */
export function ReviewsBlock({ evento }: { evento: Pick<EventoView, 'idEvento' | 'idFiesta'> }) {
  const de = evento.idFiesta ? { idFiesta: evento.idFiesta } : { idEvento: evento.idEvento };
  const { data, error } = useGetReseniasQuery(de);
  useEffect(() => {
    if (error) console.error('No se pudieron cargar las reseñas', error);
  }, [error]);
  if (error) return null;

  return (
    <section className="event-section" aria-labelledby="event-reviews">
      <h2 id="event-reviews">{EVENT_TEXT.resenias}</h2>
      {!data ? (
        <p className="muted" role="status">
          {RATINGS_TEXT.cargando}
        </p>
      ) : data.promedio === null || data.resenias.length === 0 ? (
        <p className="muted">{EVENT_TEXT.sinResenias}</p>
      ) : (
        <>
          <p className="reviews-average">
            <span className="visually-hidden">{RATINGS_TEXT.promedio}: </span>
            <strong>{RATINGS_TEXT.promedioValor(data.promedio)}</strong>
            <Stars value={data.promedio} />
            <span className="muted">{RATINGS_TEXT.cantidad(data.cantidad)}</span>
          </p>
          <ReviewList resenias={data.resenias.slice(0, SHOWN)} label={RATINGS_TEXT.ultimas} />
        </>
      )}
    </section>
  );
}
