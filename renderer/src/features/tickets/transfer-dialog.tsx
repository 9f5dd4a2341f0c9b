import { transferirEntradaSchema, type TransferenciaView } from '@shared/api/transfers';
import { MSG } from '@shared/messages';
import { TRANSFER_TEXT as T } from '@shared/texts/transfers';
import { Alert, Input, Modal } from 'antd';
import { useId, useState } from 'react';
import { errorStatus, problemDetail } from '../../api/problem';
import { AntdScope } from '../../ui/antd-scope';
import { useTransferirEntradaMutation } from './api';

interface Props {
  idTicket: number;
  onClose: () => void;
  onDone: (transferencia: TransferenciaView) => void;
}

/**
 * Sends the ticket to someone by e-mail (issue 13), loaded only when asked for so the ticket
 * page stays plain HTML. The address is checked with the server's own schema before sending;
 * the server's refusal (already pending, started, used...) is shown here.
 */
export function TransferDialog(props: Props) {
  return (
    <AntdScope>
      <TransferDialogContent {...props} />
    </AntdScope>
  );
}

function TransferDialogContent({ idTicket, onClose, onDone }: Props) {
  const id = useId();
  const inputId = `${id}-correo`;
  const [transferir, { isLoading }] = useTransferirEntradaMutation();
  const [correo, setCorreo] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    if (isLoading) return;
    setError(null);
    const parsed = transferirEntradaSchema.safeParse({ idTicket, correo });
    if (!parsed.success) {
      const issue = parsed.error.issues.find((i) => i.path[0] === 'correo');
      setFieldError(issue?.message ?? parsed.error.issues[0]?.message ?? null);
      return;
    }
    setFieldError(null);
    try {
      onDone(await transferir(parsed.data).unwrap());
    } catch (err) {
      const status = errorStatus(err);
      if (status === null || status >= 500) console.error('No se pudo transferir la entrada', err);
      setError(problemDetail(err, MSG.errorConexion));
    }
  };

  return (
    <Modal
      open
      title={T.dialogoTitulo}
      okText={T.confirmar}
      cancelText={T.volver}
      okButtonProps={{ loading: isLoading }}
      onOk={() => void confirm()}
      onCancel={onClose}
    >
      <p>{T.dialogoAviso}</p>
      <div className="transfer-field">
        <label htmlFor={inputId}>{T.correoLabel}</label>
        <Input
          id={inputId}
          type="email"
          inputMode="email"
          autoComplete="off"
          maxLength={254}
          value={correo}
          status={fieldError ? 'error' : undefined}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? `${inputId}-error` : undefined}
          onChange={(e) => {
            setCorreo(e.target.value);
            setFieldError(null);
          }}
          onPressEnter={() => void confirm()}
        />
        {fieldError && (
          <p id={`${inputId}-error`} className="inline-error" role="alert">
            {fieldError}
          </p>
        )}
      </div>
      {error && <Alert type="error" showIcon title={error} role="alert" />}
    </Modal>
  );
}
