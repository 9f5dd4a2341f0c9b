import { CODIGO_MSG } from '@shared/texts/codigos';
import type { EventoView } from '@shared/api/discovery';
import { CHECKOUT_TEXT as T } from '@shared/texts/checkout';
import { formatPesos } from '../../ui/format';
import { MediaImage } from '../../ui/media-image';
import type { ReactNode } from 'react';
import type { CheckoutTotals } from './checkout-totals';

/**
 * One card of the summary (docs/architecture.md, "Renderer"): what, how many, which day, at what
 * price.
 */
export interface SummaryLine {
  key: string;
  tipo: string;
  dia: string;
  cantidad: number;
  /** Per unit: a mesa's whole price. */
  precio: number;
  itemSubtotal: number;
  /** Only on a mesa: the people (and tickets) one unit gives. */
  personas?: number;
}

/** An add-on line (docs/decisions/0090-add-ons.md): "2 x Combo trago", its day and cost. */
export interface AddOnLine {
  key: string;
  nombre: string;
  dia: string;
  cantidad: number;
  subtotal: number;
}

/** "2 x General"; a mesa's line also says the tickets it gives: "1 x Mesa VIP x6 (6 entradas)". */
const lineWhat = (line: SummaryLine) =>
  line.personas && line.personas > 1
    ? T.cantidadMesa(line.cantidad, line.tipo, line.personas)
    : T.cantidadTipo(line.cantidad, line.tipo);

/**
 * The event image, a card per item, what `children` adds (the add-ons to choose), the add-on
 * lines, then subtotal, the discount of a code (issue 14), service charge and total. An access
 * code, which takes nothing off, is named above the figures.
 */
export function CheckoutSummary({
  evento,
  lines,
  totals,
  codigoAcceso = null,
  adicionales = [],
  children,
}: {
  evento: Pick<EventoView, 'nombre' | 'imagen'>;
  lines: ReadonlyArray<SummaryLine>;
  totals: CheckoutTotals;
  codigoAcceso?: string | null;
  adicionales?: ReadonlyArray<AddOnLine>;
  children?: ReactNode;
}) {
  return (
    <section className="checkout-summary" aria-labelledby="checkout-items">
      <MediaImage
        url={evento.imagen}
        alt={T.imagenAlt(evento.nombre)}
        width={640}
        className="checkout-image"
        eager
      />
      <h2 id="checkout-items" className="visually-hidden">
        {T.items}
      </h2>
      <ul className="checkout-items">
        {lines.map((line) => (
          <li key={line.key} className="checkout-item">
            <article aria-label={`${evento.nombre}, ${lineWhat(line)}`}>
              <h3>{evento.nombre}</h3>
              <p className="checkout-item-what">{lineWhat(line)}</p>
              <p className="muted">{line.dia}</p>
              <dl>
                <div>
                  <dt>{(line.personas ?? 1) > 1 ? T.precioPorMesa : T.precioUnitario}</dt>
                  <dd>{formatPesos(line.precio)}</dd>
                </div>
                <div>
                  <dt>{T.itemSubtotal}</dt>
                  <dd>{formatPesos(line.itemSubtotal)}</dd>
                </div>
              </dl>
            </article>
          </li>
        ))}
      </ul>
      {children}
      {adicionales.length > 0 && (
        <ul className="checkout-addon-lines" aria-label={T.adicionalesElegidos}>
          {adicionales.map((line) => (
            <li key={line.key}>
              <span>
                <span className="checkout-addon-what">
                  {T.cantidadTipo(line.cantidad, line.nombre)}
                </span>
                <span className="muted"> · {line.dia}</span>
              </span>
              <span>{formatPesos(line.subtotal)}</span>
            </li>
          ))}
        </ul>
      )}
      {codigoAcceso && (
        <p className="checkout-access">
          <span className="tag tag-accent">{CODIGO_MSG.codigoAcceso(codigoAcceso)}</span>
        </p>
      )}
      <dl className="checkout-totals" aria-label={T.total}>
        <div>
          <dt>{T.subtotal}</dt>
          <dd>{formatPesos(totals.subtotal)}</dd>
        </div>
        {totals.descuento > 0 && (
          <div className="checkout-discount">
            <dt>{CODIGO_MSG.descuento(totals.codigo ?? '')}</dt>
            <dd>{formatPesos(-totals.descuento)}</dd>
          </div>
        )}
        <div>
          <dt>{T.cargoServicio}</dt>
          <dd>{formatPesos(totals.serviceFee)}</dd>
        </div>
        <div className="checkout-total">
          <dt>{T.total}</dt>
          <dd>{formatPesos(totals.total)}</dd>
        </div>
      </dl>
    </section>
  );
}
