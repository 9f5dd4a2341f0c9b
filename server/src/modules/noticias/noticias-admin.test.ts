import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NoticiaView } from '@shared/api/discovery';
import { MEDIA_RULES } from '@shared/domain/media-rules';
import { NEWS_MSG } from '@shared/validation/admin';
import { media, noticias } from '../../db/schema/index';
import { multipartBody } from '../../test/organiser-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: string;
let usuario: string;
let png: Buffer;

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = admin) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: auth(token), payload });

const rowOf = async (idNoticia: number) =>
  (await t.database.db.select().from(noticias).where(eq(noticias.idNoticia, idNoticia)))[0];

function uploadImage(idNoticia: number, bytes: Uint8Array, filename = 'portada.png') {
  const { payload, headers } = multipartBody(
    { IdEntidadMedia: `noticia-${idNoticia}` },
    { field: 'File', filename, type: 'image/png', bytes },
  );
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/Media',
    payload,
    headers: { ...headers, ...auth(admin) },
  });
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.tokenFor((await t.createUser([1])).idUsuario);
  usuario = await t.tokenFor((await t.createUser([0, 2])).idUsuario);
  png = await sharp({
    create: { width: 16, height: 9, channels: 3, background: { r: 200, g: 30, b: 90 } },
  })
    .png()
    .toBuffer();
});
afterAll(() => t.close());

describe('POST /noticia', () => {
  it('publishes a news item now (201); its image follows through POST /Media', async () => {
    const before = Date.now();
    const res = await call('POST', '/noticia', {
      titulo: '  Vuelve Bosque Sonoro  ',
      contenido: 'La fiesta al aire libre vuelve en primavera.',
      urlEvento: 'https://pulso.test/evento/3',
      // The spec's client also sends a date: the server sets its own.
      dtPublicado: '2001-01-01T00:00:00Z',
    });
    expect(res.statusCode, res.body).toBe(201);
    const { idNoticia } = res.json<{ idNoticia: number }>();
    const row = await rowOf(idNoticia);
    expect(row).toMatchObject({
      titulo: 'Vuelve Bosque Sonoro',
      contenido: 'La fiesta al aire libre vuelve en primavera.',
      urlEvento: 'https://pulso.test/evento/3',
    });
    expect(row!.dtPublicado.getTime()).toBeGreaterThanOrEqual(before - 1000);

    const up = await uploadImage(idNoticia, png);
    expect(up.statusCode, up.body).toBe(201);
    const list = (await t.app.inject({ url: '/api/v1/noticia' })).json<{
      noticias: NoticiaView[];
    }>();
    expect(list.noticias[0]).toMatchObject({ idNoticia, imagen: up.json().url });
  });

  it('answers each message of the form and stores nothing', async () => {
    const cases: Array<[object, string]> = [
      [{ titulo: '', contenido: 'Cuerpo' }, NEWS_MSG.titulo],
      [{ contenido: 'Cuerpo' }, NEWS_MSG.titulo],
      [{ titulo: 'Título', contenido: '  ' }, NEWS_MSG.contenido],
      [{ titulo: 'Título', contenido: 'Cuerpo', urlEvento: 'pulso.test/evento/3' }, NEWS_MSG.url],
    ];
    const before = (await t.database.db.select().from(noticias)).length;
    for (const [payload, detail] of cases) {
      const res = await call('POST', '/noticia', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().detail).toBe(detail);
    }
    expect((await t.database.db.select().from(noticias)).length).toBe(before);
  });

  it('accepts an empty event link, and refuses a non-image with the news wording', async () => {
    const res = await call('POST', '/noticia', { titulo: 'Sin link', contenido: 'Texto' });
    expect(res.statusCode).toBe(201);
    const { idNoticia } = res.json<{ idNoticia: number }>();
    expect((await rowOf(idNoticia))!.urlEvento).toBe('');
    const bad = await uploadImage(idNoticia, new TextEncoder().encode('%PDF-1.4 no'), 'nota.png');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toBe('Solo se permiten imágenes en formato JPG, JPEG o PNG.');
    expect(bad.json().detail).toBe(MEDIA_RULES.noticia.tipo);
  });

  it('is refused to non-administrators', async () => {
    const res = await call('POST', '/noticia', { titulo: 'Colada', contenido: 'x' }, usuario);
    expect(res.statusCode).toBe(403);
    const guest = await t.app.inject({
      method: 'POST',
      url: '/api/v1/noticia',
      payload: { titulo: 'Colada', contenido: 'x' },
    });
    expect(guest.statusCode).toBe(401);
  });
});

