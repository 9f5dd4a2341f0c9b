import type { VentasDia, VentasPorDia } from '@shared/api/after-sale';

/** Colours that read on the dark theme, one per ticket type in catalogue order. */
const COLORES = ['#a855f7', '#22d3ee', '#f59e0b', '#34d399', '#f472b6', '#60a5fa', '#facc15'];

/** The colour of the type at `index` of `tipos` (golden-angle hues past the palette). */
export function colorDeTipo(index: number): string {
  return COLORES[index] ?? `hsl(${Math.round((index * 137.5) % 360)} 70% 62%)`;
}

/** Tickets of a type on a day (0 when the day does not list it). */
export function cantidadDe(dia: VentasDia, cdTipo: number): number {
  return dia.porTipo.find((t) => t.cdTipo === cdTipo)?.cantidad ?? 0;
}

/** Every day's tickets per type (aligned with `tipos`), tickets and money added up. */
export function totalesDe({ tipos, dias }: VentasPorDia) {
  return {
    porTipo: tipos.map((t) => dias.reduce((sum, d) => sum + cantidadDe(d, t.cdTipo), 0)),
    entradas: dias.reduce((sum, d) => sum + d.cantidad, 0),
    recaudado: dias.reduce((sum, d) => sum + d.recaudado, 0),
  };
}

/** True when no day has a paid ticket (nothing to chart). */
export function sinVentas({ dias }: VentasPorDia): boolean {
  return dias.every((d) => d.cantidad === 0);
}

/** Indexes of the days whose date the x axis writes: about `max` of them, evenly spaced. */
export function diasRotulados(count: number, max = 7): number[] {
  const step = Math.max(1, Math.ceil(count / max));
  return Array.from({ length: Math.ceil(count / step) }, (_, i) => i * step);
}
