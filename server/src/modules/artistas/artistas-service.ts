import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ArtistaView } from '@shared/api/discovery';
import { compareArtistNames } from '@shared/domain/artist-directory';
import { mediaOwnerKey } from '@shared/domain/media-keys';
import { matchesSearch } from '@shared/domain/text-search';
import { MSG } from '@shared/messages';
import { tidyArtistName } from '@shared/domain/name-match';
import type { artistaRefSchema } from '@shared/validation/evento';
import type { Db } from '../../db/client';
import type { DbExecutor } from '../../db/executor';
import { badRequest } from '../../plugins/problem';
import { artistaLikes, artistas } from '../../db/schema/index';
import { ownerMediaSummaries } from '../../media/media-service';

type ArtistaRow = typeof artistas.$inferSelect;

/** Which artists a list holds: the public directory, or those awaiting an administrator. */
export type ArtistasListado = 'activos' | 'pendientes';

/** An artist of a line-up as the organiser's form sends it (shared/validation/evento.ts). */
export type ArtistaRef = z.output<typeof artistaRefSchema>;

/**
 * Serialises writers of one artist name, whatever its case, until the transaction ends: an
 * organiser's new line-up name and an administrator's create or rename never make two
 * artists of one name.
 */
export async function lockArtistName(tx: DbExecutor, nombre: string): Promise<void> {
  const key = `artista:${nombre.trim().replace(/\s+/g, ' ').toLowerCase()}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}

/**
 * The artist of that name whatever its case, or a new inactive one named as typed. A transaction
 * lock on the name keeps two simultaneous creates from adding the same new artist twice.
 */
async function findOrCreateByName(tx: DbExecutor, typed: string): Promise<number> {
  const nombre = tidyArtistName(typed);
  await lockArtistName(tx, nombre);
  const [existing] = await tx
    .select({ idArtista: artistas.idArtista })
    .from(artistas)
    .where(sql`lower(${artistas.nombre}) = lower(${nombre})`)
    .orderBy(asc(artistas.idArtista))
    .limit(1);
  if (existing) return existing.idArtista;
  const [created] = await tx
    .insert(artistas)
    .values({ nombre, isActivo: false })
    .returning({ idArtista: artistas.idArtista });
  return created!.idArtista;
}

/** Artists and their likes (artistas, artista_likes). */
export function createArtistasService(db: Db) {
  /** Views of these rows with likes, the caller's like and the photo: three queries in all. */
  async function views(rows: ArtistaRow[], idViewer: number | null): Promise<ArtistaView[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.idArtista);
    const [likeCounts, liked, photos] = await Promise.all([
      db
        .select({ idArtista: artistaLikes.idArtista, likes: count() })
        .from(artistaLikes)
        .where(inArray(artistaLikes.idArtista, ids))
        .groupBy(artistaLikes.idArtista),
      idViewer === null
        ? Promise.resolve([])
        : db
            .select({ idArtista: artistaLikes.idArtista })
            .from(artistaLikes)
            .where(and(eq(artistaLikes.idUsuario, idViewer), inArray(artistaLikes.idArtista, ids))),
      ownerMediaSummaries(
        db,
        ids.map((id) => mediaOwnerKey('artista', id)),
      ),
    ]);
    const likes = new Map(likeCounts.map((l) => [l.idArtista, l.likes]));
    const mine = new Set(liked.map((l) => l.idArtista));
    return rows.map((a) => ({
      idArtista: a.idArtista,
      nombre: a.nombre,
      bio: a.bio,
      isActivo: a.isActivo,
      dtAlta: a.dtAlta.toISOString(),
      socials: {
        idSocial: a.idArtista,
        mdInstagram: a.mdInstagram,
        mdSpotify: a.mdSpotify,
        mdSoundcloud: a.mdSoundcloud,
      },
      imagen: photos.get(mediaOwnerKey('artista', a.idArtista))?.imagen ?? null,
      likes: likes.get(a.idArtista) ?? 0,
      isFavorito: mine.has(a.idArtista) ? 1 : 0,
    }));
  }

  return {
    views,

    find: async (idArtista: number): Promise<ArtistaRow | null> =>
      (await db.select().from(artistas).where(eq(artistas.idArtista, idArtista)).limit(1))[0] ??
      null,

    /** Names of these artists by id (event cards list their line-up). */
    async refs(ids: ReadonlyArray<number>, exec: DbExecutor = db): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await exec
        .select({ idArtista: artistas.idArtista, nombre: artistas.nombre })
        .from(artistas)
        .where(inArray(artistas.idArtista, [...new Set(ids)]));
      return new Map(rows.map((r) => [r.idArtista, r.nombre]));
    },

    /**
     * Sorted for the directory: '#' names first, then Spanish order (shared rule). With
     * `busqueda`, only the names that contain it, whatever their case and accents.
     */
    async list(
      listado: ArtistasListado,
      idViewer: number | null,
      busqueda?: string,
    ): Promise<ArtistaView[]> {
      const all = await db
        .select()
        .from(artistas)
        .where(
          listado === 'activos'
            ? eq(artistas.isActivo, true)
            : and(eq(artistas.isActivo, false), eq(artistas.descartado, false)),
        );
      const rows = busqueda ? all.filter((a) => matchesSearch(busqueda, [a.nombre])) : all;
      rows.sort((a, b) => compareArtistNames(a.nombre, b.nombre) || a.idArtista - b.idArtista);
      return views(rows, idViewer);
    },

    /**
     * The artist ids of a line-up, inside the caller's transaction: ids must exist (active or
     * not); a typed name is matched case-insensitively against every artist, and an unknown
     * one is created as typed (spaces tidied) and inactive until an administrator activates
     * it. Repeats are dropped, first mention wins.
     */
    async resolveLineup(tx: DbExecutor, refs: ReadonlyArray<ArtistaRef>): Promise<number[]> {
      const byId = refs.flatMap((r) => ('idArtista' in r ? [r.idArtista] : []));
      if (byId.length > 0) {
        const found = await tx
          .select({ idArtista: artistas.idArtista })
          .from(artistas)
          .where(inArray(artistas.idArtista, [...new Set(byId)]));
        if (found.length !== new Set(byId).size) throw badRequest(MSG.artistaInexistente);
      }
      const ids: number[] = [];
      for (const ref of refs) {
        const id = 'idArtista' in ref ? ref.idArtista : await findOrCreateByName(tx, ref.nombre);
        if (!ids.includes(id)) ids.push(id);
      }
      return ids;
    },

    /** Likes or unlikes; answers the new state and the artist's like count. */
    toggleLike(
      idUsuario: number,
      idArtista: number,
    ): Promise<{ isFavorito: 0 | 1; likes: number }> {
      return db.transaction(async (tx) => {
        const mine = and(
          eq(artistaLikes.idUsuario, idUsuario),
          eq(artistaLikes.idArtista, idArtista),
        );
        const removed = await tx.delete(artistaLikes).where(mine).returning();
        if (removed.length === 0)
          await tx.insert(artistaLikes).values({ idUsuario, idArtista }).onConflictDoNothing();
        const [row] = await tx
          .select({ likes: count() })
          .from(artistaLikes)
          .where(eq(artistaLikes.idArtista, idArtista));
        return { isFavorito: removed.length === 0 ? 1 : 0, likes: row?.likes ?? 0 };
      });
    },

    /** Ids of the most recent likers, newest first. */
    async recentLikers(idArtista: number, limit: number): Promise<number[]> {
      const rows = await db
        .select({ idUsuario: artistaLikes.idUsuario })
        .from(artistaLikes)
        .where(eq(artistaLikes.idArtista, idArtista))
        .orderBy(desc(artistaLikes.createdAt), desc(artistaLikes.idUsuario))
        .limit(limit);
      return rows.map((r) => r.idUsuario);
    },
  };
}

export type ArtistasService = ReturnType<typeof createArtistasService>;
