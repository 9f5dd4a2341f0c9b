import { CODIGO_MSG } from '@shared/texts/codigos';
import type { CodigoAplicable } from '@shared/api/codigos';
import type { FechaView } from '@shared/api/discovery';
import { LIMITS } from '@shared/domain/limits';
import { EVENT_TEXT } from '@shared/texts/event';
import { Fragment } from 'react';
import type { EntradaView } from '@shared/api/discovery';
import {
  formatDia,
  formatDiaSemana,
  formatHora,
  formatHorario,
  formatPesos,
} from '../../ui/format';
import type { Quantities } from './purchase';
import { QuantityStepper } from '../../ui/quantity-stepper';
import { personasDe, rowOffer, type RowOffer } from './row-offer';
import { waitlistApplies, WaitlistRow } from './waitlist-row';

interface Props {
  fechas: ReadonlyArray<FechaView>;
  quantities: Quantities;
  /** The event's per-account limit (EventoView.maxEntradasPorCuenta). */
  maxPorCuenta: number;
  onChange: (idEntrada: number, cantidad: number) => void;
  /** An access code whose unlocked rows are among `fechas` (issue 14): they say so. */
  acceso?: CodigoAplicable | null;
}

/**
 * One table per day (docs/architecture.md, "Renderer"): type, price and a selector from 0 to
 * min(10, available, the event's per-account limit); a sold-out row reads "Agotadas", and under a
 * regular type sold out on a day on sale goes its wait list (issue 13). A per-account limit below
 * the row limit is stated under the tables. A row an access code unlocked carries the code's name.
 *
 * What an organiser set on a row (docs/decisions/0089-mesas-and-order-limits.md) shows only
 * there: its description under the name, a mesa's people (its price and quantity are per mesa),
 * its limits per order (the selector offers 0, then its minimum up to the least cap) and its own
 * sale window (before: when it opens; after: "Venta terminada"; no selector either way).
 */
export function StockTable({ fechas, quantities, maxPorCuenta, onChange, acceso }: Props) {
  const now = Date.now();
  const tope = Math.min(LIMITS.maxTicketsPerRow, maxPorCuenta);
  const unlocked = new Set(acceso?.ocultas.map((o) => o.entrada.idEntrada));
  return (
    <div className="ticket-days">
      {fechas.map((fecha, i) => {
        const dia = formatDia(fecha.inicio);
        const entradas = inTableOrder(fecha.entradas);
        return (
          <table key={fecha.idFecha} className="ticket-table">
            <caption>
              <strong>{fechas.length > 1 ? `${EVENT_TEXT.dia(i + 1)} · ${dia}` : dia}</strong>
              <span className="muted"> {formatHorario(fecha.inicio, fecha.fin)}</span>
            </caption>
            <thead>
              <tr>
                <th scope="col">{EVENT_TEXT.tipo}</th>
                <th scope="col">{EVENT_TEXT.precio}</th>
                <th scope="col">{EVENT_TEXT.cantidad}</th>
              </tr>
            </thead>
            <tbody>
              {entradas.length === 0 && (
                <tr>
                  <td colSpan={3} className="muted">
                    {EVENT_TEXT.sinEntradas}
                  </td>
                </tr>
              )}
              {entradas.map((entrada) => {
                const offer = rowOffer(entrada, maxPorCuenta, new Date(now));
                const mesa = personasDe(entrada) > 1;
                return (
                  <Fragment key={entrada.idEntrada}>
                    <tr>
                      <th scope="row">
                        {entrada.tipo.dsTipo}
                        {entrada.tanda?.estado === 'abierta' && entrada.cantidad > 0 && (
                          <span className="tag tag-accent ticket-access">
                            {EVENT_TEXT.tandaEnVenta}
                          </span>
                        )}
                        {acceso && unlocked.has(entrada.idEntrada) && (
                          <span className="tag tag-accent ticket-access">
                            {CODIGO_MSG.codigoAcceso(acceso.codigo)}
                          </span>
                        )}
                        <RowDetails entrada={entrada} tope={tope} />
                      </th>
                      <td>
                        {formatPesos(entrada.precio)}
                        {mesa && <span className="ticket-row-note">{EVENT_TEXT.porMesa}</span>}
                      </td>
                      <td>
                        {entrada.tanda && entrada.tanda.estado !== 'abierta' ? (
                          <TandaStepState tanda={entrada.tanda} />
                        ) : offer.venta !== 'abierta' ? (
                          <WindowState offer={offer} />
                        ) : entrada.cantidad <= 0 ? (
                          <span className="sold-out">{EVENT_TEXT.agotadas}</span>
                        ) : offer.cantidades.length === 0 ? (
                          <span className="muted">{EVENT_TEXT.noDisponible}</span>
                        ) : (
                          <QuantityStepper
                            value={quantities[entrada.idEntrada] ?? 0}
                            choices={[0, ...offer.cantidades]}
                            label={EVENT_TEXT.cantidadDe(entrada.tipo.dsTipo, dia)}
                            mesa={mesa}
                            onChange={(cantidad) => onChange(entrada.idEntrada, cantidad)}
                          />
                        )}
                      </td>
                    </tr>
                    {/* A presale's sold-out row is no public type: no wait list under it; nor
                      under a row whose own sale has not begun or is over. */}
                    {!unlocked.has(entrada.idEntrada) &&
                      (!entrada.tanda || entrada.tanda.estado === 'abierta') &&
                      offer.venta === 'abierta' &&
                      waitlistApplies(fecha, entrada, now) && (
                        <WaitlistRow fecha={fecha} entrada={entrada} dia={dia} />
                      )}
                  </Fragment>
                );
              })}
            </tbody>
          </table>
        );
      })}
      {maxPorCuenta < LIMITS.maxTicketsPerRow && (
        <p className="muted ticket-limit">{EVENT_TEXT.maxPorCuenta(maxPorCuenta)}</p>
      )}
    </div>
  );
}

