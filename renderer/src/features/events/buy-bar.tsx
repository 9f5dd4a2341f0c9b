import type { EventoView } from '@shared/api/discovery';
import { EVENT_TEXT } from '@shared/texts/event';
import { useEffect, useState, type MouseEvent, type RefObject } from 'react';
import { precioDesdeTexto } from '../../ui/event-card';

/**
 * The phone's buy bar (CSS shows it below 960 px only): the price from and "Comprar", a link
 * that takes you to the ticket tables. It steps aside while they are on screen, where the
 * page's own Comprar button is.
 */
export function BuyBar({
  evento,
  tickets,
  anchor,
}: {
  evento: Pick<EventoView, 'precioDesde' | 'agotado'>;
  /** The tickets section the button scrolls to (its heading takes the focus). */
  tickets: RefObject<HTMLElement | null>;
  /** The id of the tickets heading, the link's target. */
  anchor: string;
}) {
  const [ticketsInView, setTicketsInView] = useState(false);
  useEffect(() => {
    const section = tickets.current;
    if (!section || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) =>
      setTicketsInView(Boolean(entry?.isIntersecting)),
    );
    observer.observe(section);
    return () => observer.disconnect();
  }, [tickets]);

  const precio = precioDesdeTexto(evento);
  // A link to the section, so it works before the scripts too; with them the page scrolls
  // without touching the address (the router keeps its own scroll positions).
  const irAEntradas = (event: MouseEvent<HTMLAnchorElement>) => {
    const section = tickets.current;
    if (!section) return;
    event.preventDefault();
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    section.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
    section.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
  };

  return (
    <div
      className={`buy-bar${ticketsInView ? ' is-hidden' : ''}`}
      role="region"
      aria-label={EVENT_TEXT.barraCompra}
    >
      {precio && <p className={`buy-bar-price${evento.agotado ? ' is-sold-out' : ''}`}>{precio}</p>}
      <a
        href={`#${anchor}`}
        className="btn btn-primary btn-large buy-bar-button"
        onClick={irAEntradas}
      >
        {EVENT_TEXT.irAEntradas}
      </a>
    </div>
  );
}
