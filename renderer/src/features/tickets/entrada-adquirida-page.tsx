import { RESENIA_MSG, TICKET_MSG, type TicketDetalle } from '@shared/api/after-sale';
import type { OrdenView } from '@shared/api/checkout';
import { RESALE_MSG } from '@shared/api/waitlist';
import { ROUTES, routePath } from '@shared/routes';
import { ticketReceiptRows } from '@shared/texts/receipt';
import { TICKET_TEXT as T, TICKETS_TEXT } from '@shared/texts/tickets';
import { ticketEstado, type TicketEstado } from '@shared/domain/ticket-state';
import { WITHDRAWAL_TEXT } from '@shared/texts/withdrawal';
import { formatOrderNumber } from '@shared/format/order-number';
import { formatShortCode } from '@shared/domain/ticket-short-code';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { errorStatus } from '../../api/problem';
import { EventMedia } from '../../ui/event-media';
import {
  formatDia,
  formatDireccion,
  formatFechaCorta,
  formatHorario,
  formatPesos,
} from '../../ui/format';
import { MediaImage } from '../../ui/media-image';
import { flash, type ComoLlegarState } from '../../ui/navigation-state';
import { Stars } from '../../ui/stars';
import { useGetEntradaQuery } from './api';
import { AsistenteSection } from './asistente-section';
import { downloadTicket } from './download-ticket';
import { RatingForm } from './rating-form';
import { listingOf, ResaleSection } from './resale-section';
import { TransferSection } from './transfer-section';
import './tickets.css';
import { LoadFailed, LoadingText } from '../../ui/status-text';
import { AddToCalendar } from '../../ui/add-to-calendar';
import { arrepentimientoPath } from '../../ui/ticket-links';

const RefundDialog = lazy(() =>
  import('./refund-dialog').then((m) => ({ default: m.RefundDialog })),
);

/**
 * /entrada-adquirida?idTicket=: the QR of one of the buyer's tickets and
 * everything about its event, the PDF, directions, who uses it (a friend at the holder's mesa),
 * its transfer to a friend and its resale at
 * face value (issue 13), the party's rating, and a quiet link to withdraw its order (issue 13).
 * A resold ticket's code is revoked: neither its QR nor its PDF nor a transfer is offered.
 */
export function EntradaAdquiridaPage() {
  const [params] = useSearchParams();
  const idTicket = Number(params.get('idTicket'));
  const valid = Number.isInteger(idTicket) && idTicket > 0;
  // Read again on every visit: a refunded ticket must not come back from the cache.
  const query = useGetEntradaQuery(idTicket, { skip: !valid, refetchOnMountOrArgChange: true });

  useEffect(() => {
    if (query.error && errorStatus(query.error) !== 404) {
      console.error('No se pudo cargar la entrada', query.error);
    }
  }, [query.error]);

  let body;
  if (!valid || errorStatus(query.error) === 404) {
    body = <p className="status-text">{TICKET_MSG.noEncontrada}</p>;
  } else if (query.data) {
    body = <EntradaDetalle entrada={query.data} />;
  } else if (query.isError) {
    body = (
      <LoadFailed text={T.error} retryText={T.reintentar} onRetry={() => void query.refetch()} />
    );
  } else {
    body = <LoadingText>{T.cargando}</LoadingText>;
  }

  return (
    <section className="page ticket-page">
      <Link to={ROUTES.misEntradas.path} className="back-link">
        {T.volver}
      </Link>
      {body}
    </section>
  );
}

