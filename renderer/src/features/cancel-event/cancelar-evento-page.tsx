import { CANCEL_MSG, cancelarEventoSchema, type ReembolsosEvento } from '@shared/api/after-sale';
import { canOrganiser } from '@shared/domain/organiser-actions';
import { refundProgress } from '@shared/domain/refund-progress';
import { ROUTES } from '@shared/routes';
import { CANCEL_TEXT as T } from '@shared/texts/sales';
import { Alert, Button, Input, Modal } from 'antd';
import { useEffect, useId, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { errorStatus, problemDetail } from '../../api/problem';
import { useAppDispatch } from '../../state/hooks';
import { formatPesos } from '../../ui/format';
import { readState, type CancelarEventoState } from '../../ui/navigation-state';
import {
  cancelEventApi,
  REEMBOLSOS_POLL_MS,
  useCancelarEventoMutation,
  useGetReembolsosQuery,
} from './api';
import './cancel-event.css';
import { LoadingText } from '../../ui/status-text';

/**
 * /cancelar-evento/{idEvento}: who gets how much back, the reason the buyers
 * will read, the irreversibility warning and a confirmation. Afterwards (and on any later
 * visit) each refund's state: the server answers the cancellation at once and gives the money
 * back in its job queue, so while any refund is pending the page asks again every few seconds
 * and shows how many are done; failed ones are retried by a job.
 */
export function CancelarEventoPage() {
  const { id } = useParams();
  const idEvento = Number(id);
  const valid = Number.isInteger(idEvento) && idEvento > 0;
  const passed = readState<CancelarEventoState>(useLocation().state, 'nombre')?.nombre;
  const dispatch = useAppDispatch();
  const [following, setFollowing] = useState(false);
  const query = useGetReembolsosQuery(idEvento, {
    skip: !valid,
    refetchOnMountOrArgChange: true,
    pollingInterval: following ? REEMBOLSOS_POLL_MS : 0,
    skipPollingIfUnfocused: false,
  });
  const [cancelled, setCancelled] = useState(false);
  const data = query.data;
  const nombre = data?.nombre ?? passed;
  const status = errorStatus(query.error);
  const pending = data?.lineas.some((l) => l.estado === 'pendiente') ?? false;

  useEffect(() => setFollowing(pending), [pending]);
  useEffect(() => {
    if (query.error && status !== 404 && status !== 403) {
      console.error('No se pudieron cargar los reembolsos', query.error);
    }
  }, [query.error, status]);

  // The cancellation's answer is the list as it stands: shown at once, then followed.
  const onCancelled = (result: ReembolsosEvento) => {
    void dispatch(cancelEventApi.util.upsertQueryData('getReembolsos', idEvento, result));
    setCancelled(true);
  };

  let body;
  if (!valid || status === 404 || status === 403) {
    body = <p className="status-text">{T.noEncontrado}</p>;
  } else if (data) {
    body = (
      <>
        <Refunds reembolsos={data} />
        {cancelled ? (
          <Alert type="success" showIcon title={CANCEL_MSG.cancelado} />
        ) : canOrganiser(data.cdEstado, 'cancelar') ? (
          <CancelForm
            idEvento={idEvento}
            nombre={nombre ?? data.nombre}
            onCancelled={onCancelled}
          />
        ) : (
          <Alert type="info" showIcon title={CANCEL_MSG.noCancelable} />
        )}
      </>
    );
  } else if (query.isError) {
    body = (
      <div className="status-text" role="alert">
        <p>{T.error}</p>
        <Button onClick={() => void query.refetch()}>{T.reintentar}</Button>
      </div>
    );
  } else {
    body = <LoadingText>{T.cargando}</LoadingText>;
  }

  return (
    <section className="page page-narrow cancel-event">
      <h1>{nombre ? T.tituloEvento(nombre) : T.titulo}</h1>
      <p>{T.explicacion}</p>
      {body}
      {(cancelled || !data || !canOrganiser(data.cdEstado, 'cancelar')) && (
        <Link to={ROUTES.misEventosCreados.path} className="btn">
          {CANCEL_MSG.volver}
        </Link>
      )}
    </section>
  );
}

/** After the cancellation: how many refunds are done, while the rest are under way. */
function RefundProgress({ reembolsos }: { reembolsos: ReembolsosEvento }) {
  // Counted as the organiser's lists count them (shared/domain/refund-progress.ts).
  const { total, hechos, fallidos, enCurso } = refundProgress(reembolsos.lineas);
  if (total === 0) return null;
  return (
    <div className="cancel-progress">
      <p role="status">{T.progreso(hechos, total)}</p>
      <progress max={total} value={hechos} aria-label={T.progresoEtiqueta} />
      {enCurso && <p className="muted">{T.enCurso}</p>}
      {fallidos > 0 && <p className="refund-fallido">{T.conFallidos(fallidos)}</p>}
    </div>
  );
}

function Refunds({ reembolsos }: { reembolsos: ReembolsosEvento }) {
  const withState = reembolsos.lineas.some((l) => l.estado !== null);
  return (
    <section className="cancel-refunds" aria-labelledby="cancel-refunds">
      <h2 id="cancel-refunds">{T.reembolsos}</h2>
      <RefundProgress reembolsos={reembolsos} />
      {reembolsos.lineas.length === 0 ? (
        <p className="muted">{T.sinCompras}</p>
      ) : (
        <div className="cancel-table-wrap">
          <table className="cancel-table">
            <thead>
              <tr>
                <th scope="col">{T.comprador}</th>
                <th scope="col">{T.entradas}</th>
                <th scope="col">{T.monto}</th>
                {withState && <th scope="col">{T.estado}</th>}
              </tr>
            </thead>
            <tbody>
              {reembolsos.lineas.map((l) => (
                <tr key={l.idOrden}>
                  <th scope="row">{l.comprador}</th>
                  <td>{l.entradas}</td>
                  <td>{formatPesos(l.monto)}</td>
                  {withState && (
                    <td className={`refund-${l.estado ?? 'none'}`}>
                      {l.estado ? T.estadoReembolso[l.estado] : T.sinReembolso}
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className="cancel-total">
        {T.totalDevolver}: <strong>{formatPesos(reembolsos.total)}</strong>
      </p>
    </section>
  );
}

function CancelForm({
  idEvento,
  nombre,
  onCancelled,
}: {
  idEvento: number;
  nombre: string;
  onCancelled: (result: ReembolsosEvento) => void;
}) {
  const id = useId();
  const [motivo, setMotivo] = useState('');
  const [motivoError, setMotivoError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [cancelar, { isLoading }] = useCancelarEventoMutation();

  const onCancelClick = () => {
    setServerError(null);
    const parsed = cancelarEventoSchema.safeParse({ idEvento, motivo });
    const issue = parsed.success ? null : parsed.error.issues.find((i) => i.path[0] === 'motivo');
    setMotivoError(issue?.message ?? null);
    if (parsed.success) setConfirming(true);
  };

  const onConfirm = async () => {
    try {
      const result = await cancelar({ idEvento, motivo: motivo.trim() }).unwrap();
      setConfirming(false);
      onCancelled(result);
    } catch (err) {
      setConfirming(false);
      const status = errorStatus(err);
      if (status === null || status >= 500) console.error('No se pudo cancelar el evento', err);
      setServerError(problemDetail(err, CANCEL_MSG.errorCancelar));
    }
  };

  return (
    <div className="cancel-form">
      <label htmlFor={`${id}-motivo`}>{T.motivo}</label>
      <Input.TextArea
        id={`${id}-motivo`}
        rows={4}
        maxLength={2000}
        placeholder={T.motivoPlaceholder}
        value={motivo}
        status={motivoError ? 'error' : undefined}
        aria-invalid={motivoError ? true : undefined}
        aria-describedby={motivoError ? `${id}-motivo-error` : undefined}
        onChange={(e) => {
          setMotivo(e.target.value);
          setMotivoError(null);
        }}
      />
      {motivoError && (
        <p id={`${id}-motivo-error`} className="inline-error" role="alert">
          {motivoError}
        </p>
      )}
      <p className="cancel-warning">
        <strong>{CANCEL_MSG.advertencia}</strong>
      </p>
      {serverError && <Alert type="error" showIcon title={serverError} />}
      <div className="cancel-actions">
        <Button danger type="primary" onClick={onCancelClick}>
          {CANCEL_MSG.cancelar}
        </Button>
        <Link to={ROUTES.misEventosCreados.path} className="btn">
          {CANCEL_MSG.volver}
        </Link>
      </div>
      <Modal
        open={confirming}
        title={T.confirmarTitulo(nombre)}
        onCancel={() => setConfirming(false)}
        footer={[
          <Button key="no" onClick={() => setConfirming(false)} disabled={isLoading}>
            {T.confirmarNo}
          </Button>,
          <Button
            key="si"
            danger
            type="primary"
            loading={isLoading}
            onClick={() => void onConfirm()}
          >
            {T.confirmarSi}
          </Button>,
        ]}
      >
        <p>{CANCEL_MSG.advertencia}</p>
      </Modal>
    </div>
  );
}
