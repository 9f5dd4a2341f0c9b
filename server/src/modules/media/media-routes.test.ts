import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@shared/messages';
import { saveMediaFile, type MediaRow } from '../../media/media-service';
import { variantKey } from '../../media/media-variants';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let photo: MediaRow;
let pdf: MediaRow;

beforeAll(async () => {
  t = await createTestApp();
  const png = await sharp({
    create: { width: 800, height: 400, channels: 3, background: { r: 200, g: 40, b: 120 } },
  })
    .png()
    .toBuffer();
  photo = await saveMediaFile(t.database.db, t.mediaStore, {
    idEntidadMedia: 'evento-1',
    bytes: new Uint8Array(png),
    mime: 'image/png',
    width: 800,
    height: 400,
  });
  pdf = await saveMediaFile(t.database.db, t.mediaStore, {
    idEntidadMedia: 'archivoTyC',
    bytes: new TextEncoder().encode('%PDF-1.4 demo'),
    mime: 'application/pdf',
  });
});
afterAll(() => t.close());

const file = (query = '', headers: Record<string, string> = {}) =>
  t.app.inject({ url: `/api/v1/Media/file/${photo.idMedia}${query}`, headers });

const isWebp = (b: Buffer) =>
  b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP';

describe('GET /Media/file/:idMedia', () => {
  it('serves the original unchanged, cached for a year, with 304 on a matching ETag', async () => {
    const res = await file();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // Loadable from the desktop app's origin (app://pulso), not only from the website.
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.rawPayload).toEqual(Buffer.from((await t.mediaStore.get(photo.storageKey!))!));
    const again = await file('', { 'if-none-match': res.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('renders a WebP variant of the asked width once and keeps it in the store', async () => {
    const res = await file('?w=320');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(isWebp(res.rawPayload)).toBe(true);
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ width: 320, height: 160 });
    const stored = await t.mediaStore.get(variantKey(photo.storageKey!, 320));
    expect(Buffer.from(stored!)).toEqual(res.rawPayload);
    expect(res.headers.etag).not.toBe((await file()).headers.etag);
    expect((await file('?w=320', { 'if-none-match': res.headers.etag as string })).statusCode).toBe(
      304,
    );
  });

  it('crops the 1200×630 JPEG card link previews show, even from a smaller image', async () => {
    const res = await file('?formato=tarjeta');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({
      format: 'jpeg',
      width: 1200,
      height: 630,
    });
    expect(res.headers.etag).toBe(`"m${photo.idMedia}-card"`);
    const pdfCard = await t.app.inject({
      url: `/api/v1/Media/file/${pdf.idMedia}?formato=tarjeta`,
    });
    expect(pdfCard.statusCode).toBe(400);
    expect((await file('?formato=poster')).statusCode).toBe(400);
  });

  it('serves a stored variant without the original (made once)', async () => {
    await file('?w=640');
    const original = await t.mediaStore.get(photo.storageKey!);
    await t.mediaStore.remove(photo.storageKey!);
    try {
      const res = await file('?w=640');
      expect(res.statusCode).toBe(200);
      expect((await sharp(res.rawPayload).metadata()).width).toBe(640);
    } finally {
      await t.mediaStore.put(photo.storageKey!, original!, 'image/png');
    }
  });

  it('never enlarges: 1200 of an 800-pixel image stays 800', async () => {
    const res = await file('?w=1200');
    expect(isWebp(res.rawPayload)).toBe(true);
    expect((await sharp(res.rawPayload).metadata()).width).toBe(800);
  });

  it('refuses other widths, and widths of files that are not images', async () => {
    for (const w of ['333', 'abc', '0', '']) {
      const res = await file(`?w=${w}`);
      expect(res.statusCode, w).toBe(400);
      expect(res.json().errors.w).toBeDefined();
    }
    expect((await file('?w=333')).json().detail).toBe(`Parámetro w: ${MSG.anchoImagenInvalido}`);
    const res = await t.app.inject({ url: `/api/v1/Media/file/${pdf.idMedia}?w=320` });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(MSG.soloImagenesConAncho);
    expect((await t.app.inject({ url: '/api/v1/Media/file/999999?w=320' })).statusCode).toBe(404);
  });
});

describe('GET /Media', () => {
  it('sends an ETag and answers 304 when the list has not changed', async () => {
    const url = '/api/v1/Media?IdEntidadMedia=evento-1';
    const first = await t.app.inject({ url });
    expect(first.json().media).toHaveLength(1);
    expect(first.headers.etag).toBeTruthy();
    const again = await t.app.inject({
      url,
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });
});
