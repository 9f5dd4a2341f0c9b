import { DIRECTIONS_TEXT } from '@shared/texts/news-directions';
import { lazy, Suspense } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { useGetConfigQuery } from '../../api/config-api';
import { useGetEventoQuery } from '../../api/eventos-api';
import { errorStatus } from '../../api/problem';
import { getPlatform } from '../../platform';
import { ExternalLink } from '../../ui/external-link';
import { formatDireccion } from '../../ui/format';
import { LoadFailed } from '../../ui/status-text';
import { readState, type ComoLlegarState } from '../../ui/navigation-state';
import './directions.css';
import { googleMapsDirectionsUrl } from './google-maps-link';

// @react-google-maps/api and the map UI: a chunk of its own, fetched only with a key.
const TransitDirections = lazy(() => import('./transit-directions'));

/**
 * /comollegar/{idEvento}. The address comes from navigation state or the event;
 * the event is loaded in any case so the title shows its real name. The interactive map
 * needs a Maps key and the website: the desktop's CSP allows no third-party script, so there
 * (and without a key) the page links to Google Maps directions instead.
 */
export function ComoLlegarPage() {
  const { idEvento: param } = useParams();
  const idEvento = Number(param);
  const valid = Number.isInteger(idEvento) && idEvento > 0;
  const passed = readState<ComoLlegarState>(useLocation().state, 'direccion');
  const fromState = Number(passed?.idEvento) === idEvento ? passed?.direccion?.trim() : '';
  const evento = useGetEventoQuery(idEvento, { skip: !valid });
  const config = useGetConfigQuery();

  const direccion = fromState || formatDireccion(evento.data?.domicilio);
  const nombre = evento.data?.nombre;
  const mapsKey = getPlatform().target === 'web' ? config.data?.mapsApiKey : null;

  let body;
  if (!direccion && evento.isError && errorStatus(evento.error) !== 404) {
    // Not loaded is not "no address".
    body = (
      <LoadFailed
        text={DIRECTIONS_TEXT.errorEvento}
        retryText={DIRECTIONS_TEXT.reintentar}
        onRetry={() => void evento.refetch()}
      />
    );
  } else if (!direccion) {
    body = (
      <p className="status-text" role={evento.isLoading ? 'status' : undefined}>
        {evento.isLoading ? DIRECTIONS_TEXT.cargandoEvento : DIRECTIONS_TEXT.sinDireccion}
      </p>
    );
  } else if (config.isLoading) {
    body = null;
  } else if (mapsKey) {
    body = (
      <Suspense
        fallback={
          <p className="status-text" role="status">
            {DIRECTIONS_TEXT.cargandoMapa}
          </p>
        }
      >
        <TransitDirections apiKey={mapsKey} destination={direccion} />
      </Suspense>
    );
  } else {
    body = (
      <div className="directions-fallback">
        <p>{DIRECTIONS_TEXT.sinMapa}</p>
        <p className="muted">{DIRECTIONS_TEXT.sinMapaDetalle}</p>
        <address>{direccion}</address>
        <ExternalLink href={googleMapsDirectionsUrl(direccion)} className="btn btn-primary">
          {DIRECTIONS_TEXT.abrirGoogleMaps}
        </ExternalLink>
      </div>
    );
  }

  return (
    <section className="page">
      <h1>{nombre ? DIRECTIONS_TEXT.titulo(nombre) : DIRECTIONS_TEXT.tituloSinNombre}</h1>
      {body}
    </section>
  );
}
