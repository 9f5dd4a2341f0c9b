import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NoticiaView } from '@shared/api/discovery';
import { MSG } from '@shared/messages';
import { media, noticias } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
const id: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const rows = await db
    .insert(noticias)
    .values([
      { titulo: 'Vieja', contenido: 'Hace un mes', dtPublicado: new Date('2025-05-01T12:00:00Z') },
      {
        titulo: 'Nueva',
        contenido: 'Ayer',
        urlEvento: '/evento/3',
        dtPublicado: new Date('2025-06-10T12:00:00Z'),
      },
      { titulo: 'Media', contenido: 'En el medio', dtPublicado: new Date('2025-06-01T12:00:00Z') },
    ])
    .returning();
  for (const r of rows) id[r.titulo] = r.idNoticia;
  await db.insert(media).values({
    idEntidadMedia: `noticia-${id.Nueva}`,
    url: '/api/v1/Media/file/800',
    mime: 'image/jpeg',
  });
});
afterAll(() => t.close());

describe('GET /noticia', () => {
  it('lists news newest first with their image', async () => {
    const res = await t.app.inject({ url: '/api/v1/noticia' });
    expect(res.statusCode).toBe(200);
    const list = res.json<{ noticias: NoticiaView[] }>().noticias;
    expect(list.map((n) => n.titulo)).toEqual(['Nueva', 'Media', 'Vieja']);
    expect(list[0]).toEqual({
      idNoticia: id.Nueva,
      titulo: 'Nueva',
      contenido: 'Ayer',
      dtPublicado: '2025-06-10T12:00:00.000Z',
      urlEvento: '/evento/3',
      imagen: '/api/v1/Media/file/800',
    });
    expect(list[1]!.imagen).toBeNull();
  });

  it('answers one item by id, or 404 with the Spanish detail', async () => {
    const one = await t.app.inject({ url: `/api/v1/noticia?idNoticia=${id.Vieja}` });
    expect(one.json<{ noticias: NoticiaView[] }>().noticias.map((n) => n.titulo)).toEqual([
      'Vieja',
    ]);
    const missing = await t.app.inject({ url: '/api/v1/noticia?idNoticia=999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe(MSG.noticiaNoEncontrada);
    const bad = await t.app.inject({ url: '/api/v1/noticia?idNoticia=abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toBe('Parámetro idNoticia: Debe ser un número.');
  });
});
