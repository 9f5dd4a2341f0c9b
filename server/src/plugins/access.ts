import type { CdRol } from '@shared/domain/roles';

/**
 * Who may call a route, declared on the route itself (`config.access`). Every /api/v1 route
 * must declare one: the auth plugin refuses to start otherwise, and the permission-matrix
 * test compares these declarations with the matrix it keeps.
 */
export type Access = 'public' | 'authenticated' | { roles: ReadonlyArray<CdRol> };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
}
