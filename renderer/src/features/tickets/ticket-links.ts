import { ROUTES } from '@shared/routes';

/** /entrada-adquirida?idTicket=12: the id in the address, so a reload shows the same ticket. */
export const entradaPath = (idTicket: number) =>
  `${ROUTES.entradaAdquirida.path}?idTicket=${encodeURIComponent(idTicket)}`;
