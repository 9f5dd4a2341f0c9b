import { sql } from 'drizzle-orm';
import { ESTADOS_EVENTO, GENEROS, TIPOS_ENTRADA } from '../../../../shared/domain/catalogs';
import { ROLES } from '../../../../shared/domain/roles';
import type { DbExecutor } from '../executor';
import { estadosEvento, generos, roles, tiposEntrada } from '../schema/index';

/**
 * Upserts the code catalogues from shared/domain, so the database always matches the code.
 * Runs at every start (production too); rows are never deleted because data refers to them.
 */
export async function seedCatalogs(db: DbExecutor): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(roles)
      .values(ROLES.map((r) => ({ cdRol: r.cdRol, dsRol: r.dsRol })))
      .onConflictDoUpdate({ target: roles.cdRol, set: { dsRol: sql`excluded.ds_rol` } });
    await tx
      .insert(generos)
      .values([...GENEROS])
      .onConflictDoUpdate({ target: generos.cdGenero, set: { dsGenero: sql`excluded.ds_genero` } });
    await tx
      .insert(tiposEntrada)
      .values([...TIPOS_ENTRADA])
      .onConflictDoUpdate({ target: tiposEntrada.cdTipo, set: { dsTipo: sql`excluded.ds_tipo` } });
    await tx
      .insert(estadosEvento)
      .values([...ESTADOS_EVENTO])
      .onConflictDoUpdate({
        target: estadosEvento.cdEstado,
        set: { dsEstado: sql`excluded.ds_estado` },
      });
  });
}
