import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { TerminosVersion } from '@shared/api/admin';
import { TERMS_MEDIA_KEY, TERMS_PAST_MEDIA_KEY } from '@shared/domain/catalogs';
import { ADVISORY_LOCKS } from '../../db/advisory-locks';
import type { Db } from '../../db/client';
import { media, terminosVersiones } from '../../db/schema/index';
import { insertMediaFileRows, newStorageKey, type MediaRow } from '../../media/media-service';
import type { MediaStore } from '../../media/media-store';
import { purchasesByTermsVersion } from '../ordenes';

/**
 * The terms and conditions as versions (migration 0025): publishing a PDF adds a version and
 * keeps every earlier one, file included, since purchases record the version their buyer
 * accepted (ordenes.id_version_terminos, set by the database). The version in force is the
 * newest; its file is the only media row under archivoTyC, so /terminos and GET /Media read it
 * as before, and earlier files move to TERMS_PAST_MEDIA_KEY, which /Media never replaces nor
 * deletes.
 */
export function createTerminosService(deps: { db: Db; store: MediaStore; now: () => Date }) {
  const { db, store } = deps;

  return {
    /** A new version in force from now on, published by `idUsuario`; answers its file's row. */
    async publicar(
      file: { bytes: Uint8Array; mime: string },
      idUsuario: number,
    ): Promise<MediaRow> {
      const storageKey = newStorageKey(TERMS_MEDIA_KEY, file.mime);
      await store.put(storageKey, file.bytes, file.mime);
      try {
        return await db.transaction(async (tx) => {
          // Two publications at once: one after the other, so exactly one file stays in force.
          await tx.execute(sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.termsPublish})`);
          await tx
            .update(media)
            .set({ idEntidadMedia: TERMS_PAST_MEDIA_KEY })
            .where(and(eq(media.idEntidadMedia, TERMS_MEDIA_KEY), isNotNull(media.storageKey)));
          const [row] = await insertMediaFileRows(tx, [
            {
              idEntidadMedia: TERMS_MEDIA_KEY,
              storageKey,
              mime: file.mime,
              bytes: file.bytes.length,
            },
          ]);
          await tx
            .insert(terminosVersiones)
            .values({ idMedia: row!.idMedia, publicadaAt: deps.now(), idUsuario });
          return row!;
        });
      } catch (err) {
        await store.remove(storageKey).catch(() => undefined);
        throw err;
      }
    },

    /** Every version, newest (in force) first, with the purchases that accepted it. */
    async versiones(): Promise<TerminosVersion[]> {
      const compras = await purchasesByTermsVersion(db);
      const rows = await db
        .select({
          idVersion: terminosVersiones.idVersion,
          url: media.url,
          publicadaAt: terminosVersiones.publicadaAt,
        })
        .from(terminosVersiones)
        .innerJoin(media, eq(media.idMedia, terminosVersiones.idMedia))
        .orderBy(desc(terminosVersiones.idVersion));
      return rows.map((r, i) => ({
        idVersion: r.idVersion,
        url: r.url,
        publicadaAt: r.publicadaAt.toISOString(),
        vigente: i === 0,
        compras: compras.get(r.idVersion) ?? 0,
      }));
    },
  };
}

export type TerminosService = ReturnType<typeof createTerminosService>;
