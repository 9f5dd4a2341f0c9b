import type { OrdenView } from '@shared/api/checkout';
import { ordenPath, routePath } from '@shared/routes';
import { CHECKOUT_TEXT as T } from '@shared/texts/checkout';
import { useCallback, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ORDEN_POLL_MS, useGetOrdenQuery } from '../../api/ordenes-api';
import { HoldCountdown } from './hold-countdown';
import { openPaymentPage } from '../../ui/payment-page';
import { RetryPayment } from '../../ui/retry-payment';

/** Where the buyer was sent: this tab (web) or the system browser (desktop). */
export type PaymentMode = 'same-tab' | 'browser';

/** The order's page (shared/routes.ts, the same one the provider sends the buyer back to). */
export const misEntradasDe = (idOrden: number) => ordenPath(idOrden);

/**
 * The order exists and its stock is held: the countdown to the hold's end and the way to the
 * payment page. On the desktop the app follows the order while the buyer pays in the browser
 * and shows the tickets once it is paid.
 */
export function HoldPanel({
  orden,
  deadline,
  mode,
  onRetried,
}: {
  orden: OrdenView;
  deadline: number;
  mode: PaymentMode;
  /** A rejected payment tried again: the new order, to follow as one just made. */
  onRetried?: (orden: OrdenView) => void;
}) {
  const navigate = useNavigate();
  const [expired, setExpired] = useState(false);
  const onExpired = useCallback(() => setExpired(true), []);
  const following = mode === 'browser';
  const { data } = useGetOrdenQuery(orden.idOrden, {
    skip: !following,
    pollingInterval: following && !expired ? ORDEN_POLL_MS : 0,
    skipPollingIfUnfocused: false,
  });
  const estado = data?.estado ?? orden.estado;

  useEffect(() => {
    if (estado === 'pagada') void navigate(misEntradasDe(orden.idOrden));
  }, [estado, navigate, orden.idOrden]);

  const volver = (
    <Link className="btn" to={routePath('evento', { id: orden.idEvento })}>
      {T.volverAlEvento}
    </Link>
  );

  if (estado === 'rechazada') {
    return (
      <section className="hold-panel" aria-live="polite">
        <p className="checkout-error" role="alert">
          {T.pagoRechazado}
        </p>
        <RetryPayment orden={{ ...orden, ...data, estado }} onRetried={onRetried} />
        {volver}
      </section>
    );
  }

  return (
    <section className="hold-panel" aria-live="polite" aria-labelledby="hold-title">
      <h2 id="hold-title">{T.reservadas}</h2>
      {estado === 'expirada' ? (
        <p className="checkout-error" role="alert">
          {T.reservaVencida}
        </p>
      ) : (
        <HoldCountdown deadline={deadline} onExpired={onExpired} />
      )}
      {expired || estado === 'expirada' ? (
        volver
      ) : mode === 'same-tab' ? (
        <>
          <p className="muted">{T.redirigiendo}</p>
          {orden.redirectUrl && (
            <a className="btn btn-primary" href={orden.redirectUrl}>
              {T.irAPagar}
            </a>
          )}
        </>
      ) : (
        <>
          <p>{T.pagoEnNavegador}</p>
          {orden.redirectUrl && (
            <button
              type="button"
              className="btn"
              onClick={() => void openPaymentPage(orden.redirectUrl!)}
            >
              {T.abrirPagoOtraVez}
            </button>
          )}
          <p className="muted" role="status">
            {T.esperandoPago}
          </p>
        </>
      )}
    </section>
  );
}
