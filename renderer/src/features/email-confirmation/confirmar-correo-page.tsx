import { CONFIRMACION_MSG as T } from '@shared/api/email-confirmation';
import { MSG } from '@shared/messages';
import { ROUTES } from '@shared/routes';
import { Alert } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { errorStatus, problemDetail } from '../../api/problem';
import { useConfirmarCorreoMutation } from '../../api/email-confirmation-api';

type Outcome = { ok: true; correo: string } | { ok: false; message: string };

/** The server's reason (unknown, used or expired link), or a generic text. */
function failure(err: unknown): string {
  const status = errorStatus(err);
  if (status === 400 || status === 410 || status === 429)
    return problemDetail(err, T.enlaceInvalido);
  return MSG.errorConexion;
}

/**
 * /confirmar-correo?token=… : the page the sign-up mail links to
 * (docs/decisions/0076-hostile-users.md). It confirms once, on opening; no session needed.
 */
export function ConfirmarCorreoPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [confirmar] = useConfirmarCorreoMutation();
  const [outcome, setOutcome] = useState<Outcome | null>(
    token ? null : { ok: false, message: T.enlaceInvalido },
  );
  const asked = useRef(false);

  useEffect(() => {
    // Once, even when React runs effects twice in development: a link works once.
    if (!token || asked.current) return;
    asked.current = true;
    confirmar({ token })
      .unwrap()
      .then(({ correo }) => setOutcome({ ok: true, correo }))
      .catch((err: unknown) => setOutcome({ ok: false, message: failure(err) }));
  }, [token, confirmar]);

  return (
    <section className="page page-narrow">
      <h1>{T.titulo}</h1>
      {outcome === null ? (
        <p className="muted" role="status">
          {T.confirmando}
        </p>
      ) : outcome.ok ? (
        <Alert
          type="success"
          showIcon
          role="status"
          title={T.confirmado}
          description={outcome.correo}
        />
      ) : (
        <Alert type="error" showIcon title={outcome.message} />
      )}
      {outcome !== null && (
        <p style={{ marginTop: 16 }}>
          <Link to={ROUTES.home.path}>{T.irAlInicio}</Link>
        </p>
      )}
    </section>
  );
}
