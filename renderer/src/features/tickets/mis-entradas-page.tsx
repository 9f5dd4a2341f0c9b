import type { TicketCard } from '@shared/api/after-sale';
import { ROUTES } from '@shared/routes';
import { TICKETS_TEXT as T } from '@shared/texts/tickets';
import { RESALE_TEXT } from '@shared/texts/waitlist';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { formatDia, formatDireccion, formatHorario, formatPesos } from '../../ui/format';
import { MediaImage } from '../../ui/media-image';
import { entradaPath } from '../../ui/ticket-links';
import { useGetMisEntradasQuery } from './api';
import { PaymentNote } from './payment-note';
import { SentTransfers } from './sent-transfers';
import { FILTROS, filtrarEntradas, type Filtro } from './ticket-filter';
import './tickets.css';

const VACIO: Record<Exclude<Filtro, 'todos'>, string> = {
  proximos: T.sinProximos,
  finalizados: T.sinFinalizados,
};

/** /mis-entradas, "Entradas adquiridas:": the buyer's real tickets. */
export function MisEntradasPage() {
  const [params] = useSearchParams();
  const idOrden = Number(params.get('orden'));
  const query = useGetMisEntradasQuery(undefined, { refetchOnMountOrArgChange: true });
  const [filtro, setFiltro] = useState<Filtro>('todos');
  const entradas = query.data ?? [];
  const visibles = filtrarEntradas(entradas, filtro, Date.now());

  useEffect(() => {
    if (query.error) console.error('No se pudieron cargar tus entradas', query.error);
  }, [query.error]);

  return (
    <section className="page tickets">
      <h1>{T.titulo}</h1>
      {Number.isInteger(idOrden) && idOrden > 0 && (
        <PaymentNote idOrden={idOrden} pago={params.get('pago')} />
      )}
      <div className="ticket-filters" role="group" aria-label={T.filtros}>
        {FILTROS.map((f) => (
          <button
            key={f}
            type="button"
            className={`btn${filtro === f ? ' btn-primary' : ''}`}
            aria-pressed={filtro === f}
            onClick={() => setFiltro(f)}
          >
            {T.filtro[f]}
          </button>
        ))}
      </div>
      {query.isLoading ? (
        <p className="status-text" role="status">
          {T.cargando}
        </p>
      ) : query.isError && !query.data ? (
        <div className="status-text" role="alert">
          <p>{T.error}</p>
          <button type="button" className="btn" onClick={() => void query.refetch()}>
            {T.reintentar}
          </button>
        </div>
      ) : entradas.length === 0 ? (
        <div className="empty-state">
          <p>{T.vacio}</p>
          <p className="muted">{T.vacioPista}</p>
          <Link to={ROUTES.home.path} className="btn btn-primary">
            {T.explorar}
          </Link>
        </div>
      ) : visibles.length === 0 ? (
        <p className="status-text">{VACIO[filtro as Exclude<Filtro, 'todos'>]}</p>
      ) : (
        <ul className="ticket-grid" aria-label={T.titulo}>
          {visibles.map((t) => (
            <li key={t.idTicket}>
              <TicketCardView entrada={t} />
            </li>
          ))}
        </ul>
      )}
      <SentTransfers />
    </section>
  );
}

function TicketCardView({ entrada }: { entrada: TicketCard }) {
  const finalizado = Date.parse(entrada.finEvento) <= Date.now();
  // Listed or resold (issue 13); a cancelled listing is no label.
  const reventa =
    entrada.reventa && entrada.reventa.estado !== 'cancelada' ? entrada.reventa.estado : null;
  return (
    <article className="ticket-card" aria-label={T.verEntrada(entrada.evento, entrada.dsTipo)}>
      <MediaImage
        url={entrada.imagen}
        alt={T.imagenAlt(entrada.evento)}
        width={640}
        sizes="(min-width: 720px) 360px, 100vw"
        className="ticket-card-image"
      />
      <div className="ticket-card-body">
        <h2>
          <Link className="ticket-card-link" to={entradaPath(entrada.idTicket)}>
            {entrada.evento}
          </Link>
        </h2>
        <p>
          <time dateTime={entrada.inicio}>{formatDia(entrada.inicio)}</time>
          <span className="muted"> · {formatHorario(entrada.inicio, entrada.fin)}</span>
        </p>
        <p>
          <strong>{entrada.dsTipo}</strong> · {formatPesos(entrada.precio)}
        </p>
        <p className="muted">{formatDireccion(entrada.domicilio)}</p>
        {(finalizado || reventa || entrada.puedeResenar || entrada.puedeReembolsar) && (
          <ul className="ticket-tags">
            {finalizado && <li className="tag">{T.finalizado}</li>}
            {reventa && <li className="tag tag-accent">{RESALE_TEXT.etiqueta[reventa]}</li>}
            {entrada.puedeResenar && <li className="tag tag-accent">{T.calificar}</li>}
            {entrada.puedeReembolsar && <li className="tag tag-accent">{T.reembolsable}</li>}
          </ul>
        )}
      </div>
    </article>
  );
}
