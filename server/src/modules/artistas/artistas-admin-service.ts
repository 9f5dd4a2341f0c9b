import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ArtistaAdminView } from '@shared/api/admin';
import type { ArtistaView } from '@shared/api/discovery';
import { mediaOwnerKey } from '@shared/domain/media-keys';
import {
  ARTIST_MSG,
  type activarArtistaSchema,
  type createArtistaSchema,
  type updateArtistaSchema,
} from '@shared/validation/admin';
import type { Db } from '../../db/client';
import type { DbExecutor } from '../../db/executor';
import { artistas, eventoArtistas } from '../../db/schema/index';
import { deleteOwnerMediaRows, removeMediaFiles } from '../../media/media-service';
import type { MediaStore } from '../../media/media-store';
import { conflict, notFound } from '../../plugins/problem';
import { lockArtistName, type ArtistasService } from './artistas-service';

export type CreateArtistaInput = z.output<typeof createArtistaSchema>;
export type UpdateArtistaInput = z.output<typeof updateArtistaSchema>;
export type ActivarArtistaInput = z.output<typeof activarArtistaSchema>;

export interface ArtistasAdminDeps {
  db: Db;
  store: MediaStore;
  artistas: ArtistasService;
  /** Event cards show line-up names: a rename or delete must not wait for the cache. */
  clearEventosListCache: () => void;
}

/** The artist of that name, whatever its case (other than `except`). */
async function sameName(tx: DbExecutor, nombre: string, except?: number) {
  const [row] = await tx
    .select({ idArtista: artistas.idArtista, descartado: artistas.descartado })
    .from(artistas)
    .where(
      and(
        sql`lower(${artistas.nombre}) = lower(${nombre})`,
        except === undefined ? undefined : ne(artistas.idArtista, except),
      ),
    )
    .orderBy(artistas.idArtista)
    .limit(1);
  return row ?? null;
}

const columnsOf = (input: CreateArtistaInput) => ({
  nombre: input.nombre,
  bio: input.bio,
  isActivo: input.isActivo,
  mdInstagram: input.socials.mdInstagram,
  mdSpotify: input.socials.mdSpotify,
  mdSoundcloud: input.socials.mdSoundcloud,
});

/**
 * What administrators do with artists (/modificar-eliminar-artistas, /editar-artista,
 * /crear-artista, activation).
 */