describe('PUT /noticia', () => {
  it('changes title, body and link, keeping the publication date', async () => {
    const { idNoticia } = (
      await call('POST', '/noticia', { titulo: 'Original', contenido: 'Primera versión' })
    ).json<{ idNoticia: number }>();
    const published = (await rowOf(idNoticia))!.dtPublicado;
    const res = await call('PUT', '/noticia', {
      idNoticia,
      titulo: 'Corregida',
      contenido: 'Segunda versión',
      urlEvento: 'http://pulso.test/evento/9',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ idNoticia });
    expect(await rowOf(idNoticia)).toMatchObject({
      titulo: 'Corregida',
      contenido: 'Segunda versión',
      urlEvento: 'http://pulso.test/evento/9',
      dtPublicado: published,
    });
  });

  it("saves a link to a page of Pulso ('/evento/1', as the demo's news carry), not to another site", async () => {
    const { idNoticia } = (
      await call('POST', '/noticia', {
        titulo: 'Con enlace interno',
        contenido: 'Texto',
        urlEvento: '/evento/1',
      })
    ).json<{ idNoticia: number }>();
    expect((await rowOf(idNoticia))!.urlEvento).toBe('/evento/1');
    const edited = await call('PUT', '/noticia', {
      idNoticia,
      titulo: 'Con enlace interno',
      contenido: 'Texto corregido',
      urlEvento: ' /evento/2 ',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await rowOf(idNoticia)).toMatchObject({
      contenido: 'Texto corregido',
      urlEvento: '/evento/2',
    });
    const elsewhere = await call('PUT', '/noticia', {
      idNoticia,
      titulo: 'Con enlace interno',
      contenido: 'Otro',
      urlEvento: '//otro.example/evento/2',
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().detail).toBe(NEWS_MSG.url);
    expect((await rowOf(idNoticia))!.urlEvento).toBe('/evento/2');
  });

  it('answers 404 for an unknown item and 400 with the message for bad input', async () => {
    const missing = await call('PUT', '/noticia', {
      idNoticia: 999999,
      titulo: 'Nada',
      contenido: 'Nada',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe(NEWS_MSG.noEncontrada);
    const { idNoticia } = (
      await call('POST', '/noticia', { titulo: 'Intacta', contenido: 'Igual' })
    ).json<{ idNoticia: number }>();
    const bad = await call('PUT', '/noticia', { idNoticia, titulo: 'Intacta', contenido: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toBe(NEWS_MSG.contenido);
    expect((await rowOf(idNoticia))!.contenido).toBe('Igual');
  });
});

describe('DELETE /noticia/:id', () => {
  it('deletes the item, its media rows and stored files (204)', async () => {
    const { idNoticia } = (
      await call('POST', '/noticia', { titulo: 'Efímera', contenido: 'Se borra' })
    ).json<{ idNoticia: number }>();
    expect((await uploadImage(idNoticia, png)).statusCode).toBe(201);
    const [image] = await t.database.db
      .select()
      .from(media)
      .where(eq(media.idEntidadMedia, `noticia-${idNoticia}`));
    expect(await t.mediaStore.get(image!.storageKey!)).not.toBeNull();

    const refused = await call('DELETE', `/noticia/${idNoticia}`, undefined, usuario);
    expect(refused.statusCode).toBe(403);
    expect(await rowOf(idNoticia)).toBeDefined();

    const res = await call('DELETE', `/noticia/${idNoticia}`);
    expect(res.statusCode).toBe(204);
    expect(await rowOf(idNoticia)).toBeUndefined();
    expect(
      await t.database.db
        .select()
        .from(media)
        .where(eq(media.idEntidadMedia, `noticia-${idNoticia}`)),
    ).toEqual([]);
    expect(await t.mediaStore.get(image!.storageKey!)).toBeNull();
    const again = await call('DELETE', `/noticia/${idNoticia}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().detail).toBe(NEWS_MSG.noEncontrada);
  });
});
