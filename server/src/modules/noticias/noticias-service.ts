import { desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { NoticiaView } from '@shared/api/discovery';
import { mediaOwnerKey } from '@shared/domain/media-keys';
import {
  NEWS_MSG,
  type createNoticiaSchema,
  type updateNoticiaSchema,
} from '@shared/validation/admin';
import type { Db } from '../../db/client';
import { noticias } from '../../db/schema/index';
import {
  deleteOwnerMediaRows,
  ownerMediaSummaries,
  removeMediaFiles,
} from '../../media/media-service';
import type { MediaStore } from '../../media/media-store';
import { notFound } from '../../plugins/problem';

type NoticiaRow = typeof noticias.$inferSelect;

/** News items (noticias); administrators write them (/modificar-eliminar-noticias). */
export function createNoticiasService(db: Db, store: MediaStore) {
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
    /** Newest first (docs/architecture.md, "Where each rule lives"). */
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

    async exists(idNoticia: number): Promise<boolean> {
      const rows = await db
        .select({ idNoticia: noticias.idNoticia })
        .from(noticias)
        .where(eq(noticias.idNoticia, idNoticia))
        .limit(1);
      return rows.length > 0;
    },

    /** Published now; the image follows through POST /Media with `noticia-<idNoticia>`. */
    async create(input: z.output<typeof createNoticiaSchema>): Promise<{ idNoticia: number }> {
      const [row] = await db
        .insert(noticias)
        .values({ ...input, dtPublicado: new Date() })
        .returning({ idNoticia: noticias.idNoticia });
      return { idNoticia: row!.idNoticia };
    },

    /** Title, body and event link; the publication date stays. */
    async update(input: z.output<typeof updateNoticiaSchema>): Promise<{ idNoticia: number }> {
      const { idNoticia, titulo, contenido, urlEvento } = input;
      const updated = await db
        .update(noticias)
        .set({ titulo, contenido, urlEvento })
        .where(eq(noticias.idNoticia, idNoticia))
        .returning({ idNoticia: noticias.idNoticia });
      if (updated.length === 0) throw notFound(NEWS_MSG.noEncontrada);
      return { idNoticia };
    },

    /** The item and its media rows in one transaction; its files go once it has committed. */
    async remove(idNoticia: number): Promise<void> {
      const mediaRows = await db.transaction(async (tx) => {
        const deleted = await tx
          .delete(noticias)
          .where(eq(noticias.idNoticia, idNoticia))
          .returning({ idNoticia: noticias.idNoticia });
        if (deleted.length === 0) throw notFound(NEWS_MSG.noEncontrada);
        return deleteOwnerMediaRows(tx, mediaOwnerKey('noticia', idNoticia));
      });
      await removeMediaFiles(store, mediaRows);
    },
  };
}

export type NoticiasService = ReturnType<typeof createNoticiasService>;
