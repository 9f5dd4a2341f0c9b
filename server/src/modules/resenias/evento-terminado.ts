import { ESTADO_EVENTO } from '@shared/domain/catalogs';

/**
 * An event has ended when its last day is over, or when it is already Finalizado (the
 * lifecycle job's word): only then can its attendees rate the party.
 */
export function eventoTerminado(cdEstado: number, finEvento: Date | null, now: Date): boolean {
  return cdEstado === ESTADO_EVENTO.FINALIZADO || (finEvento !== null && finEvento < now);
}
