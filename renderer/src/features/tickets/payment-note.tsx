import type { OrdenEstado } from '@shared/domain/orders';
import { TICKETS_TEXT as T } from '@shared/texts/tickets';
import { useEffect, useState } from 'react';
import { ORDEN_POLL_MS, useGetOrdenQuery } from '../../api/ordenes-api';
import { useAppDispatch } from '../../state/hooks';
import { refreshMisEntradas } from './api';

const RESULT: Partial<Record<OrdenEstado, { text: string; ok: boolean }>> = {
  pagada: { text: T.pagoAprobado, ok: true },
  rechazada: { text: T.pagoRechazado, ok: false },
  expirada: { text: T.reservaVencida, ok: false },
  reembolso_pendiente: { text: T.pagoReembolsado, ok: false },
  reembolsada: { text: T.pagoReembolsado, ok: false },
};

/**
 * Back from the payment page (/mis-entradas?orden=): the provider's notice may arrive a moment
 * later, so the order is asked about until it is no longer pending; once paid the list is
 * loaded again with the new tickets.
 */
export function PaymentNote({ idOrden }: { idOrden: number }) {
  const dispatch = useAppDispatch();
  const [polling, setPolling] = useState(true);
  const { data, error } = useGetOrdenQuery(idOrden, {
    refetchOnMountOrArgChange: true,
    pollingInterval: polling ? ORDEN_POLL_MS : 0,
    skipPollingIfUnfocused: false,
  });
  const estado = data?.estado;
  const pending = !error && (!estado || estado === 'pendiente');

  useEffect(() => {
    if (!pending) setPolling(false);
    if (estado === 'pagada') dispatch(refreshMisEntradas());
  }, [pending, estado, dispatch]);
  useEffect(() => {
    if (error) console.error('No se pudo consultar la compra', error);
  }, [error]);

  if (error) return null;
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
    <p className={`flash ${result.ok ? 'flash-success' : 'flash-error'}`} role="status">
      {result.text}
    </p>
  );
}
