import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import { MEDIA_WIDTHS } from '@shared/api/discovery';
import { mediaFileUrl } from '../../../shared/domain/media-keys';
import type { DbExecutor } from '../db/executor';
import { media } from '../db/schema/index';
import type { MediaStore } from './media-store';
import { variantKey } from './media-variants';

export type MediaRow = typeof media.$inferSelect;

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'application/pdf': 'pdf',
};

/** `<owner>/<uuid>.<ext>`: unguessable, grouped by owner, never derived from user input. */
export function newStorageKey(idEntidadMedia: string, mime: string): string {
  const owner = idEntidadMedia.replace(/[^A-Za-z0-9_-]/g, '_') || 'media';
  return `${owner}/${randomUUID()}.${EXTENSIONS[mime] ?? 'bin'}`;
}

export interface MediaFileRow {
  idEntidadMedia: string;
  storageKey: string;
  mime: string;
  bytes: number;
  width?: number | null;
  height?: number | null;
}

/**
 * Inserts rows for files already in the store. Ids are taken from the sequence first so the
 * row is written once with its final url (`/api/v1/Media/file/<id>`).
 */
export async function insertMediaFileRows(
  db: DbExecutor,
  rows: ReadonlyArray<MediaFileRow>,
): Promise<MediaRow[]> {
  if (rows.length === 0) return [];
  const ids = await db.execute<{ id: number }>(
    sql`select nextval(pg_get_serial_sequence('media', 'id_media'))::int as id from generate_series(1, ${rows.length})`,
  );
  const values = rows.map((r, i) => {
    const idMedia = Number(ids.rows[i]!.id);
    return {
      idMedia,
      idEntidadMedia: r.idEntidadMedia,
      url: mediaFileUrl(idMedia),
      mdVideo: false,
      mime: r.mime,
      storageKey: r.storageKey,
      bytes: r.bytes,
      width: r.width ?? null,
      height: r.height ?? null,
    };
  });
  return db.insert(media).values(values).returning();
}

export interface SaveMediaFileInput {
  idEntidadMedia: string;
  bytes: Uint8Array;
  mime: string;
  width?: number | null;
  height?: number | null;
}

/** Writes the bytes, then the row; the file is removed again if the row cannot be written. */
export async function saveMediaFile(
  db: DbExecutor,
  store: MediaStore,
  input: SaveMediaFileInput,
): Promise<MediaRow> {
  const storageKey = newStorageKey(input.idEntidadMedia, input.mime);
  await store.put(storageKey, input.bytes, input.mime);
  try {
    const [row] = await insertMediaFileRows(db, [
      {
        idEntidadMedia: input.idEntidadMedia,
        storageKey,
        mime: input.mime,
        bytes: input.bytes.length,
        width: input.width,
        height: input.height,
      },
    ]);
    return row!;
  } catch (err) {
    await store.remove(storageKey).catch(() => undefined);
    throw err;
  }
}

/** A link (YouTube video and the like): nothing is stored, the url is the content. */
export async function saveMediaLink(
  db: DbExecutor,
  input: { idEntidadMedia: string; url: string; mdVideo: boolean },
): Promise<MediaRow> {
  const [row] = await db
    .insert(media)
    .values({ idEntidadMedia: input.idEntidadMedia, url: input.url, mdVideo: input.mdVideo })
    .returning();
  return row!;
}

export function listMedia(db: DbExecutor, idEntidadMedia: string): Promise<MediaRow[]> {
  return db
    .select()
    .from(media)
    .where(eq(media.idEntidadMedia, idEntidadMedia))
    .orderBy(asc(media.idMedia));
}

export async function getMediaById(db: DbExecutor, idMedia: number): Promise<MediaRow | null> {
  const [row] = await db.select().from(media).where(eq(media.idMedia, idMedia)).limit(1);
  return row ?? null;
}

/** What a card or a detail page shows of an owner's media. */
export interface OwnerMedia {
  /** URL of the first image (not a video link, not the PDF), or null. */
  imagen: string | null;
  /** That image's size in pixels, when known. */
  ancho?: number | null;
  alto?: number | null;
  /** URL of the first video link, or null. */
  video: string | null;
}

