import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasAnyRole } from '@shared/domain/roles';
import { MSG } from '@shared/messages';
import type { AuthContext, SessionsService } from '../modules/security';
import type { TokenSigner } from '../modules/security';
import type { Access } from './access';
import { forbidden, unauthorized } from './problem';

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    /** Every /api/v1 route with its declared access: the permission matrix test reads it. */
    apiRoutes: Array<{ method: string; url: string; access: Access }>;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The bearer token the request carries, or null. */
function bearerOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  return header.slice(7).trim() || null;
}

/**
 * The 401 for a caller without a usable session. A token that opens none was handed out once
 * (the session expired or was revoked; the secret changed; a door token off the door routes),
 * so the person is told it ended; with no token at all they have not signed in yet.
 */
export function noSession(request: FastifyRequest) {
  return unauthorized(bearerOf(request) ? MSG.sesionVencida : MSG.sinSesion);
}

async function resolveAuth(
  request: FastifyRequest,
  tokens: TokenSigner,
  sessions: SessionsService,
): Promise<AuthContext | null> {
  const token = bearerOf(request);
  if (!token) return null;
  const claims = await tokens.verify(token);
  if (!claims || !UUID.test(claims.sessionId)) return null;
  return sessions.load(claims.sessionId, claims.userId);
}

/** A door session counts only on door routes: anywhere else it is as if there were no token. */
const usableOn = (access: Access, auth: AuthContext | null) =>
  auth && (auth.tipo === 'web' || access === 'door') ? auth : null;

function enforce(access: Access, auth: AuthContext | null, request: FastifyRequest) {
  if (access === 'public') return;
  if (!auth) throw noSession(request);
  if (access === 'authenticated' || access === 'door') return;
  if (
    !hasAnyRole(
      auth.roles.map((cdRol) => ({ cdRol })),
      access.roles,
    )
  )
    throw forbidden();
}

/**
 * Resolves the bearer token to a live session and enforces each route's declared access.
 * Fails closed: an /api/v1 route without `config.access` stops the server from starting.
 */
export const authPlugin = fp(
  async (app: FastifyInstance, opts: { tokens: TokenSigner; sessions: SessionsService }) => {
    app.decorateRequest('auth', null);
    const apiRoutes: FastifyInstance['apiRoutes'] = [];
    app.decorate('apiRoutes', apiRoutes);
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api/v1')) return;
      const access = (route.config as { access?: Access } | undefined)?.access;
      if (!access) throw new Error(`Route ${route.method} ${route.url} declares no access`);
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') apiRoutes.push({ method, url: route.url, access });
      }
      const guard = async (request: FastifyRequest) => {
        request.auth = usableOn(access, await resolveAuth(request, opts.tokens, opts.sessions));
        enforce(access, request.auth, request);
      };
      // onRequest: refuse before the body is parsed or validated.
      const existing = route.onRequest;
      route.onRequest = existing
        ? [guard, ...(Array.isArray(existing) ? existing : [existing])]
        : [guard];
    });
  },
);
