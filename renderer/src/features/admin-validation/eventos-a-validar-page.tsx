import type { EventoAValidar } from '@shared/api/admin';
import { eventoAValidarFields, matchesSearch } from '@shared/domain/text-search';
import { routePath } from '@shared/routes';
import { EVENTS_TO_VALIDATE_TEXT as T } from '@shared/texts/admin-validation';
import { VALIDATION_MSG } from '@shared/validation/admin';
import { Button, Input } from 'antd';
import { useEffect, useId, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { formatFechaCorta } from '../../ui/format';
import { MediaImage } from '../../ui/media-image';
import './admin-validation.css';
import { useGetEventosAValidarQuery } from './api';
import { LoadFailed, LoadingText } from '../../ui/status-text';

/**
 * /eventosavalidar: pending events by first start date (the server's order),
 * searched by event name or the owner's name, surname or mail.
 */
export function EventosAValidarPage() {
  const query = useGetEventosAValidarQuery(undefined, { refetchOnMountOrArgChange: true });
  const [busqueda, setBusqueda] = useState('');
  const id = useId();
  const eventos = query.data;
  const visibles = useMemo(
    () => (eventos ?? []).filter((e) => matchesSearch(busqueda, eventoAValidarFields(e))),
    [eventos, busqueda],
  );

  useEffect(() => {
    if (query.error) console.error('No se pudieron cargar los eventos a validar', query.error);
  }, [query.error]);

  return (
    <section className="page admin-validation">
      <h1>{T.titulo}</h1>
      <div className="form-field admin-search">
        <label htmlFor={`${id}-buscar`}>{T.buscar}</label>
        <Input
          id={`${id}-buscar`}
          type="search"
          allowClear
          placeholder={T.buscarPlaceholder}
          value={busqueda}
          onChange={(e) => setBusqueda(e.target.value)}
        />
      </div>

      {query.isLoading ? (
        <LoadingText>{T.cargando}</LoadingText>
      ) : query.isError && !eventos ? (
        <LoadFailed text={T.error} retryText={T.reintentar} onRetry={() => void query.refetch()} />
      ) : !eventos || eventos.length === 0 ? (
        <p className="empty-state muted">{T.vacio}</p>
      ) : visibles.length === 0 ? (
        <p className="status-text">{VALIDATION_MSG.busquedaVacia}</p>
      ) : (
        <ul className="validation-grid" aria-label={T.titulo}>
          {visibles.map((evento) => (
            <li key={evento.idEvento}>
              <EventoAValidarCard evento={evento} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function EventoAValidarCard({ evento }: { evento: EventoAValidar }) {
  const navigate = useNavigate();
  const titleId = useId();
  const first = evento.fechas[0]?.inicio ?? evento.inicioEvento;
  return (
    <article className="validation-card" aria-labelledby={titleId}>
      <MediaImage
        url={evento.imagen}
        alt={T.imagenAlt(evento.nombre)}
        width={320}
        className="validation-card-image"
      />
      <div className="validation-card-body">
        <h2 id={titleId}>{evento.nombre}</h2>
        <p className="muted">
          {first ? <time dateTime={first}>{formatFechaCorta(first)}</time> : T.sinFechas}
        </p>
        <p>{T.organizador(`${evento.owner.nombre} ${evento.owner.apellido}`.trim())}</p>
        <p className="muted validation-card-mail">{evento.owner.correo}</p>
        <Button
          type="primary"
          onClick={() => void navigate(routePath('eventoAValidar', { idEvento: evento.idEvento }))}
        >
          {T.verificar}
        </Button>
      </div>
    </article>
  );
}
