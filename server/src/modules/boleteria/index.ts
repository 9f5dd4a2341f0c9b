/**
 * The box office at the door (docs/decisions/0094-box-office.md): cajas, device allotments,
 * door sales (recorded by modules/ordenes) and the cierre de caja.
 * The module's entry file: other modules import only what is exported here (lint enforces it).
 */
export { boleteriaRoutes } from './boleteria-routes';
export { createBoleteriaService } from './boleteria-service';
export type { BoleteriaService } from './boleteria-service';
export { boxOfficeQrRoutes } from './box-office-qr-routes';
export { createBoxOfficeQr } from './box-office-qr';
