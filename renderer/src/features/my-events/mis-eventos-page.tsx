import type { EventoView } from '@shared/api/discovery';
import type { ProgresoReembolsos } from '@shared/api/after-sale';
import { ESTADO_EVENTO, ESTADOS_EVENTO } from '@shared/domain/catalogs';
import { organiserActions, type OrganiserAction } from '@shared/domain/organiser-actions';
import { ROUTES, routePath } from '@shared/routes';
import { MY_EVENTS_TEXT as T } from '@shared/texts/organiser';
import { CANCEL_TEXT } from '@shared/texts/sales';
import { Input, Select } from 'antd';
import { useEffect, useId, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useAppSelector } from '../../state/hooks';
import { selectUser } from '../../state/session-slice';
import { formatDia, formatHorario } from '../../ui/format';
import { MediaImage } from '../../ui/media-image';
import type { CancelarEventoState } from '../../ui/navigation-state';
import { useGetProgresoReembolsosQuery } from '../../api/organiser-api';
import { CancelledEventNote } from '../../ui/cancelled-event-note';
import { useGetMisEventosQuery } from './api';
import { FILTRO_INICIAL, filtrarMisEventos, type MisEventosFiltro } from './my-events-list';
import './my-events.css';
import { LoadFailed, LoadingText } from '../../ui/status-text';

const ESTADO_OPTIONS = [
  { value: 'todos' as const, label: T.todos },
  ...ESTADOS_EVENTO.map((e) => ({ value: e.cdEstado, label: e.dsEstado })),
];
const ORDEN_OPTIONS = [
  { value: 'asc' as const, label: T.ordenAsc },
  { value: 'desc' as const, label: T.ordenDesc },
];
const esCancelado = (e: EventoView) => e.estado === ESTADO_EVENTO.BORRADO;
const dsEstado = (estado: number) =>
  ESTADOS_EVENTO.find((e) => e.cdEstado === estado)?.dsEstado ?? String(estado);

/**
 * /mis-eventos-creados (docs/architecture.md, "Life of an event"): the organiser's own events in
 * any status.
 */
export function MisEventosPage() {
  const user = useAppSelector(selectUser);
  const query = useGetMisEventosQuery(user?.id ?? 0, {
    skip: !user,
    refetchOnMountOrArgChange: true,
  });
  const [filtro, setFiltro] = useState<MisEventosFiltro>(FILTRO_INICIAL);
  const id = useId();
  const eventos = query.data?.eventos;
  const visibles = useMemo(() => filtrarMisEventos(eventos ?? [], filtro), [eventos, filtro]);
  // Cancelled events stay here, with their refunds so far.
  const progreso = useGetProgresoReembolsosQuery(undefined, {
    skip: !eventos?.some(esCancelado),
    refetchOnMountOrArgChange: true,
  }).data;

  useEffect(() => {
    if (query.error) console.error('No se pudieron cargar tus eventos', query.error);
  }, [query.error]);

  return (
    <section className="page my-events">
      <h1>{T.titulo}</h1>
      <div className="my-events-toolbar">
        <div className="form-field">
          <label htmlFor={`${id}-orden`}>{T.orden}</label>
          <Select
            id={`${id}-orden`}
            aria-label={T.orden}
            virtual={false}
            value={filtro.orden}
            options={ORDEN_OPTIONS}
            onChange={(orden) => setFiltro((f) => ({ ...f, orden }))}
          />
        </div>
        <div className="form-field">
          <label htmlFor={`${id}-estado`}>{T.estado}</label>
          <Select
            id={`${id}-estado`}
            aria-label={T.estado}
            virtual={false}
            value={filtro.estado}
            options={ESTADO_OPTIONS}
            onChange={(estado) => setFiltro((f) => ({ ...f, estado }))}
          />
        </div>
        <div className="form-field my-events-search">
          <label htmlFor={`${id}-buscar`} className="visually-hidden">
            {T.buscar}
          </label>
          <Input
            id={`${id}-buscar`}
            type="search"
            allowClear
            placeholder={T.buscar}
            value={filtro.busqueda}
            onChange={(e) => setFiltro((f) => ({ ...f, busqueda: e.target.value }))}
          />
        </div>
      </div>

      {query.isLoading ? (
        <LoadingText>{T.cargando}</LoadingText>
      ) : query.isError && !eventos ? (
        <LoadFailed text={T.error} retryText={T.reintentar} onRetry={() => void query.refetch()} />
      ) : !eventos || eventos.length === 0 ? (
        <div className="empty-state">
          <p>{T.vacio}</p>
          <Link to={ROUTES.crearEvento.path} className="btn btn-primary">
            {T.crear}
          </Link>
        </div>
      ) : visibles.length === 0 ? (
        <p className="status-text">{T.sinResultados}</p>
      ) : (
        <ul className="my-events-grid" aria-label={T.titulo}>
          {visibles.map((evento) => (
            <li key={evento.idEvento}>
              <MiEventoCard
                evento={evento}
                propio={evento.usuario === user?.id}
                progreso={progreso?.find((p) => p.idEvento === evento.idEvento)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function actionLink(action: OrganiserAction, evento: EventoView) {
  switch (action) {
    case 'entradasVendidas':
      return { to: routePath('entradasVendidas', { eventoId: evento.idEvento }) };
    case 'modificar':
      return { to: routePath('modificarEvento', { id: evento.idEvento }) };
    case 'cancelar':
      return {
        to: routePath('cancelarEvento', { id: evento.idEvento }),
        state: { nombre: evento.nombre } satisfies CancelarEventoState,
      };
  }
}

function MiEventoCard({
  evento,
  propio,
  progreso,
}: {
  evento: EventoView;
  /** False for a productora's event run by someone else: cancelling stays its owner's. */
  propio: boolean;
  progreso: ProgresoReembolsos | undefined;
}) {
  const titleId = useId();
  const cancelado = esCancelado(evento);
  return (
    <article className="my-event-card" aria-labelledby={titleId}>
      <MediaImage
        url={evento.imagen}
        alt={T.imagenAlt(evento.nombre)}
        width={320}
        className="my-event-image"
        fallback={
          <div className="my-event-image my-event-no-image">
            <span>{T.sinImagen}</span>
          </div>
        }
      />
      <div className="my-event-body">
        <p className={`my-event-status estado-${evento.estado}`}>
          {cancelado ? CANCEL_TEXT.cancelado : dsEstado(evento.estado)}
        </p>
        <h2 id={titleId}>{evento.nombre}</h2>
        {evento.fechas.length === 0 ? (
          <p className="muted">{T.sinFechas}</p>
        ) : (
          <ul className="my-event-dates">
            {evento.fechas.map((f) => (
              <li key={f.idFecha}>
                {formatDia(f.inicio)} · {formatHorario(f.inicio, f.fin)}
              </li>
            ))}
          </ul>
        )}
        {cancelado && <CancelledEventNote idEvento={evento.idEvento} progreso={progreso} />}
        <div className="my-event-actions">
          {organiserActions(evento.estado)
            .filter((action) => propio || action !== 'cancelar')
            .map((action) => {
              const link = actionLink(action, evento);
              return (
                <Link key={action} className="btn" to={link.to} state={link.state}>
                  {T.acciones[action]}
                </Link>
              );
            })}
        </div>
      </div>
    </article>
  );
}
