import { trackChanges } from '../../db/change-tracker';
import type { Database } from '../../db/client';
import type { AuthContext } from './sessions-service';

/** The channel the 0009 migration's triggers notify with the id of the person who changed. */
export const AUTH_CHANGED_CHANNEL = 'pulso_auth';
/** A bound on memory: beyond it the oldest entries go first. */
const MAX_ENTRIES = 50_000;

interface Entry {
  auth: AuthContext;
  /** The session's own expiry and the end of this entry's life, whichever comes first. */
  validUntil: number;
}

/**
 * Recently checked sessions, so that most authenticated requests skip the database (issue 12:
 * the session query was the one round trip of GET /Security/Me). Kept exact by notifications:
 * the migration's triggers notify on any change to a session, its person, their roles or their
 * avatar, on every instance, and the person's entries are forgotten. `ttlMs` only bounds how
 * long an entry would live if a notification were ever missed; while the listening connection
 * is down nothing is answered from memory.
 */
export interface SessionCache {
  get(sessionId: string, idUsuario: number, nowMs: number): AuthContext | undefined;
  /** Taken before reading a session; `put` keeps the read only if nothing changed since. */
  generation(idUsuario: number): number;
  put(auth: AuthContext, sessionExpiresAt: number, readAt: number, nowMs: number): void;
  close(): Promise<void>;
}

export async function startSessionCache(database: Database, ttlMs: number): Promise<SessionCache> {
  const entries = new Map<string, Entry>();
  const sessionsOf = new Map<number, Set<string>>();
  const changes = await trackChanges(database, AUTH_CHANGED_CHANNEL, {
    forget(idUsuario) {
      for (const id of sessionsOf.get(idUsuario) ?? []) entries.delete(id);
      sessionsOf.delete(idUsuario);
    },
    forgetAll() {
      entries.clear();
      sessionsOf.clear();
    },
  });
  const { generation } = changes;

  return {
    generation,
    get(sessionId, idUsuario, nowMs) {
      if (!changes.live()) return undefined;
      const entry = entries.get(sessionId);
      if (!entry || entry.auth.idUsuario !== idUsuario) return undefined;
      if (entry.validUntil <= nowMs) {
        entries.delete(sessionId);
        return undefined;
      }
      return entry.auth;
    },
    put(auth, sessionExpiresAt, readAt, nowMs) {
      if (!changes.live() || generation(auth.idUsuario) !== readAt) return;
      if (entries.size >= MAX_ENTRIES) {
        const [oldest, { auth: old }] = entries.entries().next().value!;
        entries.delete(oldest);
        sessionsOf.get(old.idUsuario)?.delete(oldest);
      }
      // Shared by every request of the session from now on: nobody may change it.
      Object.freeze(auth.persona);
      Object.freeze(auth.roles);
      entries.set(auth.sessionId, {
        auth: Object.freeze(auth),
        validUntil: Math.min(sessionExpiresAt, nowMs + ttlMs),
      });
      let ids = sessionsOf.get(auth.idUsuario);
      if (!ids) sessionsOf.set(auth.idUsuario, (ids = new Set()));
      ids.add(auth.sessionId);
    },
    close: () => changes.stop(),
  };
}
