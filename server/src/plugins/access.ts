import type { CdRol } from '@shared/domain/roles';

/**
 * Who may call a route, declared on the route itself (`config.access`). Every /api/v1 route
 * must declare one: the auth plugin refuses to start otherwise, and the permission-matrix
 * test compares these declarations with the matrix it keeps.
 * 'door': the door app's routes (issue 10), the only ones a door session (sesiones.tipo
 * 'puerta') may call; a web session is accepted too. Which event each caller may open is
 * decided per event by modules/puerta/door-access.ts.
 */
export type Access = 'public' | 'authenticated' | 'door' | { roles: ReadonlyArray<CdRol> };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
}
