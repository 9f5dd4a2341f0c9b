import { eq } from 'drizzle-orm';
import type { DbTx } from '../executor';
import { eventos, productoraMiembros, productoras } from '../schema/index';

export const DEMO_PRODUCTORA = 'Subsuelo Producciones';

/**
 * The demo organiser's productora (docs/decisions/0091-productoras-and-roles.md): the organiser
 * is its dueño, productor@pulso.test its productor (no settlement until the dueño allows it),
 * and every event of the organiser is the productora's.
 */
export async function insertDemoProductora(
  tx: DbTx,
  input: { duenio: number; productor: number; now: Date },
) {
  const [row] = await tx
    .insert(productoras)
    .values({ nombre: DEMO_PRODUCTORA, creadaPor: input.duenio, createdAt: input.now })
    .returning({ idProductora: productoras.idProductora });
  const idProductora = row!.idProductora;
  await tx.insert(productoraMiembros).values([
    { idProductora, idUsuario: input.duenio, rol: 'duenio', createdAt: input.now },
    { idProductora, idUsuario: input.productor, rol: 'productor', createdAt: input.now },
  ]);
  await tx.update(eventos).set({ idProductora }).where(eq(eventos.idUsuario, input.duenio));
  return idProductora;
}
