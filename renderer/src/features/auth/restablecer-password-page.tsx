import { MSG } from '@shared/messages';
import { RESET_TEXT as T } from '@shared/texts/profile';
import { RESET_MSG, firstResetError } from '@shared/validation/profile';
import { Alert, Button, Input } from 'antd';
import { useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { errorStatus, problemDetail } from '../../api/problem';
import { useAppDispatch } from '../../state/hooks';
import { loginOpened } from '../../state/ui-slice';
import { useRestablecerPasswordMutation } from './api';

const EMPTY = { nueva: '', confirmacion: '' };

/** A used, expired or unknown link: the way forward is a new one, asked from the login modal. */
const LINK_PROBLEMS = new Set<string>([
  RESET_MSG.enlaceInvalido,
  RESET_MSG.enlaceUsado,
  RESET_MSG.enlaceVencido,
]);

/** The server's reason (used, expired or unknown link; a weak password) or a generic text. */
function serverMessage(err: unknown): string {
  const status = errorStatus(err);
  if (status === 400) return problemDetail(err, RESET_MSG.errorRestablecer);
  if (status === 429) return problemDetail(err, MSG.demasiadosIntentos);
  return RESET_MSG.errorRestablecer;
}

/**
 * /restablecer-contrasena?token=… : the page the reset mail links to. A new password twice;
 * once set, every session of the account has ended and the person signs in again.
 */
export function RestablecerPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const dispatch = useAppDispatch();
  const [values, setValues] = useState(EMPTY);
  const [error, setError] = useState<string | null>(token ? null : RESET_MSG.enlaceInvalido);
  const [done, setDone] = useState(false);
  const [restablecer, { isLoading }] = useRestablecerPasswordMutation();
  const id = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const first = firstResetError({ token, ...values });
    setError(first);
    if (first) return;
    try {
      await restablecer({ token, ...values }).unwrap();
      setValues(EMPTY);
      setDone(true);
    } catch (err) {
      setError(serverMessage(err));
    }
  };

  const signIn = (
    <Button type="primary" onClick={() => dispatch(loginOpened())}>
      {done ? T.iniciarSesion : T.pedirOtro}
    </Button>
  );

  return (
    <section className="page page-narrow">
      <h1>{T.titulo}</h1>
      {done ? (
        <>
          <Alert type="success" showIcon role="status" title={RESET_MSG.passwordRestablecida} />
          <p style={{ marginTop: 16 }}>{signIn}</p>
        </>
      ) : (
        <form noValidate onSubmit={(e) => void submit(e)} style={{ display: 'grid', gap: 12 }}>
          <p className="muted">{T.reglas}</p>
          <label htmlFor={`${id}-nueva`}>{T.nueva}</label>
          <Input.Password
            id={`${id}-nueva`}
            autoComplete="new-password"
            maxLength={200}
            value={values.nueva}
            onChange={(e) => setValues((v) => ({ ...v, nueva: e.target.value }))}
          />
          <label htmlFor={`${id}-confirmacion`}>{T.confirmacion}</label>
          <Input.Password
            id={`${id}-confirmacion`}
            autoComplete="new-password"
            maxLength={200}
            value={values.confirmacion}
            onChange={(e) => setValues((v) => ({ ...v, confirmacion: e.target.value }))}
          />
          {error && <Alert type="error" showIcon title={error} />}
          <Button type="primary" htmlType="submit" loading={isLoading} disabled={!token}>
            {T.restablecer}
          </Button>
          {error && LINK_PROBLEMS.has(error) && <div>{signIn}</div>}
        </form>
      )}
    </section>
  );
}