const isImage = (m: Pick<MediaRow, 'mdVideo' | 'mime'>) =>
  !m.mdVideo && (m.mime === null || m.mime.startsWith('image/'));

/**
 * The first image and first video of each owner key, in one query, so lists never fetch
 * media per item. Owners without media are absent from the map.
 */
export async function ownerMediaSummaries(
  db: DbExecutor,
  keys: ReadonlyArray<string>,
): Promise<Map<string, OwnerMedia>> {
  const summaries = new Map<string, OwnerMedia>();
  if (keys.length === 0) return summaries;
  const rows = await db
    .select({
      idEntidadMedia: media.idEntidadMedia,
      url: media.url,
      mdVideo: media.mdVideo,
      mime: media.mime,
      width: media.width,
      height: media.height,
    })
    .from(media)
    .where(inArray(media.idEntidadMedia, [...new Set(keys)]))
    .orderBy(asc(media.idMedia));
  for (const row of rows) {
    const summary = summaries.get(row.idEntidadMedia) ?? { imagen: null, video: null };
    if (row.mdVideo) summary.video ??= row.url;
    else if (isImage(row) && summary.imagen === null)
      Object.assign(summary, { imagen: row.url, ancho: row.width, alto: row.height });
    summaries.set(row.idEntidadMedia, summary);
  }
  return summaries;
}

/** Replaces the owner's video link (none when `url` is empty), inside the caller's transaction. */
export async function replaceVideoLink(
  exec: DbExecutor,
  idEntidadMedia: string,
  url: string,
): Promise<void> {
  await exec
    .delete(media)
    .where(and(eq(media.idEntidadMedia, idEntidadMedia), eq(media.mdVideo, true)));
  if (url) await saveMediaLink(exec, { idEntidadMedia, url, mdVideo: true });
}

/** Removes a stored file and the WebP variants made from it; a missing file is no error. */
async function removeStoredFile(store: MediaStore, storageKey: string): Promise<void> {
  await Promise.all([
    store.remove(storageKey),
    ...MEDIA_WIDTHS.map((w) => store.remove(variantKey(storageKey, w))),
  ]);
}

/**
 * Saves the owner's new file (an image, or the terms PDF), then drops its previous stored
 * files (rows, bytes, variants) but not its video links: the owner is never left without
 * one, and a failed save keeps the old.
 */
export async function replaceOwnerFile(
  db: DbExecutor,
  store: MediaStore,
  input: SaveMediaFileInput,
): Promise<MediaRow> {
  const saved = await saveMediaFile(db, store, input);
  const old = await db
    .delete(media)
    .where(
      and(
        eq(media.idEntidadMedia, input.idEntidadMedia),
        eq(media.mdVideo, false),
        isNotNull(media.storageKey),
        ne(media.idMedia, saved.idMedia),
      ),
    )
    .returning();
  await removeMediaFiles(store, old);
  return saved;
}

/** Removes the stored bytes (and variants) of rows already deleted. */
export async function removeMediaFiles(
  store: MediaStore,
  rows: ReadonlyArray<Pick<MediaRow, 'storageKey'>>,
): Promise<void> {
  await Promise.all(rows.map((m) => (m.storageKey ? removeStoredFile(store, m.storageKey) : null)));
}

/**
 * Deletes every media row of an owner inside the caller's transaction and answers them;
 * the caller removes their files (removeMediaFiles) once the transaction has committed.
 */
export function deleteOwnerMediaRows(
  exec: DbExecutor,
  idEntidadMedia: string,
): Promise<MediaRow[]> {
  return exec.delete(media).where(eq(media.idEntidadMedia, idEntidadMedia)).returning();
}

/** Deletes one media row and, for a stored file, its bytes and variants. */
export async function deleteMedia(db: DbExecutor, store: MediaStore, row: MediaRow): Promise<void> {
  await db.delete(media).where(eq(media.idMedia, row.idMedia));
  if (row.storageKey) await removeStoredFile(store, row.storageKey);
}
