import type { OrdenView } from '@shared/api/checkout';
import { formatHora } from '@shared/format/es-ar';
import { CHECKOUT_TEXT as T } from '@shared/texts/checkout';
import { useEffect, useState } from 'react';
import { useReintentarPagoMutation } from '../api/ordenes-api';
import { problemDetail } from '../api/problem';
import { retornoPago } from '../platform';
import { openPaymentPage } from './payment-page';
import './retry-payment.css';

/**
 * "Reintentar el pago" (no dead end): a rejected payment is tried again while its hold's time
 * lasts. The server makes a new order of the same purchase (a rejected order never pends again,
 * shared/domain/order-life.ts) and this goes to its payment page, or hands it to `onRetried`
 * (the checkout follows it as one just made). Nothing once that time is over: "Volver al
 * evento" beside it remains. The checkout and the order's page (/mis-entradas?orden=) show it.
 */
export function RetryPayment({
  orden,
  onRetried,
}: {
  orden: OrdenView;
  onRetried?: (orden: OrdenView) => void;
}) {
  const [reintentar, { isLoading }] = useReintentarPagoMutation();
  const [error, setError] = useState<string | null>(null);
  const limite = Date.parse(orden.holdExpiresAt);
  const [vigente, setVigente] = useState(() => Date.now() < limite);
  useEffect(() => {
    if (!vigente) return;
    const timer = setTimeout(() => setVigente(false), Math.max(0, limite - Date.now()));
    return () => clearTimeout(timer);
  }, [vigente, limite]);

  if (orden.estado !== 'rechazada' || !vigente) return null;

  const retry = async () => {
    setError(null);
    try {
      const nueva = await reintentar({
        idOrden: orden.idOrden,
        idFechas: orden.items.map((i) => i.idFecha),
        ...(retornoPago() === 'desktop' ? { retorno: 'desktop' as const } : {}),
      }).unwrap();
      if (onRetried) onRetried(nueva);
      else if (nueva.redirectUrl) await openPaymentPage(nueva.redirectUrl);
    } catch (err) {
      setError(problemDetail(err, T.errorReintentar));
    }
  };

  return (
    <div className="retry-payment">
      <p className="muted">{T.reintentarHasta(formatHora(orden.holdExpiresAt))}</p>
      <button
        type="button"
        className="btn btn-primary"
        disabled={isLoading}
        onClick={() => void retry()}
      >
        {T.reintentarPago}
      </button>
      {isLoading && (
        <p className="muted" role="status">
          {T.reintentando}
        </p>
      )}
      {error && (
        <p className="inline-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
