import { RESALE_MSG, revenderSchema, type TicketReventa } from '@shared/api/waitlist';
import { MSG } from '@shared/messages';
import { RESALE_TEXT as T } from '@shared/texts/waitlist';
import { Alert, Input, Modal } from 'antd';
import { useId, useState } from 'react';
import { errorStatus, problemDetail } from '../../api/problem';
import { AntdScope } from '../../ui/antd-scope';
import { formatPesos } from '../../ui/format';
import { useRevenderEntradaMutation } from './api';

interface Props {
  idTicket: number;
  /** What the seller paid for the ticket: the default price and the ceiling. */
  precioPagado: number;
  /** Its share of the service fee, not returned on a resale. */
  cargoServicioPagado: number;
  onClose: () => void;
  onDone: (reventa: TicketReventa) => void;
}

/** The typed price, when it is whole pesos above zero and at most what was paid. */
function checkPrecio(
  text: string,
  max: number,
): { precio: number; error: null } | { precio: null; error: string } {
  const trimmed = text.trim();
  const precio = /^\d+$/.test(trimmed) ? Number(trimmed) : NaN;
  if (!Number.isSafeInteger(precio) || precio <= 0)
    return { precio: null, error: RESALE_MSG.precio };
  if (precio > max) return { precio: null, error: RESALE_MSG.precioMayor(formatPesos(max)) };
  return { precio, error: null };
}

/**
 * Lists the ticket for resale at face value (issue 13), loaded only when asked for so the ticket
 * page stays plain HTML. The price is checked here (whole pesos, at most what was paid) and
 * with the server's own schema before sending; the server's refusal is shown here.
 */
export function ResaleDialog(props: Props) {
  return (
    <AntdScope>
      <ResaleDialogContent {...props} />
    </AntdScope>
  );
}

function ResaleDialogContent({
  idTicket,
  precioPagado,
  cargoServicioPagado,
  onClose,
  onDone,
}: Props) {
  const id = useId();
  const inputId = `${id}-precio`;
  const [revender, { isLoading }] = useRevenderEntradaMutation();
  const [precio, setPrecio] = useState(String(precioPagado));
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const typed = checkPrecio(precio, precioPagado);

  const confirm = async () => {
    if (isLoading) return;
    setError(null);
    const parsed =
      typed.precio === null ? null : revenderSchema.safeParse({ idTicket, precio: typed.precio });
    if (!parsed?.success) {
      setFieldError(typed.error ?? parsed?.error.issues[0]?.message ?? RESALE_MSG.precio);
      return;
    }
    setFieldError(null);
    try {
      onDone(await revender(parsed.data).unwrap());
    } catch (err) {
      const status = errorStatus(err);
      if (status === null || status >= 500) console.error('No se pudo publicar la reventa', err);
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
      <p>{T.aviso(formatPesos(precioPagado))}</p>
      <div className="transfer-field">
        <label htmlFor={inputId}>{T.precioLabel}</label>
        <Input
          id={inputId}
          type="number"
          inputMode="numeric"
          min={1}
          max={precioPagado}
          step={1}
          autoComplete="off"
          value={precio}
          status={fieldError ? 'error' : undefined}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? `${inputId}-error` : undefined}
          onChange={(e) => {
            setPrecio(e.target.value);
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
      {typed.precio !== null && (
        <p>{T.avisoCargo(formatPesos(typed.precio), formatPesos(cargoServicioPagado))}</p>
      )}
      <p>{T.avisoPuerta}</p>
      {error && <Alert type="error" showIcon title={error} role="alert" />}
    </Modal>
  );
}
