import { CHECKOUT_TEXT as T, formatCountdown } from '@shared/texts/checkout';
import { useEffect, useState } from 'react';

/** The current time, ticking every second while mounted. */
export function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * When the hold ends on this device's clock. The server's own figures give the length, counted
 * from when the answer arrived here, so a device clock that is off does not shorten or stretch
 * it: what was left when the server answered (`restanteMs`, a resumed order, issue 15), else
 * createdAt to holdExpiresAt (an order just made).
 */
export function holdDeadline(
  orden: { createdAt: string; holdExpiresAt: string; restanteMs?: number },
  receivedAt: number,
): number {
  const length = orden.restanteMs ?? Date.parse(orden.holdExpiresAt) - Date.parse(orden.createdAt);
  return receivedAt + Math.max(0, length);
}

/**
 * "Tenés 09:58 para completar el pago.", then what happens when time runs out. Here rather than
 * in features/checkout: the order's page shows a pending order's countdown too (issue 15).
 */
export function HoldCountdown({
  deadline,
  onExpired,
}: {
  deadline: number;
  onExpired?: () => void;
}) {
  const now = useNow();
  const expired = now >= deadline;
  useEffect(() => {
    if (expired) onExpired?.();
  }, [expired, onExpired]);
  if (expired) {
    return (
      <p className="checkout-error" role="alert">
        {T.reservaVencida}
      </p>
    );
  }
  return (
    <p className="hold-countdown" role="timer">
      {T.tiempoRestante(formatCountdown(deadline, now))}
    </p>
  );
}
