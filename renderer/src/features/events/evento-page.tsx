import { RRPP_PARAM } from '@shared/domain/equipo';
import { MSG } from '@shared/messages';
import { CHECKOUT_TEXT } from '@shared/texts/checkout';
import { EVENT_TEXT } from '@shared/texts/event';
import { useEffect } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router-dom';
import { useGetEventoQuery } from '../../api/eventos-api';
import { errorStatus } from '../../api/problem';
import { keepRrppLink } from '../../lib/rrpp-link';
import { readState, type EventoLinkState } from '../../ui/navigation-state';
import { EventoDetail } from './evento-detail';
import './events.css';
import { SEO_TEXT } from '@shared/texts/seo';
import { useDocumentTitle } from '../../ui/document-title';

/**
 * /evento/{id}. The card's event (navigation state) paints at once; the server's copy
 * replaces it when it arrives, with current availability and the favourite flag of whoever
 * is signed in now. Without state the page waits for the server.
 */
export function EventoPage() {
  const { id } = useParams();
  const idEvento = Number(id);
  const valid = Number.isInteger(idEvento) && idEvento > 0;
  const passed = readState<EventoLinkState>(useLocation().state, 'evento')?.evento;
  const fromState = passed?.idEvento === idEvento ? passed : undefined;
  const { data, isLoading, error } = useGetEventoQuery(idEvento, { skip: !valid });
  const [params] = useSearchParams();
  // The payment page sends a rejected payment back here (shared/api/checkout.ts).
  const pagoRechazado = params.get('pago') === 'rechazado';
  // An RRPP's link (docs/decisions/0092-rrpp.md): the device keeps it for this event, and the
  // checkout sends it, even days later. In an effect: the server's render keeps nothing.
  const rrpp = params.get(RRPP_PARAM);
  useEffect(() => {
    if (valid && rrpp) keepRrppLink(idEvento, rrpp);
  }, [valid, idEvento, rrpp]);

  // The server decides what may be seen: its 404 wins over a card's copy.
  const notFound = !valid || data === null || errorStatus(error) === 404;
  const evento = notFound ? undefined : (data ?? fromState);
  useDocumentTitle(evento ? SEO_TEXT.titulo(evento.nombre) : null);
  if (notFound) return <Status text={EVENT_TEXT.noEncontrado} />;
  if (evento) {
    return (
      <>
        {pagoRechazado && (
          <p className="flash flash-error" role="alert">
            {CHECKOUT_TEXT.pagoRechazado}
          </p>
        )}
        <EventoDetail key={evento.idEvento} evento={evento} />
      </>
    );
  }
  if (isLoading) return <Status text={EVENT_TEXT.cargando} role="status" />;
  return <Status text={MSG.errorInterno} />;
}

function Status({ text, role }: { text: string; role?: 'status' }) {
  return (
    <section className="page page-narrow">
      <p className="status-text" role={role}>
        {text}
      </p>
    </section>
  );
}
