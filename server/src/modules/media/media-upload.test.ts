import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@shared/domain/limits';
import { MSG } from '@shared/messages';
import { CREATE_EVENT_MSG } from '@shared/validation/evento';
import { media } from '../../db/schema/index';
import { insertEvento } from '../../test/discovery-fixtures';
import { multipartBody } from '../../test/organiser-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { waitUntil } from '../../test/wait-until';

let t: TestApp;
let idEvento: number;
const token: Record<string, string> = {};
let photo: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  const organizador = (await t.createUser([0, 2])).idUsuario;
  token.organizador = await t.tokenFor(organizador);
  token.otro = await t.tokenFor((await t.createUser([0, 2])).idUsuario);
  token.admin = await t.tokenFor((await t.createUser([1])).idUsuario);
  ({ idEvento } = await insertEvento(t.database.db, {
    idUsuario: organizador,
    nombre: 'Con flyer',
    cdEstado: 0,
    dias: ['2031-01-01T23:00:00-03:00'],
  }));
  // A photo carrying EXIF (camera, GPS-like fields) and an orientation tag.
  photo = await sharp({
    create: { width: 64, height: 32, channels: 3, background: { r: 10, g: 200, b: 90 } },
  })
    .png()
    .withExif({ IFD0: { Make: 'Cámara Espía', Copyright: 'secreto' } })
    .toBuffer();
});
afterAll(() => t.close());

function upload(
  tok: string,
  key: string,
  file?: { bytes: Uint8Array; filename?: string; type?: string },
) {
  const { payload, headers } = multipartBody(
    { IdEntidadMedia: key },
    file && {
      field: 'File',
      filename: file.filename ?? 'flyer.png',
      type: file.type ?? 'image/png',
      bytes: file.bytes,
    },
  );
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/Media',
    payload,
    headers: { ...headers, authorization: `Bearer ${tok}` },
  });
}

const imagesOf = (id: number) =>
  t.database.db
    .select()
    .from(media)
    .where(eq(media.idEntidadMedia, `evento-${id}`));

describe('POST /Media', () => {
  it('stores a real PNG re-encoded without its metadata and answers its id and url', async () => {
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const res = await upload(token.organizador!, `evento-${idEvento}`, { bytes: photo });
    expect(res.statusCode, res.body).toBe(201);
    const { idMedia, url } = res.json<{ idMedia: number; url: string }>();
    expect(url).toBe(`/api/v1/Media/file/${idMedia}`);
    const served = await t.app.inject({ url });
    expect(served.headers['content-type']).toBe('image/png');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 64, height: 32 });
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('Cámara Espía'))).toBe(false);
  });

  it('makes the widths the pages offer right after the upload, none wider than the flyer', async () => {
    const flyer = await sharp({
      create: { width: 1080, height: 1350, channels: 3, background: { r: 120, g: 20, b: 90 } },
    })
      .jpeg()
      .toBuffer();
    const res = await upload(token.organizador!, `evento-${idEvento}`, {
      bytes: flyer,
      filename: 'flyer.jpg',
      type: 'image/jpeg',
    });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await imagesOf(idEvento);
    expect(row).toMatchObject({ width: 1080, height: 1350 });
    const base = row!.storageKey!.replace(/\.jpg$/, '');
    // 320, 640 and 960 as they are; 1200 is the flyer's own 1080; nothing wider is made.
    await waitUntil(
      async () => (await t.mediaStore.get(`${base}.w1200.webp`)) !== null,
      "the flyer's widths",
    );
    for (const [w, width] of [
      [320, 320],
      [640, 640],
      [960, 960],
      [1200, 1080],
    ] as const) {
      const bytes = await t.mediaStore.get(`${base}.w${w}.webp`);
      expect(bytes, String(w)).not.toBeNull();
      expect((await sharp(bytes!).metadata()).width, String(w)).toBe(width);
    }
    expect(await t.mediaStore.get(`${base}.w1600.webp`)).toBeNull();
  });

  it('replaces the previous image of the event (row and file)', async () => {
    const [old] = await imagesOf(idEvento);
    const res = await upload(token.admin!, `evento-${idEvento}`, { bytes: photo });
    expect(res.statusCode).toBe(201);
    const rows = await imagesOf(idEvento);
    expect(rows.map((r) => r.idMedia)).toEqual([res.json().idMedia]);
    expect(await t.mediaStore.get(old!.storageKey!)).toBeNull();
  });

  it('accepts an image just under 2 MB (the 1 MB JSON body limit does not apply)', async () => {
    const noise = new Uint8Array(780 * 780 * 3).map(() => Math.floor(Math.random() * 256));
    const png = await sharp(noise, { raw: { width: 780, height: 780, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(png.length).toBeGreaterThan(1_500_000);
    expect(png.length).toBeLessThanOrEqual(LIMITS.imageMaxBytes);
    const res = await upload(token.organizador!, `evento-${idEvento}`, { bytes: png });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('refuses a text file named .png with the spec text', async () => {
    const res = await upload(token.organizador!, `evento-${idEvento}`, {
      bytes: new TextEncoder().encode('no soy una imagen'),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(CREATE_EVENT_MSG.imagenTipo);
  });

  it('refuses a file over 2 MB with the spec text', async () => {
    const big = new Uint8Array(3 * 1024 * 1024);
    big.set(photo.subarray(0, 8));
    const res = await upload(token.organizador!, `evento-${idEvento}`, { bytes: big });
    expect(res.statusCode).toBe(413);
    expect(res.json().detail).toBe(CREATE_EVENT_MSG.imagenTipo);
    expect(big.length).toBeGreaterThan(LIMITS.imageMaxBytes);
  });

  it("refuses another organiser's event, other kinds of owner and a missing file", async () => {
    const other = await upload(token.otro!, `evento-${idEvento}`, { bytes: photo });
    expect(other.statusCode).toBe(404);
    const kind = await upload(token.organizador!, 'idCarousel1', { bytes: photo });
    expect(kind.statusCode).toBe(403);
    expect(kind.json().detail).toBe(MSG.sinPermiso);
    const unknown = await upload(token.organizador!, 'otraCosa', { bytes: photo });
    expect(unknown.statusCode).toBe(403);
    expect(unknown.json().detail).toBe(MSG.medioNoPermitido);
    const none = await upload(token.organizador!, `evento-${idEvento}`);
    expect(none.statusCode).toBe(400);
    expect(none.json().detail).toBe(MSG.archivoFalta);
  });
});

describe('DELETE /Media/:idMedia', () => {
  it("lets the owner delete the event's image (204); others get 404", async () => {
    const [row] = await imagesOf(idEvento);
    const url = `/api/v1/Media/${row!.idMedia}`;
    const other = await t.app.inject({
      method: 'DELETE',
      url,
      headers: { authorization: `Bearer ${token.otro}` },
    });
    expect(other.statusCode).toBe(404);
    const res = await t.app.inject({
      method: 'DELETE',
      url,
      headers: { authorization: `Bearer ${token.organizador}` },
    });
    expect(res.statusCode).toBe(204);
    expect(await imagesOf(idEvento)).toEqual([]);
    expect(await t.mediaStore.get(row!.storageKey!)).toBeNull();
  });
});
