import type { OrdenEstado } from '@shared/domain/orders';
import { formatOrderNumber } from '@shared/format/order-number';
import { routePath } from '@shared/routes';
import { CHECKOUT_TEXT } from '@shared/texts/checkout';
import { TICKETS_TEXT as T } from '@shared/texts/tickets';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { ORDEN_POLL_MS, useGetOrdenPendienteQuery, useGetOrdenQuery } from '../../api/ordenes-api';
import { retornoPago } from '../../platform';
import { useAppDispatch } from '../../state/hooks';
import { openPaymentPage } from '../../ui/payment-page';
import { PendingOrderPanel } from '../../ui/pending-order';
import { RetryPayment } from '../../ui/retry-payment';
import { refreshMisEntradas } from './api';

const RESULT: Partial<Record<OrdenEstado, { text: string; ok: boolean }>> = {
  pagada: { text: T.pagoAprobado, ok: true },
  rechazada: { text: T.pagoRechazado, ok: false },
  expirada: { text: T.reservaVencida, ok: false },
  reembolso_pendiente: { text: T.pagoReembolsado, ok: false },
  reembolsada: { text: T.pagoReembolsado, ok: false },
};

/**
 * The order's page (/mis-entradas?orden=, where the provider and the desktop app's pulso://
 * link bring the buyer back): the provider's notice may arrive a moment later, so the order is
 * asked about until it is no longer pending; once paid the list is loaded again with the new
 * tickets. Back without paying (`pago=rechazado`, the provider's failure URL) and still
 * pending, it offers to continue paying or to cancel (issue 15).
 */
export function PaymentNote({ idOrden, pago = null }: { idOrden: number; pago?: string | null }) {
  const dispatch = useAppDispatch();
  const [polling, setPolling] = useState(true);
  const [cancelada, setCancelada] = useState(false);
  const { data, error } = useGetOrdenQuery(idOrden, {
    refetchOnMountOrArgChange: true,
    pollingInterval: polling ? ORDEN_POLL_MS : 0,
    skipPollingIfUnfocused: false,
  });
  const estado = data?.estado;
  const pending = !error && (!estado || estado === 'pendiente');
  const sinPagar = pago === 'rechazado' && estado === 'pendiente' && !cancelada;
  const abierta = useGetOrdenPendienteQuery(
    { idEvento: data?.idEvento ?? 0, retorno: retornoPago() },
    { skip: !sinPagar, refetchOnMountOrArgChange: true },
  ).data;

  useEffect(() => {
    if (!pending) setPolling(false);
    if (estado === 'pagada') dispatch(refreshMisEntradas());
  }, [pending, estado, dispatch]);
  useEffect(() => {
    if (error) console.error('No se pudo consultar la compra', error);
  }, [error]);

  if (error) return null;
  const volver = data && (
    <Link className="btn" to={routePath('evento', { id: data.idEvento })}>
      {CHECKOUT_TEXT.volverAlEvento}
    </Link>
  );
  if (cancelada) {
    return (
      <div className="payment-note">
        <p className="flash flash-success" role="status">
          {CHECKOUT_TEXT.compraCancelada}
        </p>
        {volver}
      </div>
    );
  }
  if (sinPagar && abierta?.orden.idOrden === idOrden) {
    return (
      <PendingOrderPanel
        orden={abierta.orden}
        deadline={abierta.deadline}
        onContinue={(orden) =>
          void openPaymentPage(orden.redirectUrl!).catch((err: unknown) =>
            console.error('No se pudo abrir la página de pago', err),
          )
        }
        onCancelled={() => setCancelada(true)}
      />
    );
  }
  if (pending) {
    return (
      <p className="flash" role="status">
        {T.confirmandoPago}
      </p>
    );
  }
  const result = RESULT[estado!];
  if (!result) return null;
  return (
    <div className="payment-note">
      <p className={`flash ${result.ok ? 'flash-success' : 'flash-error'}`} role="status">
        {result.text}
      </p>
      {estado === 'pagada' && data?.numero && (
        <p className="muted">{T.numeroCompra(formatOrderNumber(data.numero))}</p>
      )}
      {estado === 'rechazada' && data && <RetryPayment orden={data} />}
      {(estado === 'rechazada' || estado === 'expirada') && volver}
    </div>
  );
}
