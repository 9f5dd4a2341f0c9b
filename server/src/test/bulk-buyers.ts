import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client';
import { usuarioRoles, usuarios } from '../db/schema/index';
import { createSessionsService } from '../modules/security';
import { createTokenSigner } from '../modules/security';

/**
 * Many buyers (role 0, e-mail confirmed) at once, made straight in the tables (no password hashing: races and
 * drops need hundreds), each with a live session token signed with `jwtSecret`.
 */
export async function insertBuyers(
  db: Db,
  n: number,
  opts: { tag: string; jwtSecret: string },
): Promise<Array<{ idUsuario: number; token: string }>> {
  const batch = randomUUID().slice(0, 8);
  const rows = await db
    .insert(usuarios)
    .values(
      Array.from({ length: n }, (_, i) => ({
        nombre: 'Comprador',
        apellido: `${opts.tag} ${i}`,
        correo: `${opts.tag}-${batch}-${i}@pulso.test`,
        // Buyers who may buy (docs/decisions/0076-hostile-users.md).
        correoConfirmadoAt: new Date(),
      })),
    )
    .returning({ idUsuario: usuarios.idUsuario });
  await db.insert(usuarioRoles).values(rows.map((r) => ({ idUsuario: r.idUsuario, cdRol: 0 })));
  const sessions = createSessionsService(db, 24);
  const tokens = createTokenSigner(opts.jwtSecret);
  return Promise.all(
    rows.map(async (r) => {
      const { sessionId, expiresAt } = await sessions.create(r.idUsuario, 'tests');
      return {
        idUsuario: r.idUsuario,
        token: await tokens.sign(sessionId, r.idUsuario, expiresAt),
      };
    }),
  );
}
