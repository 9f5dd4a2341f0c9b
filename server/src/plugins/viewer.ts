import type { FastifyRequest } from 'fastify';
import { ROL } from '@shared/domain/roles';

/** Who is asking, as services need it: reads on public routes vary by caller. */
export interface Viewer {
  idUsuario: number;
  isAdmin: boolean;
}

export function viewerOf(request: FastifyRequest): Viewer | null {
  const auth = request.auth;
  if (!auth) return null;
  return { idUsuario: auth.idUsuario, isAdmin: auth.roles.includes(ROL.ADMINISTRADOR) };
}
