import { ESTADO_EVENTO } from './catalogs';

/**
 * What an organiser may do with an event in each status (docs/architecture.md,
 * "Life of an event"). The organiser's list shows these buttons; the server can refuse the same
 * actions with the same table.
 */
export type OrganiserAction = 'entradasVendidas' | 'modificar' | 'cancelar';

export const ORGANISER_ACTIONS: Readonly<Record<number, ReadonlyArray<OrganiserAction>>> = {
  [ESTADO_EVENTO.EN_VENTA]: ['entradasVendidas', 'modificar', 'cancelar'],
  [ESTADO_EVENTO.POR_APROBAR]: ['modificar', 'cancelar'],
  [ESTADO_EVENTO.APROBADO]: ['modificar', 'cancelar'],
  [ESTADO_EVENTO.FINALIZADO]: ['entradasVendidas'],
  [ESTADO_EVENTO.FIN_VENTA]: ['entradasVendidas'],
  // The spec offers nothing on a Borrado event; Pulso keeps a cancelled event's sales, refunds
  // and settlement reachable (the organiser's lists also show its refunds so far).
  [ESTADO_EVENTO.BORRADO]: ['entradasVendidas'],
};

/** The actions of a status; none for the rest (Rechazado, unknown codes). */
export function organiserActions(estado: number): ReadonlyArray<OrganiserAction> {
  return ORGANISER_ACTIONS[estado] ?? [];
}

export const canOrganiser = (estado: number, action: OrganiserAction): boolean =>
  organiserActions(estado).includes(action);
