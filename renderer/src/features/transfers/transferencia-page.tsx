import {
  TRANSFER_MSG,
  transferTokenSchema,
  type TransferenciaPublica,
} from '@shared/api/transfers';
import { MSG } from '@shared/messages';
import { ROUTES } from '@shared/routes';
import { TICKET_TEXT } from '@shared/texts/tickets';
import { TRANSFER_TEXT as T } from '@shared/texts/transfers';
import { useEffect, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { errorStatus, problemDetail } from '../../api/problem';
import { setPostLoginRedirect } from '../../platform/local-store';
import { useAppSelector } from '../../state/hooks';
import { selectUser } from '../../state/session-slice';
import { useDocumentTitle } from '../../ui/document-title';
import { formatDia } from '../../ui/format';
import { LoadFailed, LoadingText } from '../../ui/status-text';
import { entradaPath } from '../../ui/ticket-links';
import { useAceptarTransferenciaMutation, useGetTransferenciaQuery } from './api';
import './transfers.css';

/**
 * /transferencia/{token} (issue 13): the link mailed to someone a ticket was sent to. Open to
 * guests, who are asked to sign in (and brought back here) or to create an account; a signed-in
 * account receives the ticket and goes on to it.
 */
export function TransferenciaPage() {
  const { token = '' } = useParams();
  const valid = transferTokenSchema.safeParse({ token }).success;
  const query = useGetTransferenciaQuery(token, {
    skip: !valid,
    refetchOnMountOrArgChange: true,
  });
  const status = errorStatus(query.error);
  useDocumentTitle(`${T.recibirTitulo} · Pulso`);

  useEffect(() => {
    if (query.error && status !== 404)
      console.error('No se pudo cargar la transferencia', query.error);
  }, [query.error, status]);

  let body;
  if (!valid || status === 404) {
    body = <p className="status-text">{TRANSFER_MSG.linkInvalido}</p>;
  } else if (query.data) {
    body = <Transferencia token={token} transferencia={query.data} />;
  } else if (query.isError) {
    body = (
      <LoadFailed
        text={problemDetail(query.error, TICKET_TEXT.error)}
        retryText={TICKET_TEXT.reintentar}
        onRetry={() => void query.refetch()}
      />
    );
  } else {
    body = <LoadingText>{TICKET_TEXT.cargando}</LoadingText>;
  }

  return (
    <section className="page page-narrow transfer-page">
      <h1>{T.recibirTitulo}</h1>
      {body}
    </section>
  );
}

function Transferencia({
  token,
  transferencia: t,
}: {
  token: string;
  transferencia: TransferenciaPublica;
}) {
  const user = useAppSelector(selectUser);
  const { pathname } = useLocation();
  const [aceptar, accepting] = useAceptarTransferenciaMutation();
  const [error, setError] = useState<string | null>(null);
  const [idTicket, setIdTicket] = useState<number | null>(null);

  const recibir = async () => {
    setError(null);
    try {
      setIdTicket((await aceptar(token).unwrap()).idTicket);
    } catch (err) {
      const status = errorStatus(err);
      if (status === null || status >= 500) console.error('No se pudo recibir la entrada', err);
      setError(problemDetail(err, MSG.errorConexion));
    }
  };

  let action;
  if (idTicket !== null) {
    action = (
      <>
        <p className="transfer-estado" role="status">
          {T.recibida}
        </p>
        <div className="transfer-acciones">
          <Link className="btn btn-primary" to={entradaPath(idTicket)}>
            {T.verEntrada}
          </Link>
        </div>
      </>
    );
  } else if (t.estado === 'aceptada') {
    action = <p className="transfer-estado">{T.yaAceptada}</p>;
  } else if (t.estado === 'cancelada') {
    action = <p className="transfer-estado">{T.yaCancelada}</p>;
  } else if (!user) {
    action = (
      <>
        <p>{T.ingresarParaRecibir}</p>
        <div className="transfer-acciones">
          {/* Signing in brings the account back here (the stored post-login redirect). */}
          <Link
            className="btn btn-primary"
            to={ROUTES.login.path}
            onClick={() => setPostLoginRedirect(pathname)}
          >
            {T.ingresar}
          </Link>
          <Link className="btn" to={ROUTES.register.path}>
            {T.registrarme}
          </Link>
        </div>
      </>
    );
  } else {
    action = (
      <>
        <div className="transfer-acciones">
          <button
            type="button"
            className="btn btn-primary"
            disabled={accepting.isLoading}
            onClick={() => void recibir()}
          >
            {T.recibir}
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

  return (
    <div className="transfer-card">
      <p>{T.recibirDetalle(t.de, t.evento, formatDia(t.dia), t.dsTipo)}</p>
      {action}
    </div>
  );
}
