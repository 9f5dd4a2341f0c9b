import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { ROL, type CdRol } from '@shared/domain/roles';
import type { Db } from '../../db/client';
import type { DbExecutor } from '../../db/executor';
import type { SessionCache } from './session-cache';
import { media, sesiones, usuarioRoles, usuarios, type SesionTipo } from '../../db/schema/index';

export interface AuthContext {
  idUsuario: number;
  sessionId: string;
  roles: CdRol[];
  /** 'puerta' sessions are accepted only by the door's routes (plugins/auth.ts). */
  tipo: SesionTipo;
  /**
   * Who the session belongs to, read in the same query as the session (GET /Security/Me
   * answers from it without another round trip).
   */
  persona: { nombre: string; apellido: string; correo: string; avatarUrl: string | null };
}

export function createSessionsService(db: Db, ttlHours: number, cache?: SessionCache) {
  // Every authenticated request runs this query: prepared once (drizzle builds its SQL once and
  // PostgreSQL plans it once per connection) rather than assembled per request.
  const liveSession = db
    .select({
      cdRol: usuarioRoles.cdRol,
      tipo: sesiones.tipo,
      expiresAt: sesiones.expiresAt,
      nombre: usuarios.nombre,
      apellido: usuarios.apellido,
      correo: usuarios.correo,
      // The avatar is the user's first media item that is not a video (docs/architecture.md,
      // "Renderer").
      avatarUrl: sql<string | null>`(select ${media.url} from ${media}
        where ${media.idEntidadMedia} = 'usuario-' || ${usuarios.idUsuario}
          and ${media.mdVideo} = false order by ${media.idMedia} limit 1)`,
    })
    .from(sesiones)
    .innerJoin(usuarios, eq(usuarios.idUsuario, sesiones.idUsuario))
    .leftJoin(usuarioRoles, eq(usuarioRoles.idUsuario, sesiones.idUsuario))
    .where(
      and(
        eq(sesiones.id, sql.placeholder('sessionId')),
        eq(sesiones.idUsuario, sql.placeholder('idUsuario')),
        isNull(sesiones.revokedAt),
        gt(sesiones.expiresAt, sql.placeholder('now')),
      ),
    )
    .prepare('sesion_viva');
  return {
    async create(idUsuario: number, userAgent: string, tipo: SesionTipo = 'web') {
      const expiresAt = new Date(Date.now() + ttlHours * 3600_000);
      const [row] = await db
        .insert(sesiones)
        .values({ idUsuario, expiresAt, userAgent: userAgent.slice(0, 300), tipo })
        .returning({ id: sesiones.id });
      return { sessionId: row!.id, expiresAt };
    },

    /** The live session with its user's current roles, or null if revoked, expired or gone. */
    async load(sessionId: string, idUsuario: number): Promise<AuthContext | null> {
      const nowMs = Date.now();
      const cached = cache?.get(sessionId, idUsuario, nowMs);
      if (cached) return cached;
      const generation = cache?.generation(idUsuario) ?? 0;
      const rows = await liveSession.execute({ sessionId, idUsuario, now: new Date(nowMs) });
      if (rows.length === 0) return null;
      const roles = rows.map((r) => r.cdRol).filter((r): r is number => r !== null) as CdRol[];
      const { tipo, expiresAt, nombre, apellido, correo, avatarUrl } = rows[0]!;
      // Role 3 never holds a web session, even one made elsewhere (defence in depth).
      if (tipo === 'web' && roles.includes(ROL.VALIDADOR)) return null;
      const auth: AuthContext = {
        idUsuario,
        sessionId,
        roles,
        tipo,
        persona: { nombre, apellido, correo, avatarUrl },
      };
      cache?.put(auth, expiresAt.getTime(), generation, nowMs);
      return auth;
    },

    async revoke(sessionId: string) {
      await db.update(sesiones).set({ revokedAt: new Date() }).where(eq(sesiones.id, sessionId));
    },

    /** Account deletion and password reset: every device signs in again (or never). */
    async revokeAllForUser(idUsuario: number, exec: DbExecutor = db) {
      await exec
        .update(sesiones)
        .set({ revokedAt: new Date() })
        .where(and(eq(sesiones.idUsuario, idUsuario), isNull(sesiones.revokedAt)));
    },

    /** Password change: every other device signs in again; the one that changed it stays. */
    async revokeOthers(idUsuario: number, keepSessionId: string, exec: DbExecutor = db) {
      await exec
        .update(sesiones)
        .set({ revokedAt: new Date() })
        .where(
          and(
            eq(sesiones.idUsuario, idUsuario),
            isNull(sesiones.revokedAt),
            ne(sesiones.id, keepSessionId),
          ),
        );
    },
  };
}

export type SessionsService = ReturnType<typeof createSessionsService>;
