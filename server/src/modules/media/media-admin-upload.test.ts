import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@shared/domain/limits';
import { TERMS_PAST_MEDIA_KEY } from '@shared/domain/catalogs';
import { MEDIA_RULES } from '@shared/domain/media-rules';
import { MSG } from '@shared/messages';
import { TERMS_MSG } from '@shared/validation/admin';
import { media } from '../../db/schema/index';
import { renderTermsPdf } from '../../db/seed/terms-pdf';
import { insertArtista } from '../../test/discovery-fixtures';
import { multipartBody } from '../../test/organiser-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
const token: Record<'admin' | 'organizador' | 'usuario', string> = {
  admin: '',
  organizador: '',
  usuario: '',
};
let idUsuario: number;
let idOtroUsuario: number;
let idArtista: number;
let png: Buffer;
let jpeg: Buffer;
let pdf: Uint8Array;

interface FileSpec {
  bytes: Uint8Array;
  filename?: string;
  type?: string;
}

function upload(tok: string, key: string, file?: FileSpec) {
  const { payload, headers } = multipartBody(
    { IdEntidadMedia: key },
    file && {
      field: 'File',
      filename: file.filename ?? 'archivo.png',
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

const rowsOf = (key: string) =>
  t.database.db.select().from(media).where(eq(media.idEntidadMedia, key));

const listed = async (key: string) => {
  const res = await t.app.inject({ url: `/api/v1/Media?IdEntidadMedia=${key}` });
  return {
    res,
    ids: res.json<{ media: Array<{ idMedia: number }> }>().media.map((m) => m.idMedia),
  };
};

/** `size` bytes that start like a real file of that kind (the rest is padding). */
function padded(head: Uint8Array, size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set(head);
  return bytes;
}

beforeAll(async () => {
  t = await createTestApp();
  token.admin = await t.tokenFor((await t.createUser([1])).idUsuario);
  token.organizador = await t.tokenFor((await t.createUser([0, 2])).idUsuario);
  idUsuario = (await t.createUser([0])).idUsuario;
  idOtroUsuario = (await t.createUser([0])).idUsuario;
  token.usuario = await t.tokenFor(idUsuario);
  idArtista = await insertArtista(t.database.db, { nombre: 'Con Foto' });
  const base = sharp({
    create: { width: 40, height: 20, channels: 3, background: { r: 20, g: 90, b: 200 } },
  });
  png = await base.clone().png().toBuffer();
  jpeg = await base.clone().jpeg().toBuffer();
  pdf = await renderTermsPdf(new Date('2031-01-01T00:00:00Z'));
});
afterAll(() => t.close());

describe('carousel slides (idCarousel1..4)', () => {
  it('replaces a slide: GET /Media shows only the new file at once, with a new ETag', async () => {
    const first = await upload(token.admin, 'idCarousel2', { bytes: png });
    expect(first.statusCode, first.body).toBe(201);
    const before = await listed('idCarousel2');
    expect(before.ids).toEqual([first.json().idMedia]);
    expect(before.res.headers['cache-control']).toBe('no-cache');
    const [old] = await rowsOf('idCarousel2');

    const second = await upload(token.admin, 'idCarousel2', { bytes: jpeg, type: 'image/jpeg' });
    expect(second.statusCode, second.body).toBe(201);
    const after = await listed('idCarousel2');
    expect(after.ids).toEqual([second.json().idMedia]);
    expect(after.res.headers.etag).toBeDefined();
    expect(after.res.headers.etag).not.toBe(before.res.headers.etag);
    expect(await t.mediaStore.get(old!.storageKey!)).toBeNull();
    const served = await t.app.inject({ url: second.json().url });
    expect(served.headers['content-type']).toBe('image/jpeg');
  });

  it('deletes a slide (204): the row and the stored file go', async () => {
    const [row] = await rowsOf('idCarousel2');
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/Media/${row!.idMedia}`,
      headers: { authorization: `Bearer ${token.admin}` },
    });
    expect(res.statusCode).toBe(204);
    expect((await listed('idCarousel2')).ids).toEqual([]);
    expect(await t.mediaStore.get(row!.storageKey!)).toBeNull();
  });

  it('refuses a slide from an organiser (403) and a PDF with the carousel wording', async () => {
    const organiser = await upload(token.organizador, 'idCarousel1', { bytes: png });
    expect(organiser.statusCode).toBe(403);
    expect(organiser.json().detail).toBe(MSG.sinPermiso);
    const notImage = await upload(token.admin, 'idCarousel1', {
      bytes: pdf,
      filename: 'slide.png',
    });
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().detail).toBe(MEDIA_RULES.carrusel.tipo);
    const big = await upload(token.admin, 'idCarousel1', {
      bytes: padded(png.subarray(0, 8), 3 * 1024 * 1024),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().detail).toBe('La imagen debe pesar menos de 2MB');
    expect(await rowsOf('idCarousel1')).toEqual([]);
  });

  it('refuses to delete a slide for anyone but an administrator', async () => {
    const up = await upload(token.admin, 'idCarousel3', { bytes: png });
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/Media/${up.json().idMedia}`,
      headers: { authorization: `Bearer ${token.organizador}` },
    });
    expect(res.statusCode).toBe(403);
    expect(await rowsOf('idCarousel3')).toHaveLength(1);
  });
});

describe('terms PDF (archivoTyC)', () => {
  it('stores a real PDF as it came; a new one is in force and the previous is kept', async () => {
    const first = await upload(token.admin, 'archivoTyC', {
      bytes: pdf,
      filename: 'tyc.pdf',
      type: 'application/pdf',
    });
    expect(first.statusCode, first.body).toBe(201);
    const served = await t.app.inject({ url: first.json().url });
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(Buffer.compare(served.rawPayload, Buffer.from(pdf))).toBe(0);

    // Over the 2 MB image limit, under the PDF one.
    const larger = padded(pdf.subarray(0, 64), 3 * 1024 * 1024);
    const second = await upload(token.admin, 'archivoTyC', {
      bytes: larger,
      filename: 'tyc-2.pdf',
      type: 'application/pdf',
    });
    expect(second.statusCode, second.body).toBe(201);
    const rows = await rowsOf('archivoTyC');
    expect(rows.map((r) => [r.idMedia, r.mime, r.bytes])).toEqual([
      [second.json().idMedia, 'application/pdf', larger.length],
    ]);
    // The earlier version is kept (what buyers accepted), off the key /terminos reads.
    const [firstRow] = [first.json<{ idMedia: number }>()];
    expect((await listed('archivoTyC')).ids).toEqual([second.json().idMedia]);
    expect((await rowsOf(TERMS_PAST_MEDIA_KEY)).map((r) => r.idMedia)).toContain(firstRow.idMedia);
    const kept = await t.app.inject({ url: `/api/v1/Media/file/${firstRow.idMedia}` });
    expect(kept.statusCode).toBe(200);
    expect(Buffer.compare(kept.rawPayload, Buffer.from(pdf))).toBe(0);
  });

  it('refuses a PNG renamed .pdf and a JPEG with the terms wording, keeping the current file', async () => {
    const current = (await rowsOf('archivoTyC')).map((r) => r.idMedia);
    const renamed = await upload(token.admin, 'archivoTyC', {
      bytes: png,
      filename: 'terminos.pdf',
      type: 'application/pdf',
    });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().detail).toBe('El archivo debe ser un PDF.');
    expect(renamed.json().detail).toBe(TERMS_MSG.soloPdf);
    const photo = await upload(token.admin, 'archivoTyC', {
      bytes: jpeg,
      filename: 'foto.jpg',
      type: 'image/jpeg',
    });
    expect(photo.statusCode).toBe(400);
    expect(photo.json().detail).toBe(TERMS_MSG.soloPdf);
    expect((await rowsOf('archivoTyC')).map((r) => r.idMedia)).toEqual(current);
  });

  it('refuses a PDF over the limit with a clean 413 and asks for a file when none came', async () => {
    const huge = await upload(token.admin, 'archivoTyC', {
      bytes: padded(pdf.subarray(0, 64), LIMITS.pdfMaxBytes + 1024),
      filename: 'enorme.pdf',
      type: 'application/pdf',
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().detail).toBe(MEDIA_RULES.tyc.peso);
    const none = await upload(token.admin, 'archivoTyC');
    expect(none.statusCode).toBe(400);
    expect(none.json().detail).toBe(TERMS_MSG.falta);
  });

  it('is refused to non-administrators', async () => {
    const res = await upload(token.organizador, 'archivoTyC', {
      bytes: pdf,
      filename: 'tyc.pdf',
      type: 'application/pdf',
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('artist and news images', () => {
  it('refuses a 3 MB image for an artist with the artist wording', async () => {
    const res = await upload(token.admin, `artista-${idArtista}`, {
      bytes: padded(png.subarray(0, 8), 3 * 1024 * 1024),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().detail).toBe('La imagen no debe pesar más de 2MB.');
    expect(await rowsOf(`artista-${idArtista}`)).toEqual([]);
  });

  it('answers the artist wording for a file above even the PDF limit', async () => {
    const res = await upload(token.admin, `artista-${idArtista}`, {
      bytes: padded(png.subarray(0, 8), LIMITS.pdfMaxBytes + 1024),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().detail).toBe(MEDIA_RULES.artista.peso);
  });

  it('stores an artist photo re-encoded; refuses a text file with the artist wording', async () => {
    const ok = await upload(token.admin, `artista-${idArtista}`, {
      bytes: jpeg,
      type: 'image/jpeg',
    });
    expect(ok.statusCode, ok.body).toBe(201);
    const bad = await upload(token.admin, `artista-${idArtista}`, {
      bytes: new TextEncoder().encode('hola'),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toBe(MEDIA_RULES.artista.tipo);
  });

  it('answers 404 for an artist or news item that does not exist, 403 to others', async () => {
    const artista = await upload(token.admin, 'artista-999999', { bytes: png });
    expect(artista.statusCode).toBe(404);
    expect(artista.json().detail).toBe(MSG.artistaNoEncontrado);
    const noticia = await upload(token.admin, 'noticia-999999', { bytes: png });
    expect(noticia.statusCode).toBe(404);
    expect(noticia.json().detail).toBe(MSG.noticiaNoEncontrada);
    const organiser = await upload(token.organizador, `artista-${idArtista}`, { bytes: png });
    expect(organiser.statusCode).toBe(403);
  });
});

describe('profile photos (usuario-<id>)', () => {
  it('lets a user set their own photo, replacing the previous one', async () => {
    const first = await upload(token.usuario, `usuario-${idUsuario}`, { bytes: png });
    expect(first.statusCode, first.body).toBe(201);
    const second = await upload(token.usuario, `usuario-${idUsuario}`, { bytes: png });
    expect(second.statusCode).toBe(201);
    expect((await rowsOf(`usuario-${idUsuario}`)).map((r) => r.idMedia)).toEqual([
      second.json().idMedia,
    ]);
    const refused = await upload(token.usuario, `usuario-${idUsuario}`, {
      bytes: new TextEncoder().encode('texto'),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toBe(MEDIA_RULES.usuario.tipo);
  });

  it("refuses another user's key (403); an administrator may", async () => {
    const other = await upload(token.usuario, `usuario-${idOtroUsuario}`, { bytes: png });
    expect(other.statusCode).toBe(403);
    expect(await rowsOf(`usuario-${idOtroUsuario}`)).toEqual([]);
    const byAdmin = await upload(token.admin, `usuario-${idOtroUsuario}`, { bytes: png });
    expect(byAdmin.statusCode).toBe(201);
    const [row] = await rowsOf(`usuario-${idOtroUsuario}`);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/Media/${row!.idMedia}`,
      headers: { authorization: `Bearer ${token.usuario}` },
    });
    expect(del.statusCode).toBe(403);
    expect(await rowsOf(`usuario-${idOtroUsuario}`)).toHaveLength(1);
  });
});

describe('over a real connection', () => {
  it('answers a refused caller cleanly while the upload is still arriving', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const send = (key: string, bytes: Uint8Array, tok: string) => {
      const form = new FormData();
      form.append('IdEntidadMedia', key);
      form.append('File', new Blob([bytes.slice()], { type: 'image/png' }), 'grande.png');
      return fetch(`${address}/api/v1/Media`, {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${tok}` },
      });
    };
    const big = padded(png.subarray(0, 8), 4 * 1024 * 1024);
    const refused = await send(`usuario-${idOtroUsuario}`, big, token.usuario);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { detail: string }).detail).toBe(MSG.sinPermiso);
    const tooLarge = await send(
      'archivoTyC',
      padded(pdf.subarray(0, 64), LIMITS.pdfMaxBytes + 4096),
      token.admin,
    );
    expect(tooLarge.status).toBe(413);
    expect(((await tooLarge.json()) as { detail: string }).detail).toBe(MEDIA_RULES.tyc.peso);
  });
});
