import { MSG } from '@shared/messages';
import { RESET_TEXT as T } from '@shared/texts/profile';
import { RESET_MSG, recuperarPasswordSchema } from '@shared/validation/profile';
import { Alert, Button, Input } from 'antd';
import { useId, useState, type FormEvent } from 'react';
import { errorStatus, problemDetail } from '../../api/problem';
import { useRecuperarPasswordMutation } from './api';

/**
 * "¿Olvidaste la contraseña?" (docs/architecture.md, "Plugins"): asks the e-mail and
 * has the server mail a single-use link. The answer is the same whether an account exists.
 */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const [correo, setCorreo] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [recuperar, { isLoading }] = useRecuperarPasswordMutation();
  const id = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = recuperarPasswordSchema.safeParse({ correo });
    if (!parsed.success) {
      setError(parsed.error.issues[0]!.message);
      return;
    }
    setError(null);
    try {
      await recuperar(parsed.data).unwrap();
      setSent(true);
    } catch (err) {
      const status = errorStatus(err);
      setError(
        status === 429
          ? problemDetail(err, MSG.demasiadosIntentos)
          : status === 400
            ? problemDetail(err, RESET_MSG.errorEnviar)
            : RESET_MSG.errorEnviar,
      );
    }
  };

  return (
    <div className="forgot-password">
      <h3 style={{ marginTop: 0 }}>{T.olvidaste}</h3>
      {sent ? (
        <Alert type="success" showIcon title={RESET_MSG.enlaceEnviado} role="status" />
      ) : (
        <form noValidate onSubmit={(e) => void submit(e)}>
          <p>{T.olvidasteAyuda}</p>
          <label htmlFor={`${id}-correo`} className="visually-hidden">
            {T.correo}
          </label>
          <Input
            id={`${id}-correo`}
            placeholder={T.correo}
            autoComplete="email"
            inputMode="email"
            value={correo}
            onChange={(e) => setCorreo(e.target.value)}
          />
          {error && <Alert type="error" showIcon title={error} style={{ marginTop: 12 }} />}
          <Button
            type="primary"
            htmlType="submit"
            block
            loading={isLoading}
            style={{ marginTop: 12 }}
          >
            {T.enviar}
          </Button>
        </form>
      )}
      <Button type="link" block onClick={onBack} style={{ marginTop: 8 }}>
        {T.volver}
      </Button>
    </div>
  );
}
