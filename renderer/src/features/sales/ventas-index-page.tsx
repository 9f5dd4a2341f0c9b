import type { EventoView } from '@shared/api/discovery';
import { ESTADO_EVENTO } from '@shared/domain/catalogs';
import { canOrganiser } from '@shared/domain/organiser-actions';
import { routePath } from '@shared/routes';
import { SALES_TEXT as T } from '@shared/texts/sales';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useAppSelector } from '../../state/hooks';
import { selectUser } from '../../state/session-slice';
import { formatFechaCorta } from '../../ui/format';
import { useGetProgresoReembolsosQuery } from '../../api/organiser-api';
import { CancelledEventNote } from '../../ui/cancelled-event-note';
import { useGetEventosConVentasQuery } from './api';
import './sales.css';

/**
 * /entradas-vendidas (the menu's "Entradas vendidas"): the organiser's events whose status
 * offers tickets sold, each linking to its sales; a cancelled one stays, with its refunds and
 * settlement.
 */
export function VentasIndexPage() {
  const user = useAppSelector(selectUser);
  const query = useGetEventosConVentasQuery(user?.id ?? 0, {
    skip: !user,
    refetchOnMountOrArgChange: true,
  });
  const eventos = (query.data?.eventos ?? []).filter((e) =>
    canOrganiser(e.estado, 'entradasVendidas'),
  );
  // A cancelled event stays, marked, with its refunds so far.
  const cancelado = (e: EventoView) => e.estado === ESTADO_EVENTO.BORRADO;
  const progreso = useGetProgresoReembolsosQuery(undefined, {
    skip: !eventos.some(cancelado),
    refetchOnMountOrArgChange: true,
  }).data;

  useEffect(() => {
    if (query.error) console.error('No se pudieron cargar tus eventos', query.error);
  }, [query.error]);

  return (
    <section className="page page-narrow sales">
      <h1>{T.titulo}</h1>
      {query.isLoading ? (
        <p className="status-text" role="status">
          {T.cargandoEventos}
        </p>
      ) : query.isError && !query.data ? (
        <div className="status-text" role="alert">
          <p>{T.errorEventos}</p>
          <button type="button" className="btn" onClick={() => void query.refetch()}>
            {T.reintentar}
          </button>
        </div>
      ) : eventos.length === 0 ? (
        <p className="status-text">{T.sinEventos}</p>
      ) : (
        <>
          <p className="muted">{T.elegir}</p>
          <ul className="sales-events" aria-label={T.titulo}>
            {eventos.map((e) => (
              <li key={e.idEvento}>
                <Link
                  to={routePath('entradasVendidas', { eventoId: e.idEvento })}
                  aria-label={T.verVentas(e.nombre)}
                >
                  <strong>{e.nombre}</strong>
                  <span className="muted">
                    {formatFechaCorta(e.fechas[0]?.inicio ?? e.inicioEvento)}
                  </span>
                </Link>
                {cancelado(e) && (
                  <CancelledEventNote
                    idEvento={e.idEvento}
                    progreso={progreso?.find((p) => p.idEvento === e.idEvento)}
                    marcado
                  />
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
