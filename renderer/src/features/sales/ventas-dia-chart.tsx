import type { VentasPorDia } from '@shared/api/after-sale';
import { VENTAS_DIA_TEXT as T } from '@shared/texts/sales';
import { formatDiaMes, formatDiaNumerico, formatNumero } from '../../ui/format';
import { cantidadDe, colorDeTipo, diasRotulados } from './ventas-dia-model';

/** Fewer days than this still leave a bar its slot's width, centred (no one huge bar). */
const MIN_SLOTS = 8;
const BAR = 0.7;
const round = (n: number) => Math.round(n * 1000) / 1000;

/**
 * One bar per day, stacked by ticket type, heights scaled to the busiest day. The bars are an
 * SVG stretched to the width (one unit per day); the dates under it are HTML so they stay
 * legible on a phone. Screen readers get the label here and the numbers in the table below.
 */
export function VentasDiaChart({ ventas }: { ventas: VentasPorDia }) {
  const { tipos, dias } = ventas;
  const slots = Math.max(dias.length, MIN_SLOTS);
  const offset = (slots - dias.length) / 2;
  const max = Math.max(1, ...dias.map((d) => d.cantidad));
  const total = dias.reduce((sum, d) => sum + d.cantidad, 0);
  const label = T.grafico(
    formatDiaNumerico(dias[0]!.dia),
    formatDiaNumerico(dias[dias.length - 1]!.dia),
    formatNumero(total),
  );
  const left = (i: number) => `${((offset + i + 0.5) / slots) * 100}%`;

  return (
    <div className="sales-chart">
      <span className="sales-chart-max" aria-hidden="true">
        {formatNumero(max)}
      </span>
      <svg
        role="img"
        aria-label={label}
        viewBox={`0 0 ${slots} 100`}
        preserveAspectRatio="none"
        className="sales-chart-bars"
      >
        <line x1={0} x2={slots} y1={0} y2={0} className="sales-chart-grid" />
        {dias.map((d, i) => {
          let top = 100;
          return (
            <g key={d.dia}>
              <title>{T.barra(formatDiaMes(d.dia), formatNumero(d.cantidad))}</title>
              {tipos.map((t, j) => {
                const height = (cantidadDe(d, t.cdTipo) / max) * 100;
                if (height === 0) return null;
                top -= height;
                return (
                  <rect
                    key={t.cdTipo}
                    x={round(offset + i + (1 - BAR) / 2)}
                    y={round(top)}
                    width={BAR}
                    height={round(height)}
                    fill={colorDeTipo(j)}
                  />
                );
              })}
            </g>
          );
        })}
      </svg>
      <div className="sales-chart-axis" aria-hidden="true">
        {diasRotulados(dias.length).map((i) => (
          <span key={i} style={{ left: left(i) }}>
            {formatDiaMes(dias[i]!.dia)}
          </span>
        ))}
      </div>
      <ul className="sales-legend" aria-label={T.leyenda}>
        {tipos.map((t, j) => (
          <li key={t.cdTipo}>
            <span
              className="sales-legend-swatch"
              style={{ background: colorDeTipo(j) }}
              aria-hidden="true"
            />
            {t.dsTipo}
          </li>
        ))}
      </ul>
    </div>
  );
}
