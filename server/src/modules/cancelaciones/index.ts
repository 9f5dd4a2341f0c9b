/**
 * Cancelling an event: its orders voided or refunded, buyers told.
 * The module's entry file: other modules import only what is exported here (lint enforces it).
 */
export { cancelacionesRoutes } from './cancelaciones-routes';
export { createCancelacionesService } from './cancelaciones-service';
