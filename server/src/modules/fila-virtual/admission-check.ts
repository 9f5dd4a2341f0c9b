import { FILA_MSG } from '@shared/api/fila-virtual';
import type { Admission } from './admission-token';

/**
 * Why an order may not touch these days (issue 12), or null: each high-demand day needs a
 * genuine, unexpired admission of the same account for that day. Called inside the order
 * transaction, before anything is written.
 */
export function admissionRefusal(
  days: ReadonlyArray<{ idFecha: number; altaDemanda: boolean }>,
  idUsuario: number,
  admisiones: ReadonlyArray<Admission>,
): string | null {
  for (const day of days) {
    if (!day.altaDemanda) continue;
    const mine = admisiones.filter((a) => a.idUsuario === idUsuario && a.idFecha === day.idFecha);
    if (mine.some((a) => !a.vencida)) continue;
    return mine.length > 0 ? FILA_MSG.admisionVencida : FILA_MSG.admisionRequerida;
  }
  return null;
}
