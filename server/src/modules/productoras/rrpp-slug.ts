import { and, eq, isNotNull } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor';
import { productoraMiembros, productoras, usuarios } from '../../db/schema/index';

/** "Valentina Ríos" → "valentina": the first name, lower-case ASCII letters and digits. */
export function slugBase(nombre: string): string {
  const first = nombre
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .find((w) => w.length > 0);
  return first && first.length >= 2 ? first.slice(0, 24) : 'rrpp';
}

/**
 * Gives a member who is now an RRPP their link's slug (docs/decisions/0092-rrpp.md), once: a
 * slug already given stays, so a link already shared keeps working. Their first name, then
 * "-2", "-3"… when another member of the productora has it. The productora's row is locked so
 * two RRPP joining at once cannot draw the same slug.
 */
export async function giveRrppSlug(exec: DbExecutor, idProductora: number, idUsuario: number) {
  await exec
    .select({ id: productoras.idProductora })
    .from(productoras)
    .where(eq(productoras.idProductora, idProductora))
    .for('update');
  const [me] = await exec
    .select({ slug: productoraMiembros.rrppSlug, nombre: usuarios.nombre })
    .from(productoraMiembros)
    .innerJoin(usuarios, eq(usuarios.idUsuario, productoraMiembros.idUsuario))
    .where(
      and(
        eq(productoraMiembros.idProductora, idProductora),
        eq(productoraMiembros.idUsuario, idUsuario),
      ),
    );
  if (!me || me.slug) return;
  const taken = new Set(
    (
      await exec
        .select({ slug: productoraMiembros.rrppSlug })
        .from(productoraMiembros)
        .where(
          and(
            eq(productoraMiembros.idProductora, idProductora),
            isNotNull(productoraMiembros.rrppSlug),
          ),
        )
    ).map((r) => r.slug),
  );
  const base = slugBase(me.nombre);
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  await exec
    .update(productoraMiembros)
    .set({ rrppSlug: slug })
    .where(
      and(
        eq(productoraMiembros.idProductora, idProductora),
        eq(productoraMiembros.idUsuario, idUsuario),
      ),
    );
}
