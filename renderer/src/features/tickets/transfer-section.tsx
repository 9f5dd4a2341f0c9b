import type { TicketDetalle } from '@shared/api/after-sale';
import { TRANSFER_MSG, type TransferenciaView } from '@shared/api/transfers';
import { MSG } from '@shared/messages';
import { ROUTES } from '@shared/routes';
import { TRANSFER_TEXT as T } from '@shared/texts/transfers';
import { lazy, Suspense, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorStatus, problemDetail } from '../../api/problem';
import { formatFechaLarga } from '../../ui/format';
import { flash, type FlashState } from '../../ui/navigation-state';
import { useCancelarTransferenciaMutation } from './api';

const TransferDialog = lazy(() =>
  import('./transfer-dialog').then((m) => ({ default: m.TransferDialog })),
);

type Aviso = FlashState['aviso'];

/**
 * Transfer to a friend (issue 13) on the ticket's page: the button while the holder may send it
 * (or why not), the transfer waiting for its recipient with a way to cancel it, and how the
 * ticket reached its holder. While the ticket is listed for resale there is no button (the
 * server refuses it): the reason shows instead.
 */
export function TransferSection({
  entrada,
  enReventa = false,
}: {
  entrada: TicketDetalle;
  enReventa?: boolean;
}) {
  const { transferencia } = entrada;
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const [aviso, setAviso] = useState<Aviso | null>(null);
  const [cancelar, cancelling] = useCancelarTransferenciaMutation();

  const done = (t: TransferenciaView) => {
    setAsking(false);
    if (t.estado === 'aceptada') {
      // The ticket is the recipient's now: back to the list, which says so.
      void navigate(ROUTES.misEntradas.path, {
        state: flash(T.enviadaACuenta(t.correo), 'success'),
      });
      return;
    }
    // Pending: the page reads the ticket again and shows the transfer waiting.
    setAviso({ texto: T.enviadaPorLink(t.correo), tipo: 'success' });
  };

  const cancel = async (idTransferencia: number) => {
    setAviso(null);
    try {
      await cancelar(idTransferencia).unwrap();
      setAviso({ texto: T.cancelada, tipo: 'success' });
    } catch (err) {
      const status = errorStatus(err);
      if (status === null || status >= 500)
        console.error('No se pudo cancelar la transferencia', err);
      setAviso({ texto: problemDetail(err, MSG.errorConexion), tipo: 'error' });
    }
  };

  const { pendiente } = transferencia;
  const puedeTransferir = transferencia.puedeTransferir && !enReventa;
  const motivo = enReventa
    ? (transferencia.motivo ?? TRANSFER_MSG.enReventa)
    : transferencia.motivo;
  const hasState = Boolean(aviso || pendiente || puedeTransferir || motivo);
  return (
    <>
      {hasState && (
        <section className="ticket-section transfer-state" aria-label={T.transferir}>
          {aviso && (
            <p
              className={`flash flash-${aviso.tipo}`}
              role={aviso.tipo === 'error' ? 'alert' : 'status'}
            >
              {aviso.texto}
            </p>
          )}
          {pendiente ? (
            <>
              <p>{T.pendiente(pendiente.correo)}</p>
              <button
                type="button"
                className="btn"
                disabled={cancelling.isLoading}
                onClick={() => void cancel(pendiente.idTransferencia)}
              >
                {T.cancelar}
              </button>
            </>
          ) : puedeTransferir ? (
            <button type="button" className="btn" onClick={() => setAsking(true)}>
              {T.transferir}
            </button>
          ) : motivo ? (
            <p className="muted">{motivo}</p>
          ) : null}
          {asking && (
            <Suspense fallback={null}>
              <TransferDialog
                idTicket={entrada.idTicket}
                onClose={() => setAsking(false)}
                onDone={done}
              />
            </Suspense>
          )}
        </section>
      )}
      {transferencia.historial.length > 0 && <Historial historial={transferencia.historial} />}
    </>
  );
}

function Historial({ historial }: { historial: TransferenciaView[] }) {
  const id = useId();
  return (
    <section className="ticket-section" aria-labelledby={`${id}-historial`}>
      <h2 id={`${id}-historial`}>{T.historialTitulo}</h2>
      <ul className="transfer-list">
        {historial.map((h) => (
          <li key={h.idTransferencia}>
            {T.historialLinea(
              h.de,
              h.para ?? h.correo,
              formatFechaLarga(h.cerradaAt ?? h.creadaAt),
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
