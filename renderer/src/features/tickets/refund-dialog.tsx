import type { OrdenView } from '@shared/api/checkout';
import { formatOrderNumber } from '@shared/format/order-number';
import { TICKET_TEXT as T } from '@shared/texts/tickets';
import { Alert, Modal } from 'antd';
import { useState } from 'react';
import { errorStatus, problemDetail } from '../../api/problem';
import { AntdScope } from '../../ui/antd-scope';
import { useSolicitarReembolsoMutation } from './api';

interface Props {
  idOrden: number;
  /** The order's number people read (ordenes.numero). */
  numero: string;
  onClose: () => void;
  onDone: (orden: OrdenView) => void;
}

/**
 * Confirms a refund on request (loaded only when asked for, so the ticket page stays plain
 * HTML): the whole order goes back, which cannot be undone. The server's refusal is shown here.
 */
export function RefundDialog(props: Props) {
  return (
    <AntdScope>
      <RefundDialogContent {...props} />
    </AntdScope>
  );
}

function RefundDialogContent({ idOrden, numero, onClose, onDone }: Props) {
  const [solicitar, { isLoading }] = useSolicitarReembolsoMutation();
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setError(null);
    try {
      onDone(await solicitar(idOrden).unwrap());
    } catch (err) {
      const status = errorStatus(err);
      if (status === null || status >= 500) console.error('No se pudo pedir el reembolso', err);
      setError(problemDetail(err, T.errorReembolso));
    }
  };

  return (
    <Modal
      open
      title={T.reembolsoTitulo}
      okText={T.reembolsoConfirmar}
      cancelText={T.reembolsoCancelar}
      okButtonProps={{ danger: true, loading: isLoading }}
      onOk={() => void confirm()}
      onCancel={onClose}
    >
      <p>{T.reembolsoExplicacion(formatOrderNumber(numero))}</p>
      {error && <Alert type="error" showIcon title={error} role="alert" />}
    </Modal>
  );
}