function EntradaDetalle({ entrada }: { entrada: TicketDetalle }) {
  const navigate = useNavigate();
  const evento = entrada.detalleEvento;
  const direccion = formatDireccion(entrada.domicilio);
  const [downloading, setDownloading] = useState(false);
  const [downloadFailed, setDownloadFailed] = useState(false);
  const listing = listingOf(entrada);
  const revendida = listing?.estado === 'vendida';
  const enReventa = listing !== null && !revendida;
  // Only a ticket that can still let someone in shows its code, the PDF and the withdrawal.
  const estado = ticketEstado(entrada, Date.now());
  const vigente = estado === 'vigente';
  const cancelada = estado === 'cancelada';

  const descargar = async () => {
    setDownloading(true);
    setDownloadFailed(false);
    try {
      await downloadTicket(entrada.idTicket);
    } catch (err) {
      console.error('No se pudo descargar la entrada', err);
      setDownloadFailed(true);
    } finally {
      setDownloading(false);
    }
  };

  const comoLlegar = () => {
    const state: ComoLlegarState = { idEvento: entrada.idEvento, direccion };
    void navigate(routePath('comoLlegar', { idEvento: entrada.idEvento }), { state });
  };

  return (
    <article className="ticket-detail" aria-labelledby="ticket-title">
      <h1 id="ticket-title">{entrada.evento}</h1>
      <div className="ticket-detail-top">
        {!revendida && !vigente && <SinCodigo entrada={entrada} estado={estado} />}
        {!revendida && vigente && (
          <figure className="ticket-qr">
            <img src={entrada.qr} alt={T.qrAlt(entrada.evento)} width={240} height={240} />
            {entrada.codigoCorto && (
              <p className="ticket-short-code">
                {T.codigoCorto}{' '}
                <strong translate="no">{formatShortCode(entrada.codigoCorto)}</strong>
              </p>
            )}
            <figcaption className="muted">
              {enReventa ? RESALE_MSG.puerta : entrada.usadoAt ? T.usada : T.qrAyuda}
            </figcaption>
          </figure>
        )}
        <div className="ticket-facts">
          <MediaImage
            url={evento.imagen ?? entrada.imagen}
            alt={T.imagenAlt(entrada.evento)}
            width={640}
            className="ticket-detail-image"
            eager
          />
          <dl>
            <div>
              <dt>{T.tipo}</dt>
              <dd>
                {entrada.dsTipo}
                {/* Its add-ons (docs/decisions/0090-add-ons.md): their price is in its figures. */}
                {entrada.adicionales && entrada.adicionales.length > 0 && (
                  <span className="ticket-incluye">
                    {TICKETS_TEXT.incluye(entrada.adicionales)}
                  </span>
                )}
              </dd>
            </div>
            <div>
              <dt>{T.titular}</dt>
              <dd>
                {entrada.titular}
                {/* Who the holder said will use it: the door asks for that person. */}
                {entrada.nombreAsistente && (
                  <span className="ticket-ingresa">
                    {TICKETS_TEXT.asistente(entrada.nombreAsistente)}
                  </span>
                )}
              </dd>
            </div>
            {/* What it cost, adding up to its total (shared/domain/receipt.ts). */}
            {ticketReceiptRows(entrada.importes, formatPesos).map((row) => (
              <div key={row.etiqueta} className={row.total ? 'ticket-total' : undefined}>
                <dt>{row.etiqueta}</dt>
                <dd>{row.monto}</dd>
              </div>
            ))}
            {/* The order's number, to its buyer only (what the withdrawal form asks for). */}
            {entrada.numeroOrden && (
              <div>
                <dt>{WITHDRAWAL_TEXT.ordenLabel}</dt>
                <dd className="ticket-numero-orden">{formatOrderNumber(entrada.numeroOrden)}</dd>
              </div>
            )}
            <div>
              <dt>{T.fecha}</dt>
              <dd>
                <time dateTime={entrada.inicio}>{formatDia(entrada.inicio)}</time> ·{' '}
                {formatHorario(entrada.inicio, entrada.fin)}
              </dd>
            </div>
            <div>
              <dt>{T.direccion}</dt>
              <dd>
                <address>{direccion}</address>
              </dd>
            </div>
          </dl>
          <div className="ticket-actions">
            {!revendida && vigente && (
              <button
                type="button"
                className="btn btn-primary"
                disabled={downloading}
                onClick={() => void descargar()}
              >
                {downloading ? T.descargando : T.descargar}
              </button>
            )}
            <button type="button" className="btn" onClick={comoLlegar}>
              {T.comoLlegar}
            </button>
          </div>
          {downloadFailed && (
            <p className="inline-error" role="alert">
              {T.errorDescarga}
            </p>
          )}
          {!cancelada && <AddToCalendar evento={evento} idFecha={entrada.idFecha} />}
        </div>
      </div>

      {/* Who uses it, while it can still let someone in (as its QR). */}
      {!revendida && vigente && <AsistenteSection entrada={entrada} />}
      {!revendida && !cancelada && <TransferSection entrada={entrada} enReventa={enReventa} />}
      {!cancelada && <ResaleSection entrada={entrada} />}
      {evento.artistas.length > 0 && (
        <section className="ticket-section" aria-labelledby="ticket-artists">
          <h2 id="ticket-artists">{T.artistas}</h2>
          <p>{evento.artistas.map((a) => a.nombre).join(' · ')}</p>
        </section>
      )}
      <section className="ticket-section" aria-labelledby="ticket-description">
        <h2 id="ticket-description">{T.descripcion}</h2>
        <p className="ticket-description">{evento.descripcion}</p>
      </section>
      <EventMedia soundCloud={evento.soundCloud} video={evento.video} />
      {entrada.puedeReembolsar && (
        <RefundSection idOrden={entrada.idOrden} numero={entrada.numeroOrden ?? ''} />
      )}
      {/* Quiet, and only while the order may still be withdrawn (never on a used ticket or a
          past event; docs/decisions/0076-hostile-users.md). */}
      {entrada.puedeArrepentirse && vigente && (
        <p className="ticket-withdrawal">
          <Link to={arrepentimientoPath(entrada.idOrden)}>{WITHDRAWAL_TEXT.desdeOrden}</Link>
        </p>
      )}
      <RatingSection entrada={entrada} />
    </article>
  );
}

