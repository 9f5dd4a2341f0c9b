import { desc, eq } from 'drizzle-orm';
import type { NoticiaView } from '@shared/api/discovery';
import { mediaOwnerKey } from '@shared/domain/media-keys';
import type { Db } from '../../db/client';
import { noticias } from '../../db/schema/index';
import { ownerMediaSummaries } from '../../media/media-service';

type NoticiaRow = typeof noticias.$inferSelect;

/** News items (noticias). */
export function createNoticiasService(db: Db) {
  async function views(rows: NoticiaRow[]): Promise<NoticiaView[]> {
    const images = await ownerMediaSummaries(
      db,
      rows.map((n) => mediaOwnerKey('noticia', n.idNoticia)),
    );
    return rows.map((n) => ({
      idNoticia: n.idNoticia,
      titulo: n.titulo,
      contenido: n.contenido,
      dtPublicado: n.dtPublicado.toISOString(),
      urlEvento: n.urlEvento,
      imagen: images.get(mediaOwnerKey('noticia', n.idNoticia))?.imagen ?? null,
    }));
  }

  return {
    /** Newest first (spec 001 §9). */
    list: async () =>
      views(
        await db
          .select()
          .from(noticias)
          .orderBy(desc(noticias.dtPublicado), desc(noticias.idNoticia)),
      ),

    async one(idNoticia: number): Promise<NoticiaView | null> {
      const rows = await db
        .select()
        .from(noticias)
        .where(eq(noticias.idNoticia, idNoticia))
        .limit(1);
      return (await views(rows))[0] ?? null;
    },
  };
}

export type NoticiasService = ReturnType<typeof createNoticiasService>;