export function createArtistasAdminService(deps: ArtistasAdminDeps) {
  const { db, store, artistas: views } = deps;

  return {
    /** Every artist not discarded, newest first, with its photo. */
    async list(): Promise<ArtistaAdminView[]> {
      const rows = await db
        .select()
        .from(artistas)
        .where(eq(artistas.descartado, false))
        .orderBy(desc(artistas.dtAlta), desc(artistas.idArtista));
      const built = await views.views(rows, null);
      return built.map((a, i) => ({ ...a, descartado: rows[i]!.descartado }));
    },

    /** The event's artists still awaiting activation (inactive, not discarded). */
    async pendientesDeEvento(idEvento: number): Promise<ArtistaView[]> {
      const rows = await db
        .select({ artista: artistas })
        .from(eventoArtistas)
        .innerJoin(artistas, eq(artistas.idArtista, eventoArtistas.idArtista))
        .where(
          and(
            eq(eventoArtistas.idEvento, idEvento),
            eq(artistas.isActivo, false),
            eq(artistas.descartado, false),
          ),
        )
        .orderBy(artistas.idArtista);
      return views.views(
        rows.map((r) => r.artista),
        null,
      );
    },

    /**
     * A new artist. A name already taken (any case) is refused, unless its artist was
     * discarded: that artist comes back with what the administrator typed, so organisers'
     * events that named it keep pointing at it.
     */
    create(input: CreateArtistaInput): Promise<{ idArtista: number }> {
      return db.transaction(async (tx) => {
        await lockArtistName(tx, input.nombre);
        const taken = await sameName(tx, input.nombre);
        if (taken && !taken.descartado) throw conflict(ARTIST_MSG.nombreEnUso);
        if (taken) {
          await tx
            .update(artistas)
            .set({ ...columnsOf(input), descartado: false, dtAlta: sql`now()` })
            .where(eq(artistas.idArtista, taken.idArtista));
          return { idArtista: taken.idArtista };
        }
        const [row] = await tx
          .insert(artistas)
          .values(columnsOf(input))
          .returning({ idArtista: artistas.idArtista });
        return { idArtista: row!.idArtista };
      });
    },

    async update(input: UpdateArtistaInput): Promise<{ idArtista: number }> {
      const { idArtista } = input;
      await db.transaction(async (tx) => {
        await lockArtistName(tx, input.nombre);
        if (await sameName(tx, input.nombre, idArtista)) throw conflict(ARTIST_MSG.nombreEnUso);
        const updated = await tx
          .update(artistas)
          .set(columnsOf(input))
          .where(eq(artistas.idArtista, idArtista))
          .returning({ idArtista: artistas.idArtista });
        if (updated.length === 0) throw notFound(ARTIST_MSG.noEncontrado);
      });
      deps.clearEventosListCache();
      return { idArtista };
    },

    /**
     * The activation dialog: active from now on, with the socials it was given and, when sent,
     * the name the administrator corrected (refused when another artist has it, any case).
     */
    async activar(input: ActivarArtistaInput): Promise<{ idArtista: number }> {
      const { idArtista, nombre } = input;
      await db.transaction(async (tx) => {
        if (nombre !== undefined) {
          await lockArtistName(tx, nombre);
          if (await sameName(tx, nombre, idArtista)) throw conflict(ARTIST_MSG.nombreEnUso);
        }
        const updated = await tx
          .update(artistas)
          .set({
            ...(nombre !== undefined && { nombre }),
            isActivo: true,
            descartado: false,
            mdInstagram: input.socials.mdInstagram,
            mdSpotify: input.socials.mdSpotify,
            mdSoundcloud: input.socials.mdSoundcloud,
          })
          .where(eq(artistas.idArtista, idArtista))
          .returning({ idArtista: artistas.idArtista });
        if (updated.length === 0) throw notFound(ARTIST_MSG.noEncontrado);
      });
      // Event cards show line-up names: a corrected name must not wait for the cache.
      if (nombre !== undefined) deps.clearEventosListCache();
      return { idArtista };
    },

    /** "No Activar": an inactive artist is never offered for activation again. */
    async descartar(idArtista: number): Promise<{ idArtista: number }> {
      const updated = await db
        .update(artistas)
        .set({ descartado: true })
        .where(and(eq(artistas.idArtista, idArtista), eq(artistas.isActivo, false)))
        .returning({ idArtista: artistas.idArtista });
      if (updated.length > 0) return { idArtista };
      if (await views.find(idArtista)) throw conflict(ARTIST_MSG.yaActivo);
      throw notFound(ARTIST_MSG.noEncontrado);
    },

    /**
     * Deletes the artist, its likes and its place in line-ups (cascade) and its media rows in
     * one transaction; the stored files go once it has committed.
     */
    async remove(idArtista: number): Promise<void> {
      const mediaRows = await db.transaction(async (tx) => {
        const deleted = await tx
          .delete(artistas)
          .where(eq(artistas.idArtista, idArtista))
          .returning({ idArtista: artistas.idArtista });
        if (deleted.length === 0) throw notFound(ARTIST_MSG.noEncontrado);
        return deleteOwnerMediaRows(tx, mediaOwnerKey('artista', idArtista));
      });
      await removeMediaFiles(store, mediaRows);
      deps.clearEventosListCache();
    },
  };
}

export type ArtistasAdminService = ReturnType<typeof createArtistasAdminService>;
