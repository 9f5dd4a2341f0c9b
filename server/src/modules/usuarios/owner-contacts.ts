import { inArray } from 'drizzle-orm';
import type { Owner } from '@shared/api/admin';
import type { DbExecutor } from '../../db/executor';
import { usuarios } from '../../db/schema/index';

/**
 * Name and contact of these users in one query, by id: what an administrator sees of an
 * event's owner, and where a rejection mail goes. Runs inside the caller's transaction.
 */
export async function ownerContacts(
  exec: DbExecutor,
  ids: ReadonlyArray<number>,
): Promise<Map<number, Owner>> {
  if (ids.length === 0) return new Map();
  const rows = await exec
    .select({
      idUsuario: usuarios.idUsuario,
      nombre: usuarios.nombre,
      apellido: usuarios.apellido,
      correo: usuarios.correo,
      telefono: usuarios.telefono,
    })
    .from(usuarios)
    .where(inArray(usuarios.idUsuario, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.idUsuario, r]));
}
