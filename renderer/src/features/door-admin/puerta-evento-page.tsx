import { DOOR_LIVE_INTERVAL_MS } from '@shared/domain/door';
import { PUERTA_APP_PATH } from '@shared/api/door';
import { ROUTES, routePath } from '@shared/routes';
import { DOOR_ADMIN_TEXT as T } from '@shared/texts/door';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { errorStatus } from '../../api/problem';
import { LoadFailed, LoadingText } from '../../ui/status-text';
import { useGetConflictosQuery, useGetIngresosQuery } from './api';
import { BoleteriaSection } from './boleteria-section';
import { ConflictsTable } from './conflicts-table';
import { DoorDayCard } from './door-numbers';
import { StaffSection } from './staff-section';
import './door-admin.css';

/**
 * /puerta-evento/{idEvento} (issue 10): the organiser's door of one event — its staff, the
 * live numbers per day (polled while a day's door is open), the box office's door prices and
 * cajas (docs/decisions/0094-box-office.md) and the scans two offline doors both admitted.
 */
export function PuertaEventoPage() {
  const { idEvento: param } = useParams();
  const idEvento = Number(param);
  const valid = Number.isInteger(idEvento) && idEvento > 0;
  const [open, setOpen] = useState(false);
  // Numbers and conflicts follow the door while a day's door is open; a closed one is still.
  const polling = { skip: !valid, pollingInterval: open ? DOOR_LIVE_INTERVAL_MS : 0 };
  const ingresos = useGetIngresosQuery(idEvento, polling);
  const conflictos = useGetConflictosQuery(idEvento, polling);
  const anyOpen = ingresos.data?.fechas.some((f) => f.abierta) ?? false;
  useEffect(() => setOpen(anyOpen), [anyOpen]);
  const status = errorStatus(ingresos.error);

  useEffect(() => {
    if (ingresos.error && status !== 404 && status !== 403)
      console.error('No se pudo cargar la puerta', ingresos.error);
  }, [ingresos.error, status]);

  let body;
  if (!valid || status === 404 || status === 403) {
    body = <p className="status-text">{T.noEncontrado}</p>;
  } else if (ingresos.data) {
    body = (
      <>
        <a className="btn" href={`${PUERTA_APP_PATH}/`}>
          {T.abrirPuerta}
        </a>
        <section aria-labelledby="door-live">
          <h2 id="door-live">{T.numerosTitulo}</h2>
          {open && <p className="muted">{T.actualizadoEnVivo}</p>}
          <div className="door-days">
            {ingresos.data.fechas.map((f) => (
              <DoorDayCard key={f.idFecha} fecha={f} />
            ))}
          </div>
        </section>
        <BoleteriaSection idEvento={idEvento} pollingInterval={polling.pollingInterval} />
        <StaffSection idEvento={idEvento} />
        {conflictos.data && <ConflictsTable conflictos={conflictos.data.conflictos} />}
      </>
    );
  } else if (ingresos.isError) {
    body = (
      <LoadFailed text={T.error} retryText={T.reintentar} onRetry={() => void ingresos.refetch()} />
    );
  } else {
    body = <LoadingText>{T.cargando}</LoadingText>;
  }

  return (
    <section className="page door-admin">
      <h1>{ingresos.data ? T.titulo(ingresos.data.nombre) : T.menu}</h1>
      {body}
      <Link
        to={
          valid
            ? routePath('entradasVendidas', { eventoId: idEvento })
            : ROUTES.entradasVendidasIndex.path
        }
        className="btn"
      >
        {T.volver}
      </Link>
    </section>
  );
}
