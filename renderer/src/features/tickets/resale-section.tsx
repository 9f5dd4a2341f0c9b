import type { TicketDetalle } from '@shared/api/after-sale';
import type { ReventaView } from '@shared/api/waitlist';
import { MSG } from '@shared/messages';
import { RESALE_TEXT as T } from '@shared/texts/waitlist';
import { lazy, Suspense, useState } from 'react';
import { errorStatus, problemDetail } from '../../api/problem';
import { formatPesos } from '../../ui/format';
import type { FlashState } from '../../ui/navigation-state';
import { useCancelarReventaMutation } from './api';

const ResaleDialog = lazy(() =>
  import('./resale-dialog').then((m) => ({ default: m.ResaleDialog })),
);

type Aviso = FlashState['aviso'];

/** The listing of the ticket that is under way or done (a cancelled one is no listing). */
export function listingOf(entrada: TicketDetalle): ReventaView | null {
  const activa = entrada.revender.activa;
  return activa && activa.estado !== 'cancelada' ? activa : null;
}

/**
 * Resale at face value through the wait list (issue 13) on the ticket's page: the button while
 * the buyer may list it, the listing with a way to cancel it while nobody holds it, and the
 * sale with the refund of its price. Nothing shows when it may not be listed: the transfer
 * section above already says why for most reasons.
 */
export function ResaleSection({ entrada }: { entrada: TicketDetalle }) {
  const { revender } = entrada;
  const activa = listingOf(entrada);
  const [asking, setAsking] = useState(false);
  const [aviso, setAviso] = useState<Aviso | null>(null);
  const [cancelar, cancelling] = useCancelarReventaMutation();

  const cancel = async (idReventa: number) => {
    if (cancelling.isLoading) return;
    setAviso(null);
    try {
      await cancelar({ idReventa, idTicket: entrada.idTicket }).unwrap();
      setAviso({ texto: T.cancelada, tipo: 'success' });
    } catch (err) {
      const status = errorStatus(err);
      if (status === null || status >= 500) console.error('No se pudo cancelar la reventa', err);
      setAviso({ texto: problemDetail(err, MSG.errorConexion), tipo: 'error' });
    }
  };

  let state = null;
  if (activa?.estado === 'publicada') {
    state = (
      <>
        <p>{T.publicada(formatPesos(activa.precio))}</p>
        <button
          type="button"
          className="btn"
          disabled={cancelling.isLoading}
          onClick={() => void cancel(activa.idReventa)}
        >
          {T.cancelar}
        </button>
      </>
    );
  } else if (activa?.estado === 'ofertada') {
    state = <p>{T.ofertada}</p>;
  } else if (activa?.estado === 'vendida') {
    const { reembolso } = activa;
    state = (
      <>
        <p>{T.vendida(formatPesos(activa.precio))}</p>
        {reembolso && <p>{T.reembolso[reembolso.estado](formatPesos(reembolso.monto))}</p>}
      </>
    );
  } else if (revender.puedeRevender) {
    state = (
      <button
        type="button"
        className="btn"
        onClick={() => {
          setAviso(null);
          setAsking(true);
        }}
      >
        {T.revender}
      </button>
    );
  }

  if (!state && !aviso) return null;
  return (
    <section className="ticket-section resale-state" aria-label={T.seccion}>
      {aviso && (
        <p
          className={`flash flash-${aviso.tipo}`}
          role={aviso.tipo === 'error' ? 'alert' : 'status'}
        >
          {aviso.texto}
        </p>
      )}
      {state}
      {asking && (
        <Suspense fallback={null}>
          <ResaleDialog
            idTicket={entrada.idTicket}
            precioPagado={revender.precioPagado}
            cargoServicioPagado={revender.cargoServicioPagado}
            onClose={() => setAsking(false)}
            onDone={() => setAsking(false)}
          />
        </Suspense>
      )}
    </section>
  );
}
