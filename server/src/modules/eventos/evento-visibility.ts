import { ESTADO_EVENTO } from '@shared/domain/catalogs';
import type { Viewer } from '../../plugins/viewer';
import type { EventoAccess } from './eventos-service';

/**
 * On sale, sale closed or finished: anyone may open these
 * (docs/decisions/0011-event-visibility.md).
 */
export const PUBLIC_ESTADOS: ReadonlyArray<number> = [
  ESTADO_EVENTO.EN_VENTA,
  ESTADO_EVENTO.FIN_VENTA,
  ESTADO_EVENTO.FINALIZADO,
];

/**
 * An event cancelled while public keeps opening by its link (marked cancelled), for whoever
 * had the link or holds one of its tickets; it is in no list. One cancelled before it was
 * published stays unrevealed.
 */
const canceladoPublico = (evento: EventoAccess) =>
  evento.cdEstado === ESTADO_EVENTO.BORRADO &&
  evento.canceladoDesde !== null &&
  PUBLIC_ESTADOS.includes(evento.canceladoDesde);

/** Whether the caller may open one event: public ones, or their own, or any for administrators. */
export function canSeeEvento(evento: EventoAccess, viewer: Viewer | null): boolean {
  return (
    PUBLIC_ESTADOS.includes(evento.cdEstado) ||
    canceladoPublico(evento) ||
    viewer?.isAdmin === true ||
    viewer?.idUsuario === evento.idUsuario
  );
}
