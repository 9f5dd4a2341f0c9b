import type { ReembolsoEstado } from './orders';

/**
 * How far a cancelled event's refunds went (one per order refunded; a line without a refund
 * is none): "Reembolsos: 12 de 15" on the organiser's lists, the progress bar on
 * /cancelar-evento.
 */
export function refundProgress(lineas: ReadonlyArray<{ estado: ReembolsoEstado | null }>) {
  const refunds = lineas.filter((l) => l.estado !== null);
  return {
    total: refunds.length,
    hechos: refunds.filter((l) => l.estado === 'hecho').length,
    fallidos: refunds.filter((l) => l.estado === 'fallido').length,
    enCurso: refunds.some((l) => l.estado === 'pendiente'),
  };
}
