import { CONFIRMACION_MSG as T } from '@shared/api/email-confirmation';
import { MSG } from '@shared/messages';
import { Alert, Button } from 'antd';
import { useState } from 'react';
import { errorStatus, problemDetail } from '../../api/problem';
import { useReenviarConfirmacionMutation } from '../../api/email-confirmation-api';

/**
 * The checkout's refusal for an unconfirmed e-mail (ORDEN_MSG.correoSinConfirmar) with the way
 * forward: "Reenviar correo" mails a new link (limited per account and per address).
 */
export function ResendConfirmation({ message }: { message: string }) {
  const [reenviar, { isLoading }] = useReenviarConfirmacionMutation();
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  const onResend = async () => {
    setResult(null);
    try {
      await reenviar().unwrap();
      setResult({ ok: true, text: T.reenviado });
    } catch (err) {
      const status = errorStatus(err);
      setResult({
        ok: false,
        text:
          status === 409 || status === 429
            ? problemDetail(err, T.demasiadosReenvios)
            : MSG.errorConexion,
      });
    }
  };

  return (
    <Alert
      type="warning"
      showIcon
      title={message}
      description={
        <div style={{ display: 'grid', gap: 8, justifyItems: 'start' }}>
          <Button onClick={() => void onResend()} loading={isLoading} disabled={result?.ok}>
            {T.reenviar}
          </Button>
          {result && (
            <span role="status" className={result.ok ? undefined : 'form-error'}>
              {result.text}
            </span>
          )}
        </div>
      }
    />
  );
}
