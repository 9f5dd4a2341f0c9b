import { ROUTES, routePath } from '@shared/routes';

/**
 * /entrada-adquirida?idTicket=12: the id in the address, so a reload shows the same ticket.
 * Here rather than in features/tickets: a received transfer (features/transfers) links to it too.
 */
export const entradaPath = (idTicket: number) =>
  `${ROUTES.entradaAdquirida.path}?idTicket=${encodeURIComponent(idTicket)}`;

/**
 * /arrepentimiento?idOrden=34: the withdrawal page with that order first (issue 13). Here so
 * the ticket page (features/tickets) can link to the withdrawal feature's page.
 */
export const arrepentimientoPath = (idOrden: number) =>
  `${ROUTES.arrepentimiento.path}?idOrden=${encodeURIComponent(idOrden)}`;

/** /arrepentimiento/confirmar/<token>: the confirmation of a withdrawal request. */
export const confirmarArrepentimientoPath = (token: string) =>
  routePath('arrepentimientoConfirmar', { token });
