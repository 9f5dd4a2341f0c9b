import type { OrdenPendiente, OrdenView } from '@shared/api/checkout';
import { CHECKOUT_TEXT as T } from '@shared/texts/checkout';
import { useCallback, useState } from 'react';
import { useCancelarPendienteMutation } from '../api/ordenes-api';
import { problemDetail } from '../api/problem';
import { formatDia, formatPesos } from './format';
import { HoldCountdown } from './hold-countdown';
import './pending-order.css';

/**
 * A pending purchase found again (issue 15): back from the payment page, or a second Comprar
 * for the event. Its tickets, total and countdown, the way to its own payment page (no new
 * order) and the way to let it go, which gives its tickets back at once. /comprar and the
 * order's page (/mis-entradas?orden=) show it.
 */
export function PendingOrderPanel({
  orden,
  deadline,
  otrasEntradas = false,
  onContinue,
  onCancelled,
  onExpired,
}: {
  orden: OrdenPendiente;
  deadline: number;
  /** The buyer chose other tickets this time: say how to buy those instead. */
  otrasEntradas?: boolean;
  onContinue: (orden: OrdenPendiente) => void;
  onCancelled: (orden: OrdenView) => void;
  onExpired?: () => void;
}) {
  const [cancelar, { isLoading }] = useCancelarPendienteMutation();
  const [error, setError] = useState<string | null>(null);
  const [expired, setExpired] = useState(false);
  const expire = useCallback(() => {
    setExpired(true);
    onExpired?.();
  }, [onExpired]);

  const cancel = async () => {
    setError(null);
    try {
      onCancelled(await cancelar({ idOrden: orden.idOrden }).unwrap());
    } catch (err) {
      setError(problemDetail(err, T.errorCancelar));
    }
  };

  return (
    <section className="pending-order" aria-labelledby="pendiente-titulo" aria-live="polite">
      <h2 id="pendiente-titulo">{T.pendienteTitulo}</h2>
      <p>
        <strong>{orden.evento}</strong>
      </p>
      <ul aria-label={T.pendienteItems}>
        {orden.items.map((item) => (
          <li key={item.idItem}>
            {T.cantidadTipo(item.cantidad, item.dsTipo)} · {formatDia(item.dia)}
          </li>
        ))}
        {/* Its add-ons (docs/decisions/0090-add-ons.md), part of its total. */}
        {orden.adicionales?.map((a) => {
          const dia = orden.items.find((i) => i.idFecha === a.idFecha)?.dia;
          return (
            <li key={`adicional-${a.idAdicional}`}>
              {T.cantidadTipo(a.cantidad, a.nombre)}
              {dia && ` · ${formatDia(dia)}`}
            </li>
          );
        })}
      </ul>
      <p>
        {T.total}: <strong>{formatPesos(orden.total)}</strong>
      </p>
      <HoldCountdown deadline={deadline} onExpired={expire} />
      {!expired && (
        <>
          <p className="muted">{T.pendienteTexto}</p>
          {otrasEntradas && <p>{T.pendienteOtras}</p>}
          {!orden.redirectUrl && (
            <p className="checkout-error" role="alert">
              {T.pendienteSinPago}
            </p>
          )}
          {error && (
            <p className="checkout-error" role="alert">
              {error}
            </p>
          )}
          <div className="pending-order-actions">
            {orden.redirectUrl && (
              <button type="button" className="btn btn-primary" onClick={() => onContinue(orden)}>
                {T.continuarPago}
              </button>
            )}
            <button
              type="button"
              className="btn"
              disabled={isLoading}
              onClick={() => void cancel()}
            >
              {T.cancelarCompra}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
