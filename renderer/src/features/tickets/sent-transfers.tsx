import { TRANSFER_TEXT as T } from '@shared/texts/transfers';
import { useEffect, useId } from 'react';
import { formatDia, formatFechaLarga } from '../../ui/format';
import { useGetMisTransferenciasQuery } from './api';

/**
 * /mis-entradas, below the tickets: the transfers the buyer sent (issue 13), newest first, with
 * where each one stands. Nothing shows while there are none, or when they could not be read
 * (the tickets above are what the page is for).
 */
export function SentTransfers() {
  const id = useId();
  const query = useGetMisTransferenciasQuery(undefined, { refetchOnMountOrArgChange: true });

  useEffect(() => {
    if (query.error) console.error('No se pudieron cargar tus transferencias', query.error);
  }, [query.error]);

  const enviadas = query.data ?? [];
  if (enviadas.length === 0) return null;
  return (
    <section className="sent-transfers" aria-labelledby={`${id}-enviadas`}>
      <h2 id={`${id}-enviadas`}>{T.enviadasTitulo}</h2>
      <ul className="sent-transfer-list" aria-labelledby={`${id}-enviadas`}>
        {enviadas.map((t) => (
          <li key={t.idTransferencia} className="sent-transfer">
            <div>
              <h3>{t.evento}</h3>
              <p>
                <time dateTime={t.dia}>{formatDia(t.dia)}</time> · {t.dsTipo}
              </p>
              <p className="muted">
                {T.enviadaLinea(t.para ?? t.correo, formatFechaLarga(t.creadaAt))}
              </p>
            </div>
            <span className={`tag${t.estado === 'pendiente' ? ' tag-accent' : ''}`}>
              {T.estado[t.estado]}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
