/**
 * Stock rows (entradas): ticket types and quantities of each event day.
 * The module's entry file: other modules import only what is exported here (lint enforces it).
 */
export { entradasRoutes } from './entradas-routes';
export { createEntradasService } from './entradas-service';
export type { EntradasService } from './entradas-service';
export { readTiposFechas, saveTiposFecha } from './tipos-fecha-service';
