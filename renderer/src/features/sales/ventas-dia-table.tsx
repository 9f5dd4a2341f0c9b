import type { VentasPorDia } from '@shared/api/after-sale';
import { BOLETERIA_TEXT } from '@shared/texts/boleteria';
import { VENTAS_DIA_TEXT as T } from '@shared/texts/sales';
import { useId } from 'react';
import { formatDiaNumerico, formatNumero, formatPesos } from '../../ui/format';
import { cantidadDe, totalesDe } from './ventas-dia-model';

/** The chart's numbers: per day the tickets of each type, in all, and the money; then the totals. */
export function VentasDiaTable({ ventas }: { ventas: VentasPorDia }) {
  const id = useId();
  const totales = totalesDe(ventas);
  // The door's channel, only for an event that sold at the door.
  const puerta = ventas.dias.some((d) => d.enPuerta > 0);
  return (
    // Scrolls on its own when the sales ran for weeks: focusable so the keyboard scrolls it.
    <div
      className="sales-table-wrap sales-dias-wrap"
      role="region"
      aria-labelledby={`${id}-tabla`}
      tabIndex={0}
    >
      <table className="sales-table sales-table-compact">
        <caption id={`${id}-tabla`} className="visually-hidden">
          {T.tabla}
        </caption>
        <thead>
          <tr>
            <th scope="col">{T.dia}</th>
            {ventas.tipos.map((t) => (
              <th scope="col" key={t.cdTipo}>
                {t.dsTipo}
              </th>
            ))}
            <th scope="col">{T.entradas}</th>
            {puerta && <th scope="col">{BOLETERIA_TEXT.enPuerta}</th>}
            <th scope="col">{T.recaudado}</th>
          </tr>
        </thead>
        <tbody>
          {ventas.dias.map((d) => (
            <tr key={d.dia}>
              <th scope="row">
                <time dateTime={d.dia}>{formatDiaNumerico(d.dia)}</time>
              </th>
              {ventas.tipos.map((t) => (
                <td key={t.cdTipo}>{formatNumero(cantidadDe(d, t.cdTipo))}</td>
              ))}
              <td>{formatNumero(d.cantidad)}</td>
              {puerta && <td>{formatNumero(d.enPuerta)}</td>}
              <td>{formatPesos(d.recaudado)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{T.total}</th>
            {totales.porTipo.map((cantidad, j) => (
              <td key={ventas.tipos[j]!.cdTipo}>{formatNumero(cantidad)}</td>
            ))}
            <td>{formatNumero(totales.entradas)}</td>
            {puerta && <td>{formatNumero(ventas.dias.reduce((n, d) => n + d.enPuerta, 0))}</td>}
            <td>{formatPesos(totales.recaudado)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
