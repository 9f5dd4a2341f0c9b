import type { CajaResumen } from '@shared/api/boleteria';
import { MEDIOS_PUERTA } from '@shared/domain/boleteria';
import { BOLETERIA_TEXT as T, MEDIO_PUERTA_TEXT } from '@shared/texts/boleteria';
import { useEffect, useId, useState } from 'react';
import { errorStatus } from '../../api/problem';
import { formatDia, formatHora, formatNumero, formatPesos } from '../../ui/format';
import { QueryState } from '../../ui/status-text';
import { useGetCajasQuery } from './api';

/**
 * "Cajas de la puerta" (docs/decisions/0094-box-office.md): each seller's shift per device,
 * what it sold by how it was paid (a column per payment method), and the cash counted against
 * the cash expected when it closed. Followed like the door's numbers (`pollingInterval`). Hidden for a role that does
 * not read sales (the server refuses it).
 */
export function CajasPuerta({
  idEvento,
  pollingInterval,
}: {
  idEvento: number;
  pollingInterval: number;
}) {
  // Once refused, it stays so for this visit: no polling a section that is not shown.
  const [negadas, setNegadas] = useState(false);
  const query = useGetCajasQuery(idEvento, {
    pollingInterval: negadas ? 0 : pollingInterval,
    refetchOnMountOrArgChange: true,
  });
  const status = errorStatus(query.error);
  const id = useId();
  const refused = status === 403 || status === 404;

  useEffect(() => {
    if (refused) setNegadas(true);
    else if (query.error) console.error('No se pudieron cargar las cajas', query.error);
  }, [query.error, refused]);

  if (refused) return null;
  // The table's scroll box is the region named after the heading (settlement's pattern).
  return (
    <section>
      <h3 id={id}>{T.cajasTitulo}</h3>
      <QueryState
        query={query}
        texts={{ cargando: T.cajasCargando, error: T.cajasError, reintentar: T.reintentar }}
      >
        {(cajas) =>
          cajas.length === 0 ? (
            <p className="muted">{T.cajasVacio}</p>
          ) : (
            <CajasTable cajas={cajas} titleId={id} />
          )
        }
      </QueryState>
    </section>
  );
}

/** A figure a caja has only once closed (counted cash, difference). */
const alCierre = (monto: number | null) => (monto === null ? T.sinCierre : formatPesos(monto));

function CajasTable({ cajas, titleId }: { cajas: CajaResumen[]; titleId: string }) {
  // The day only when the cajas are of several (a one-night event needs no column for it).
  const porDia = new Set(cajas.map((c) => c.idFecha)).size > 1;
  return (
    // A phone scrolls the table sideways in this box, which the keyboard can reach.
    <div className="door-table-scroll" role="region" aria-labelledby={titleId} tabIndex={0}>
      <table className="door-table door-cajas">
        <caption className="visually-hidden">{T.cajasTitulo}</caption>
        <thead>
          <tr>
            <th scope="col">{T.vendedor}</th>
            {porDia && <th scope="col">{T.dia}</th>}
            <th scope="col">{T.dispositivo}</th>
            <th scope="col">{T.turno}</th>
            <th scope="col" className="door-num">
              {T.entradas}
            </th>
            {MEDIOS_PUERTA.map((m) => (
              <th key={m} scope="col" className="door-num">
                {MEDIO_PUERTA_TEXT[m]}
              </th>
            ))}
            <th scope="col" className="door-num">
              {T.esperado}
            </th>
            <th scope="col" className="door-num">
              {T.contado}
            </th>
            <th scope="col" className="door-num">
              {T.diferencia}
            </th>
            <th scope="col">{T.notaCaja}</th>
          </tr>
        </thead>
        <tbody>
          {cajas.map((c) => (
            <tr key={c.idCaja}>
              <th scope="row">{c.vendedor}</th>
              {porDia && <td>{formatDia(c.fecha.inicio)}</td>}
              <td>{c.dispositivo}</td>
              <td>
                {T.turnoDe(formatHora(c.abiertaAt), c.cerradaAt ? formatHora(c.cerradaAt) : null)}
              </td>
              <td className="door-num">
                {formatNumero(MEDIOS_PUERTA.reduce((n, m) => n + c.ventas[m].entradas, 0))}
              </td>
              {MEDIOS_PUERTA.map((m) => (
                <td key={m} className="door-num">
                  {formatPesos(c.ventas[m].monto)}
                </td>
              ))}
              <td className="door-num">{formatPesos(c.efectivoEsperado)}</td>
              <td className="door-num">{alCierre(c.efectivoContado)}</td>
              <td className="door-num">
                {/* Cash short or over: marked, so it is not missed among the rows. */}
                {c.diferencia !== null && c.diferencia !== 0 ? (
                  <mark className="door-diferencia">{formatPesos(c.diferencia)}</mark>
                ) : (
                  alCierre(c.diferencia)
                )}
              </td>
              <td className="door-nota">{c.nota ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
