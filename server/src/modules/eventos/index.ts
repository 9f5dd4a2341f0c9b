/**
 * Events: creation, changes, validation, visibility and the events list.
 * The module's entry file: other modules import only what is exported here (lint enforces it).
 */
export { calendarRoutes } from './calendar-routes';
export { ownedEvent } from './event-owner';
export { startEventViewCache } from './event-view-cache';
export { isEventoCancelado } from './evento-cancelado';
export { createEventoCreator } from './evento-create';
export { createEventoUpdater } from './evento-update';
export { createEventoValidation } from './evento-validation';
export { PUBLIC_ESTADOS, canSeeEvento } from './evento-visibility';
export { eventosFilterFor } from './eventos-query';
export { eventosRoutes } from './eventos-routes';
export { createEventosService } from './eventos-service';
export type { EventosService } from './eventos-service';
export { favoritosRoutes } from './favoritos-routes';
export { organiserEventosRoutes } from './organiser-routes';
export { validationRoutes } from './validation-routes';
