import type { EventoAValidarDetalle } from '@shared/api/admin';
import { ROUTES } from '@shared/routes';
import { EVENT_VALIDATION_TEXT as T } from '@shared/texts/admin-validation';
import { VALIDATION_MSG, firstIssue, rechazarEventoSchema } from '@shared/validation/admin';
import { Alert, Button, Input } from 'antd';
import { useEffect, useId, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { errorStatus, problemDetail } from '../../api/problem';
import { flash } from '../../ui/navigation-state';
import './admin-validation.css';
import {
  useGetEventoAValidarQuery,
  useRechazarEventoMutation,
  useValidarEventoMutation,
} from './api';
import { ArtistasAActivar } from './artistas-a-activar';
import { EventoResumen } from './evento-resumen';

/** /eventoavalidar/{idEvento}: check the event, then validate or reject it. */
export function EventoAValidarPage() {
  const { idEvento: param } = useParams();
  const idEvento = Number(param);
  const valid = Number.isInteger(idEvento) && idEvento > 0;
  const query = useGetEventoAValidarQuery(idEvento, {
    skip: !valid,
    refetchOnMountOrArgChange: true,
  });
  const notFound = !valid || errorStatus(query.error) === 404;

  useEffect(() => {
    if (query.error && !notFound) console.error(T.errorCarga, query.error);
  }, [query.error, notFound]);

  let body;
  if (notFound) {
    body = <Status text={T.noEncontrado} role="alert" />;
  } else if (query.data) {
    body = <Detalle key={idEvento} detalle={query.data} />;
  } else if (query.isError) {
    body = (
      <div className="status-text" role="alert">
        <p>{T.errorCarga}</p>
        <Button onClick={() => void query.refetch()}>{T.reintentar}</Button>
      </div>
    );
  } else {
    body = <Status text={VALIDATION_MSG.cargando} role="status" />;
  }

  return (
    <section className="page page-article admin-validation">
      {body}
      <p>
        <Link to={ROUTES.eventosAValidar.path} className="back-link">
          {T.volver}
        </Link>
      </p>
    </section>
  );
}

function Status({ text, role }: { text: string; role: 'status' | 'alert' }) {
  return (
    <p className="status-text" role={role}>
      {text}
    </p>
  );
}

/** What went wrong, with the server's reason when it gives one the administrator can act on. */
function failure(err: unknown, text: string): string[] {
  const status = errorStatus(err);
  const detail = status === 400 || status === 409 ? problemDetail(err, '') : '';
  return detail && detail !== text ? [text, detail] : [text];
}

function Detalle({ detalle }: { detalle: EventoAValidarDetalle }) {
  const { evento } = detalle;
  const navigate = useNavigate();
  const [validar] = useValidarEventoMutation();
  const [rechazar] = useRechazarEventoMutation();
  const [motivo, setMotivo] = useState('');
  const [busy, setBusy] = useState<'validar' | 'rechazar' | null>(null);
  const [alerts, setAlerts] = useState<string[]>([]);
  const id = useId();

  const volver = (texto: string) =>
    navigate(ROUTES.eventosAValidar.path, { state: flash(texto, 'success') });

  const onValidar = async () => {
    if (busy) return;
    setAlerts([]);
    setBusy('validar');
    try {
      await validar({ idEvento: evento.idEvento }).unwrap();
    } catch (err) {
      console.error(VALIDATION_MSG.errorAprobar, err);
      setAlerts(failure(err, VALIDATION_MSG.errorAprobar));
      setBusy(null);
      return;
    }
    await volver(VALIDATION_MSG.aprobado);
  };

  const onRechazar = async () => {
    if (busy) return;
    const body = { idEvento: evento.idEvento, motivo };
    const invalid = firstIssue(rechazarEventoSchema, body);
    if (invalid) return setAlerts([invalid]);
    setAlerts([]);
    setBusy('rechazar');
    try {
      await rechazar({ idEvento: evento.idEvento, motivo: motivo.trim() }).unwrap();
    } catch (err) {
      console.error(VALIDATION_MSG.errorRechazar, err);
      setAlerts(failure(err, VALIDATION_MSG.errorRechazar));
      setBusy(null);
      return;
    }
    await volver(VALIDATION_MSG.rechazado);
  };

  return (
    <>
      <h1>{evento.nombre}</h1>
      <EventoResumen detalle={detalle} />
      <ArtistasAActivar idEvento={evento.idEvento} artistas={detalle.artistasInactivos} />

      <section className="validation-decision" aria-labelledby={`${id}-decision`}>
        <h2 id={`${id}-decision`} className="visually-hidden">
          {`${T.validar} / ${T.rechazar}`}
        </h2>
        <div className="form-field">
          <label htmlFor={`${id}-motivo`}>{T.motivo}</label>
          <Input.TextArea
            id={`${id}-motivo`}
            aria-describedby={`${id}-motivo-nota`}
            value={motivo}
            maxLength={2000}
            autoSize={{ minRows: 3, maxRows: 8 }}
            onChange={(e) => {
              setMotivo(e.target.value);
              setAlerts([]);
            }}
          />
          <p id={`${id}-motivo-nota`} className="muted">
            {T.motivoNota}
          </p>
        </div>
        {alerts.map((text) => (
          <Alert key={text} type="error" showIcon title={text} />
        ))}
        <div className="validation-buttons">
          <Button
            type="primary"
            size="large"
            disabled={busy !== null}
            loading={busy === 'validar'}
            onClick={() => void onValidar()}
          >
            {busy === 'validar' ? VALIDATION_MSG.validando : T.validar}
          </Button>
          <Button
            danger
            size="large"
            disabled={busy !== null}
            loading={busy === 'rechazar'}
            onClick={() => void onRechazar()}
          >
            {busy === 'rechazar' ? T.rechazando : T.rechazar}
          </Button>
        </div>
      </section>
    </>
  );
}
