import {
  ARREPENTIMIENTO_MSG,
  arrepentimientoTokenSchema,
  type ArrepentimientoPreview,
  type ArrepentimientoView,
} from '@shared/api/withdrawal';
import { formatOrderNumber } from '@shared/format/order-number';
import { MSG } from '@shared/messages';
import { ROUTES } from '@shared/routes';
import { WITHDRAWAL_TEXT as T } from '@shared/texts/withdrawal';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { errorStatus, problemDetail } from '../../api/problem';
import { setPostLoginRedirect } from '../../platform/local-store';
import { logout } from '../../session/session-actions';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { selectUser } from '../../state/session-slice';
import { useDocumentTitle } from '../../ui/document-title';
import { formatFechaLarga, formatHora, formatPesos } from '../../ui/format';
import { LoadFailed, LoadingText } from '../../ui/status-text';
import { useConfirmarArrepentimientoMutation, useGetSolicitudArrepentimientoQuery } from './api';
import './withdrawal.css';

/**
 * /arrepentimiento/confirmar/{token}: the link a withdrawal request mails to the purchase's
 * address (docs/decisions/0076-hostile-users.md). Signed out, it asks to sign in and comes
 * back; signed in as another account, it says so and offers to switch; signed in as the
 * buyer, one dialog says what is lost and what is refunded, and confirming revokes the order.
 */
export function ConfirmarArrepentimientoPage() {
  const { token = '' } = useParams();
  const user = useAppSelector(selectUser);
  const valid = arrepentimientoTokenSchema.safeParse({ token }).success;
  const [hecho, setHecho] = useState<ArrepentimientoView | null>(null);
  useDocumentTitle(`${T.confirmarTitulo} · Pulso`);

  let body;
  if (hecho) body = <Listo view={hecho} />;
  else if (!valid) body = <p className="status-text">{ARREPENTIMIENTO_MSG.linkInvalido}</p>;
  else if (!user) body = <Ingresar />;
  else body = <Solicitud token={token} correo={user.email} onDone={setHecho} />;

  return (
    <section className="page page-narrow withdrawal-page">
      <h1>{T.confirmarTitulo}</h1>
      {body}
    </section>
  );
}

/** Signed out: signing in brings the account back here (the stored post-login redirect). */
function Ingresar() {
  const { pathname } = useLocation();
  return (
    <div className="withdrawal-listo">
      <p>{T.ingresarParaConfirmar}</p>
      <div>
        <Link
          className="btn btn-primary"
          to={ROUTES.login.path}
          onClick={() => setPostLoginRedirect(pathname)}
        >
          {T.ingresar}
        </Link>
      </div>
    </div>
  );
}

function Solicitud({
  token,
  correo,
  onDone,
}: {
  token: string;
  correo: string;
  onDone: (view: ArrepentimientoView) => void;
}) {
  const query = useGetSolicitudArrepentimientoQuery(token, { refetchOnMountOrArgChange: true });
  const status = errorStatus(query.error);

  useEffect(() => {
    if (query.error && (status === null || status >= 500))
      console.error('No se pudo cargar el pedido de arrepentimiento', query.error);
  }, [query.error, status]);

  if (query.data) return <Dialogo token={token} preview={query.data} onDone={onDone} />;
  if (status === 403) return <OtraCuenta detail={problemDetail(query.error, '')} correo={correo} />;
  if (status !== null && status < 500) {
    return (
      <p className="status-text" role="alert">
        {problemDetail(query.error, T.errorSolicitud)}
      </p>
    );
  }
  if (query.isError) {
    return (
      <LoadFailed
        text={T.errorSolicitud}
        retryText={T.reintentar}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <LoadingText>{T.cargandoSolicitud}</LoadingText>;
}

/** Signed in as someone else: say so, and offer to sign in with the buyer's account. */
function OtraCuenta({ detail, correo }: { detail: string; correo: string }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const cambiar = async () => {
    await dispatch(logout());
    setPostLoginRedirect(pathname);
    void navigate(ROUTES.login.path);
  };
  return (
    <div className="withdrawal-listo">
      <p role="alert">{detail}</p>
      <p>{T.sesionActual(correo)}</p>
      <div>
        <button type="button" className="btn btn-primary" onClick={() => void cambiar()}>
          {T.cambiarCuenta}
        </button>
      </div>
    </div>
  );
}

/** The one confirmation: what is lost, what is given back, and the button. */
function Dialogo({
  token,
  preview: p,
  onDone,
}: {
  token: string;
  preview: ArrepentimientoPreview;
  onDone: (view: ArrepentimientoView) => void;
}) {
  const id = useId();
  const [confirmar, { isLoading }] = useConfirmarArrepentimientoMutation();
  const [error, setError] = useState<string | null>(null);

  const onConfirm = async () => {
    if (isLoading) return;
    setError(null);
    try {
      onDone(await confirmar(token).unwrap());
    } catch (err) {
      const status = errorStatus(err);
      if (status === null || status >= 500) console.error('No se pudo revocar la compra', err);
      setError(problemDetail(err, MSG.errorConexion));
    }
  };

  return (
    <dialog
      open
      className="withdrawal-dialogo"
      aria-labelledby={`${id}-titulo`}
      aria-describedby={`${id}-pierdes ${id}-devolvemos`}
    >
      <h2 id={`${id}-titulo`}>{T.dialogoTitulo}</h2>
      <dl>
        <dt>{T.compraNumero(formatOrderNumber(p.numero))}</dt>
        <dd>{p.evento}</dd>
        <dt>{T.codigoLabel}</dt>
        <dd className="withdrawal-codigo-chico">{p.codigo}</dd>
      </dl>
      <p id={`${id}-pierdes`}>{T.pierdes(p.entradas, p.evento)}</p>
      <p id={`${id}-devolvemos`}>
        {T.devolvemos(formatPesos(p.total), formatPesos(p.cargoServicio))}
      </p>
      <p className="muted">
        {T.vence(T.fechaHora(formatFechaLarga(p.venceAt), formatHora(p.venceAt)))}
      </p>
      {error && (
        <p className="inline-error" role="alert">
          {error}
        </p>
      )}
      <div className="withdrawal-acciones">
        <button
          type="button"
          className="btn btn-primary"
          disabled={isLoading}
          onClick={() => void onConfirm()}
        >
          {T.confirmar}
        </button>
        <Link className="btn" to={ROUTES.misEntradas.path}>
          {T.conservar}
        </Link>
      </div>
    </dialog>
  );
}

/** Done: the code, prominent (it is also mailed), and what is given back. */
function Listo({ view }: { view: ArrepentimientoView }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The dialog it replaces had the focus: screen readers hear the result.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="withdrawal-listo">
      <h2 ref={heading} tabIndex={-1}>
        {T.listo}
      </h2>
      <dl>
        <dt>{T.codigoLabel}</dt>
        <dd className="withdrawal-codigo">{view.codigo}</dd>
      </dl>
      <p>{T.detalle(formatPesos(view.monto), view.evento)}</p>
      <div>
        <Link className="btn" to={ROUTES.misEntradas.path}>
          {T.verMisEntradas}
        </Link>
      </div>
    </div>
  );
}
