import type { ListaEsperaView, OfertaView } from '@shared/api/waitlist';
import { MSG } from '@shared/messages';
import { ROUTES, routePath } from '@shared/routes';
import { WAITLIST_TEXT as T } from '@shared/texts/waitlist';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useGetMisListasQuery, useSalirListaEsperaMutation } from '../../api/lista-espera-api';
import { ORDEN_POLL_MS } from '../../api/ordenes-api';
import { errorStatus, problemDetail } from '../../api/problem';
import { useDocumentTitle } from '../../ui/document-title';
import { formatDia, formatHora, formatPesos } from '../../ui/format';
import { openPaymentPage } from '../../ui/payment-page';
import { LoadFailed, LoadingText } from '../../ui/status-text';
import './waitlist.css';

/**
 * /lista-de-espera (issue 13; shared/api/waitlist.ts): one's places on the wait lists of sold-out
 * tickets, newest first, and the offer of a freed ticket, paid through the provider's checkout
 * as any purchase (the offer mail links here). Nobody's position is shown.
 */
export function ListaEsperaPage() {
  useDocumentTitle(`${T.titulo} · Pulso`);
  // The desktop app pays in the system browser: the list is followed until the offer is paid.
  const [following, setFollowing] = useState(false);
  const [polling, setPolling] = useState(false);
  const query = useGetMisListasQuery(undefined, {
    refetchOnMountOrArgChange: true,
    pollingInterval: polling ? ORDEN_POLL_MS : 0,
    skipPollingIfUnfocused: false,
  });
  const lugares = query.data;
  // Asked again while an offer is being paid elsewhere or its checkout is still being opened.
  const ofertas = lugares?.filter((l) => l.estado === 'ofertada') ?? [];
  const wantsPolling =
    ofertas.length > 0 && (following || ofertas.some((l) => !l.oferta?.redirectUrl));
  useEffect(() => setPolling(wantsPolling), [wantsPolling]);

  useEffect(() => {
    if (query.error) console.error('No se pudo cargar la lista de espera', query.error);
  }, [query.error]);

  let body;
  if (lugares) {
    body =
      lugares.length === 0 ? (
        <p className="status-text">{T.vacia}</p>
      ) : (
        <ul className="waitlist-lugares">
          {lugares.map((l) => (
            <Lugar
              key={l.idListaEspera}
              lugar={l}
              following={following}
              onBrowser={() => setFollowing(true)}
            />
          ))}
        </ul>
      );
  } else if (query.isError) {
    body = (
      <LoadFailed
        text={T.errorCarga}
        retryText={T.reintentar}
        onRetry={() => void query.refetch()}
      />
    );
  } else {
    body = <LoadingText>{T.cargando}</LoadingText>;
  }

  return (
    <section className="page page-narrow waitlist-page">
      <h1>{T.titulo}</h1>
      <p>{T.explicacion}</p>
      {body}
    </section>
  );
}

function Lugar({
  lugar,
  following,
  onBrowser,
}: {
  lugar: ListaEsperaView;
  following: boolean;
  onBrowser: () => void;
}) {
  const ofertada = lugar.estado === 'ofertada';
  return (
    <li className={`waitlist-lugar${ofertada ? ' waitlist-lugar-oferta' : ''}`}>
      <div className="waitlist-lugar-top">
        <h2>
          <Link to={routePath('evento', { id: lugar.idEvento })}>
            {T.linea(lugar.evento, lugar.dsTipo, formatDia(lugar.dia))}
          </Link>
        </h2>
        <span className={`tag${ofertada ? ' tag-accent' : ''}`}>{T.estado[lugar.estado]}</span>
      </div>
      {ofertada && lugar.oferta && (
        <Oferta oferta={lugar.oferta} following={following} onBrowser={onBrowser} />
      )}
      {lugar.estado === 'esperando' && <Salir idListaEspera={lugar.idListaEspera} />}
      {lugar.estado === 'comprada' && (
        <Link className="btn" to={ROUTES.misEntradas.path}>
          {T.verEntradas}
        </Link>
      )}
    </li>
  );
}

function Oferta({
  oferta,
  following,
  onBrowser,
}: {
  oferta: OfertaView;
  following: boolean;
  onBrowser: () => void;
}) {
  const url = oferta.redirectUrl;
  // As the checkout does (features/checkout): this tab on the web, the system browser on the
  // desktop, where the list is then followed until the offer is paid.
  const pagar = async (redirectUrl: string) => {
    const mode = await openPaymentPage(redirectUrl).catch((err) => {
      console.error('No se pudo abrir la página de pago', err);
      return 'browser' as const;
    });
    if (mode === 'browser') onBrowser();
  };
  return (
    <>
      <p>
        {T.ofertaDetalle(
          formatPesos(oferta.precio),
          formatPesos(oferta.cargoServicio),
          formatPesos(oferta.total),
          formatHora(oferta.venceAt),
        )}
      </p>
      {oferta.reventa && <p className="muted">{T.ofertaReventa}</p>}
      {url ? (
        <div className="waitlist-acciones">
          <button type="button" className="btn btn-primary" onClick={() => void pagar(url)}>
            {T.pagar}
          </button>
        </div>
      ) : (
        <p className="muted" role="status">
          {T.preparandoPago}
        </p>
      )}
      {following && (
        <p className="muted" role="status">
          {T.pagoEnNavegador}
        </p>
      )}
    </>
  );
}

function Salir({ idListaEspera }: { idListaEspera: number }) {
  const [salir, { isLoading }] = useSalirListaEsperaMutation();
  const [error, setError] = useState<string | null>(null);
  const leave = async () => {
    if (isLoading) return;
    setError(null);
    try {
      await salir(idListaEspera).unwrap();
    } catch (err) {
      const status = errorStatus(err);
      if (status === null || status >= 500)
        console.error('No se pudo salir de la lista de espera', err);
      setError(problemDetail(err, MSG.errorConexion));
    }
  };
  return (
    <>
      <div className="waitlist-acciones">
        <button type="button" className="btn" disabled={isLoading} onClick={() => void leave()}>
          {T.salir}
        </button>
      </div>
      {error && (
        <p className="inline-error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}
