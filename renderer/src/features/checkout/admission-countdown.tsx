import { formatCountdown } from '@shared/texts/checkout';
import { FILA_TEXT } from '@shared/texts/fila-virtual';
import { routePath } from '@shared/routes';
import { Link } from 'react-router-dom';
import { admissionEnd } from '../../lib/admission';
import { useNow } from '../../ui/hold-countdown';

/**
 * How long the virtual queue's admission still lets this tab buy (docs/decisions/0049-virtual-
 * queue.md), shown at checkout until the order is placed (then the hold's countdown takes
 * over). With several high-demand days, the one that ends first. When it has ended the order
 * would be refused, so it says so and leads back to that day's queue.
 */
export function AdmissionCountdown({ idFechas }: { idFechas: ReadonlyArray<number> }) {
  const now = useNow();
  const ends = [...new Set(idFechas)]
    .map((idFecha) => ({ idFecha, end: admissionEnd(idFecha) }))
    .filter((a): a is { idFecha: number; end: number } => a.end !== null)
    .sort((a, b) => a.end - b.end);
  const first = ends[0];
  if (!first) return null;
  if (now >= first.end) {
    return (
      <p className="checkout-error" role="alert">
        {FILA_TEXT.vencida}{' '}
        <Link to={routePath('filaVirtual', { idFecha: first.idFecha })}>
          {FILA_TEXT.volverAFila}
        </Link>
      </p>
    );
  }
  return (
    <p className="hold-countdown" role="timer">
      {FILA_TEXT.turnoVence(formatCountdown(first.end, now))}
    </p>
  );
}
