import type { ProgresoReembolsos } from '@shared/api/after-sale';
import { routePath } from '@shared/routes';
import { CANCEL_TEXT as T } from '@shared/texts/sales';
import { SETTLEMENT_TEXT } from '@shared/texts/settlement';
import { Link } from 'react-router-dom';
import './cancelled-event-note.css';

/**
 * A cancelled event on the organiser's screens (Mis eventos creados, Entradas vendidas): its
 * refunds so far ("Reembolsos: 12 de 15", as /cancelar-evento counts them) and the way to each
 * refund and to the settlement, so neither is lost once the event is cancelled.
 */
export function CancelledEventNote({
  idEvento,
  progreso,
  marcado = false,
}: {
  idEvento: number;
  /** Undefined while it loads. */
  progreso: ProgresoReembolsos | undefined;
  /** Says "Evento cancelado" first (where nothing else marks the event). */
  marcado?: boolean;
}) {
  return (
    <div className="cancelled-note">
      {marcado && <p className="cancelled-note-title">{T.cancelado}</p>}
      {progreso && (
        <p>
          {progreso.total === 0
            ? T.sinCompras
            : T.reembolsosResumen(progreso.hechos, progreso.total)}
        </p>
      )}
      {progreso && progreso.fallidos > 0 && <p>{T.conFallidos(progreso.fallidos)}</p>}
      <p className="cancelled-note-links">
        <Link to={routePath('cancelarEvento', { id: idEvento })}>{T.verReembolsos}</Link>
        <Link to={routePath('liquidacion', { eventoId: idEvento })}>{SETTLEMENT_TEXT.enlace}</Link>
      </p>
    </div>
  );
}