/**
 * In the QR's place on a ticket that no longer lets anyone in: used (and when), its day over,
 * or its event cancelled with the refund of its purchase.
 */
function SinCodigo({
  entrada,
  estado,
}: {
  entrada: TicketDetalle;
  estado: Exclude<TicketEstado, 'vigente'>;
}) {
  const reembolso = entrada.cancelacion?.reembolso;
  return (
    <div className={`ticket-sin-codigo ${estado}`} role="status">
      <strong>
        {estado === 'cancelada'
          ? TICKETS_TEXT.cancelado
          : estado === 'usada'
            ? TICKETS_TEXT.usadaEl(formatFechaCorta(entrada.usadoAt))
            : TICKETS_TEXT.finalizado}
      </strong>
      {estado !== 'cancelada' ? (
        <p>{T.sinCodigo[estado]}</p>
      ) : reembolso ? (
        <>
          <p>{T.sinCodigo.cancelada}</p>
          <p>{TICKETS_TEXT.reembolso[reembolso.estado](formatPesos(reembolso.monto))}</p>
        </>
      ) : (
        <p>{T.canceladaAjena}</p>
      )}
    </div>
  );
}

/** The event changed after the purchase: the buyer may have the whole order refunded. */
function RefundSection({ idOrden, numero }: { idOrden: number; numero: string }) {
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const done = (orden: OrdenView) => {
    void navigate(ROUTES.misEntradas.path, {
      state: flash(T.reembolsoPedido(formatPesos(orden.total)), 'success'),
    });
  };
  return (
    <section className="ticket-section" aria-labelledby="ticket-refund">
      <h2 id="ticket-refund">{T.reembolsoSeccion}</h2>
      <p>{T.reembolsoAviso}</p>
      <button type="button" className="btn" onClick={() => setAsking(true)}>
        {T.pedirReembolso}
      </button>
      {asking && (
        <Suspense fallback={null}>
          <RefundDialog
            idOrden={idOrden}
            numero={numero}
            onClose={() => setAsking(false)}
            onDone={done}
          />
        </Suspense>
      )}
    </section>
  );
}

function RatingSection({ entrada }: { entrada: TicketDetalle }) {
  const [sent, setSent] = useState(false);
  const mine = entrada.miResenia;
  const ended = Date.parse(entrada.finEvento) <= Date.now();
  // After the night, only people the door let in can rate: say so to a holder who never entered.
  const notIn = ended && !mine && !entrada.puedeResenar;
  if (notIn && entrada.usadoAt !== null) return null;

  return (
    <section className="ticket-section" aria-labelledby="ticket-rating">
      <h2 id="ticket-rating">{mine ? T.resenia : T.calificar}</h2>
      {sent && (
        <p className="flash flash-success" role="status">
          {RESENIA_MSG.gracias}
        </p>
      )}
      {mine ? (
        <div className="my-rating">
          <Stars value={mine.estrellas} />
          <p>{mine.texto}</p>
        </div>
      ) : entrada.puedeResenar ? (
        <RatingForm idEvento={entrada.idEvento} onDone={() => setSent(true)} />
      ) : (
        <p className="muted">{notIn ? RESENIA_MSG.soloIngresados : T.reseniaPendiente}</p>
      )}
    </section>
  );
}
