import type { TicketCard } from '@shared/api/after-sale';
import { ROUTES } from '@shared/routes';
import { ticketReceiptLine } from '@shared/texts/receipt';
import { TICKETS_TEXT as T } from '@shared/texts/tickets';
import { RESALE_TEXT } from '@shared/texts/waitlist';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  formatDia,
  formatDireccion,
  formatFechaCorta,
  formatHorario,
  formatPesos,
} from '../../ui/format';
import { MediaImage } from '../../ui/media-image';
import { entradaPath } from '../../ui/ticket-links';
import { useGetMisEntradasQuery } from './api';
import { PaymentNote } from './payment-note';
import { SentTransfers } from './sent-transfers';
import { FILTROS, filtrarEntradas, type Filtro } from './ticket-filter';
import { agruparEntradas, type GrupoEntradas } from './ticket-groups';
import './tickets.css';

const VACIO: Record<Exclude<Filtro, 'todos'>, string> = {
  proximos: T.sinProximos,
  finalizados: T.sinFinalizados,
};

/** /mis-entradas, "Entradas adquiridas": the buyer's real tickets. */
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
        <TicketGroups entradas={visibles} />
      )}
      <SentTransfers />
    </section>
  );
}

/** Upcoming days first (soonest first), then past ones (most recent first): ticket-groups.ts. */
function TicketGroups({ entradas }: { entradas: TicketCard[] }) {
  const { proximos, pasados } = agruparEntradas(entradas, Date.now());
  return (
    <>
      {[
        { id: 'proximas', titulo: T.proximas, grupos: proximos },
        { id: 'pasadas', titulo: T.pasadas, grupos: pasados },
      ]
        .filter((s) => s.grupos.length > 0)
        .map((s) => (
          <section key={s.id} className="ticket-section-group" aria-labelledby={`tickets-${s.id}`}>
            <h2 id={`tickets-${s.id}`}>{s.titulo}</h2>
            <ul className="ticket-grid" aria-label={s.titulo}>
              {s.grupos.map((g) => (
                <li key={g.idFecha}>
                  <TicketGroupCard grupo={g} />
                </li>
              ))}
            </ul>
          </section>
        ))}
    </>
  );
}

/** One event's day: its image, day, place, how many tickets, and each ticket with its state. */
function TicketGroupCard({ grupo }: { grupo: GrupoEntradas<TicketCard> }) {
  const { primera: entrada, entradas } = grupo;
  const now = Date.now();
  const finalizado = Date.parse(entrada.fin) <= now;
  const cancelacion = entrada.cancelacion;
  // The refund is per purchase: once per order of the group (a received ticket has none).
  const reembolsos = [
    ...new Map(
      entradas.flatMap((e) =>
        e.cancelacion?.reembolso ? [[e.idOrden, e.cancelacion.reembolso] as const] : [],
      ),
    ).values(),
  ];
  const ajenas = entradas.some((e) => e.cancelacion && !e.cancelacion.reembolso);
  const sola = entradas.length === 1;
  return (
    <article
      className={`ticket-card${cancelacion ? ' ticket-card-cancelada' : ''}`}
      aria-label={T.grupoAria(entrada.evento, formatDia(entrada.inicio))}
    >
      <MediaImage
        url={entrada.imagen}
        alt={T.imagenAlt(entrada.evento)}
        width={640}
        sizes="(min-width: 720px) 360px, 100vw"
        className="ticket-card-image"
      />
      <div className="ticket-card-body">
        <h3>{entrada.evento}</h3>
        <p>
          <time dateTime={entrada.inicio}>{formatDia(entrada.inicio)}</time>
          <span className="muted"> · {formatHorario(entrada.inicio, entrada.fin)}</span>
        </p>
        <p className="muted">{formatDireccion(entrada.domicilio)}</p>
        {cancelacion && (
          <div className="ticket-cancelado">
            <p>
              <strong>{T.cancelado}</strong>
            </p>
            {reembolsos.map((r, i) => (
              <p key={i}>{T.reembolso[r.estado](formatPesos(r.monto))}</p>
            ))}
            {ajenas && <p className="muted">{T.reembolsoAjeno}</p>}
          </div>
        )}
        <p className="ticket-count">{T.cantidad(entradas.length)}</p>
        <ul className="ticket-lines">
          {entradas.map((e) => (
            <TicketLine key={e.idTicket} entrada={e} stretched={sola} />
          ))}
        </ul>
        {((finalizado && !cancelacion) ||
          entradas.some((e) => e.puedeResenar || e.puedeReembolsar)) && (
          <ul className="ticket-tags">
            {finalizado && !cancelacion && <li className="tag">{T.finalizado}</li>}
            {entradas.some((e) => e.puedeResenar) && (
              <li className="tag tag-accent">{T.calificar}</li>
            )}
            {entradas.some((e) => e.puedeReembolsar) && (
              <li className="tag tag-accent">{T.reembolsable}</li>
            )}
          </ul>
        )}
      </div>
    </article>
  );
}

/**
 * A ticket of the group, opening its page (the whole card when it is the only one), with what
 * it cost, the add-ons that go with it, who uses it when the holder said so, and its own state: used at the door, on resale or
 * resold.
 */
function TicketLine({ entrada, stretched }: { entrada: TicketCard; stretched: boolean }) {
  // Listed or resold (issue 13); a cancelled listing is no label.
  const reventa =
    entrada.reventa && entrada.reventa.estado !== 'cancelada' ? entrada.reventa.estado : null;
  // When the door let it in (a cancelled event's card says so instead).
  const usadaAt = entrada.cancelacion ? null : entrada.usadoAt;
  return (
    <li>
      <p>
        <Link
          className={stretched ? 'ticket-card-link' : 'ticket-line-link'}
          to={entradaPath(entrada.idTicket)}
        >
          <strong>{entrada.dsTipo}</strong>
        </Link>{' '}
        · {ticketReceiptLine(entrada.importes, formatPesos)}
      </p>
      {entrada.adicionales && entrada.adicionales.length > 0 && (
        <p className="ticket-incluye">{T.incluye(entrada.adicionales)}</p>
      )}
      {entrada.nombreAsistente && (
        <p className="ticket-ingresa">{T.asistente(entrada.nombreAsistente)}</p>
      )}
      {(usadaAt || reventa) && (
        <ul className="ticket-tags">
          {usadaAt && <li className="tag">{T.usadaEl(formatFechaCorta(usadaAt))}</li>}
          {reventa && <li className="tag tag-accent">{RESALE_TEXT.etiqueta[reventa]}</li>}
        </ul>
      )}
    </li>
  );
}