/**
 * A day's rows in the order its organiser gave them (the server's), a tanda's steps together in
 * their order where its first row would go, so a buyer reads "1ra tanda · Agotada", "2da tanda ·
 * $ X", "3ra tanda · Próximamente".
 */
function inTableOrder(entradas: ReadonlyArray<EntradaView>): EntradaView[] {
  const place = (e: EntradaView) =>
    e.tanda
      ? entradas.findIndex((o) => o.tanda?.idTanda === e.tanda!.idTanda)
      : entradas.indexOf(e);
  return [...entradas].sort(
    (a, b) => place(a) - place(b) || (a.tanda?.paso ?? 0) - (b.tanda?.paso ?? 0),
  );
}

/** A step of a tanda that is not on sale: sold out before, or still to come (and when). */
function TandaStepState({ tanda }: { tanda: NonNullable<EntradaView['tanda']> }) {
  if (tanda.estado === 'agotada')
    return <span className="sold-out">{EVENT_TEXT.tandaAgotada}</span>;
  return (
    <span className="muted">
      {tanda.abreAt
        ? EVENT_TEXT.tandaAbre(formatDiaSemana(tanda.abreAt), formatHora(tanda.abreAt))
        : EVENT_TEXT.tandaProxima}
    </span>
  );
}

/**
 * Under a row's name, only what its organiser set: its description, a mesa's people and the
 * tickets a mesa gives, and its limits per order (the maximum when below the usual cap).
 */
function RowDetails({ entrada, tope }: { entrada: EntradaView; tope: number }) {
  const personas = personasDe(entrada);
  const min = entrada.minPorOrden ?? 1;
  const max =
    entrada.maxPorOrden !== undefined && entrada.maxPorOrden < tope ? entrada.maxPorOrden : null;
  return (
    <>
      {entrada.descripcion && <span className="ticket-row-note">{entrada.descripcion}</span>}
      {personas > 1 && <span className="ticket-row-note">{EVENT_TEXT.mesaPara(personas)}</span>}
      {(min > 1 || max !== null) && (
        <span className="ticket-row-note">{EVENT_TEXT.porCompra(min, max, personas > 1)}</span>
      )}
    </>
  );
}

/** A row whose own sale window is not open: when it opens, or that it is over. */
function WindowState({ offer }: { offer: Exclude<RowOffer, { venta: 'abierta' }> }) {
  if (offer.venta === 'terminada')
    return <span className="sold-out">{EVENT_TEXT.ventaTerminada}</span>;
  return (
    <span className="muted">
      {EVENT_TEXT.ventaDesde(formatDiaSemana(offer.desde), formatHora(offer.desde))}
    </span>
  );
}
