import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArtistaLiker, ArtistaView } from '@shared/api/discovery';
import { MSG } from '@shared/messages';
import { artistaLikes, media } from '../../db/schema/index';
import { insertArtista } from '../../test/discovery-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let asistente: number;
let otro: number;
const token: Record<string, string> = {};
const id: Record<string, number> = {};
const likers: number[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  asistente = (await t.createUser([0])).idUsuario;
  otro = (await t.createUser([0])).idUsuario;
  const admin = (await t.createUser([1])).idUsuario;
  token.asistente = await t.tokenFor(asistente);
  token.otro = await t.tokenFor(otro);
  token.admin = await t.tokenFor(admin);
  for (const nombre of ['Zeta', 'ñandú', '2Lux', 'Ícaro Sur', 'Aurora', '#Hash', 'Nube'])
    id[nombre] = await insertArtista(db, { nombre });
  id.pendiente = await insertArtista(db, { nombre: 'Pendiente', isActivo: false });
  id.descartado = await insertArtista(db, {
    nombre: 'Descartado',
    isActivo: false,
    descartado: true,
  });
  await db
    .insert(media)
    .values([
      { idEntidadMedia: `artista-${id.Aurora}`, url: '/api/v1/Media/file/700', mime: 'image/png' },
    ]);
  // Five likers of Aurora, a minute apart; the profile shows the four most recent.
  for (let i = 0; i < 5; i += 1) {
    const u = await t.createUser([0]);
    likers.push(u.idUsuario);
    await db.insert(artistaLikes).values({
      idUsuario: u.idUsuario,
      idArtista: id.Aurora!,
      createdAt: new Date(Date.UTC(2025, 5, 1, 12, i)),
    });
  }
  await db.insert(media).values({
    idEntidadMedia: `usuario-${likers[4]}`,
    url: '/api/v1/Media/file/701',
    mime: 'image/jpeg',
  });
});
afterAll(() => t.close());

const auth = (who: string) => ({ authorization: `Bearer ${token[who]}` });

async function artistas(query: string, who?: string) {
  const res = await t.app.inject({
    url: `/api/v1/Artista/GetArtista${query}`,
    headers: who ? auth(who) : {},
  });
  return res;
}

describe('GET /Artista/GetArtista', () => {
  it('lists active artists for the directory: # names first, then Spanish order', async () => {
    const res = await artistas('?isActivo=true');
    expect(res.statusCode).toBe(200);
    const list = res.json<{ artistas: ArtistaView[] }>().artistas;
    expect(list.map((a) => a.nombre)).toEqual([
      '#Hash',
      '2Lux',
      'Aurora',
      'Ícaro Sur',
      'Nube',
      'ñandú',
      'Zeta',
    ]);
    const aurora = list.find((a) => a.nombre === 'Aurora')!;
    expect(aurora).toMatchObject({
      idArtista: id.Aurora,
      bio: 'Bio de Aurora',
      isActivo: true,
      imagen: '/api/v1/Media/file/700',
      likes: 5,
      isFavorito: 0,
      socials: { idSocial: id.Aurora, mdInstagram: '', mdSpotify: '', mdSoundcloud: '' },
    });
    expect(new Date(aurora.dtAlta).toISOString()).toBe(aurora.dtAlta);
    expect(list.find((a) => a.nombre === 'Zeta')).toMatchObject({ imagen: null, likes: 0 });
    // Without the parameter: the same public directory.
    expect((await artistas('')).json().artistas).toHaveLength(7);
  });

  it('answers one artist by id; inactive ones only to administrators', async () => {
    const one = await artistas(`?idArtista=${id.Nube}`);
    expect(one.json<{ artistas: ArtistaView[] }>().artistas.map((a) => a.nombre)).toEqual(['Nube']);
    for (const key of ['pendiente', 'descartado']) {
      const res = await artistas(`?idArtista=${id[key]}`, 'asistente');
      expect(res.statusCode).toBe(404);
      expect(res.json().detail).toBe(MSG.artistaNoEncontrado);
      expect((await artistas(`?idArtista=${id[key]}`, 'admin')).statusCode).toBe(200);
    }
    const missing = await artistas('?idArtista=999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe(MSG.artistaNoEncontrado);
  });

  it('lists artists awaiting activation (not discarded) to administrators only', async () => {
    expect((await artistas('?isActivo=false', 'asistente')).statusCode).toBe(403);
    const res = await artistas('?isActivo=false', 'admin');
    expect(res.json().artistas.map((a: ArtistaView) => a.nombre)).toEqual(['Pendiente']);
  });

  it('refuses bad parameters with a 400', async () => {
    for (const q of ['?idArtista=abc', '?idArtista=-2', '?isActivo=si']) {
      const res = await artistas(q);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().detail).toMatch(/^Parámetro /);
    }
  });
});

describe('likes', () => {
  it('toggles a like, moving the count and the flag', async () => {
    const put = (who: string, idUsuario: number) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/v1/Usuario/ArtistaFavorito',
        headers: auth(who),
        payload: { idUsuario, idArtista: id.Nube },
      });
    expect((await put('asistente', asistente)).json()).toEqual({ isFavorito: 1, likes: 1 });
    expect((await put('otro', otro)).json()).toEqual({ isFavorito: 1, likes: 2 });
    const seen = await artistas(`?idArtista=${id.Nube}`, 'asistente');
    expect(seen.json().artistas[0]).toMatchObject({ likes: 2, isFavorito: 1 });
    expect((await put('asistente', asistente)).json()).toEqual({ isFavorito: 0, likes: 1 });
    expect((await artistas(`?idArtista=${id.Nube}`, 'asistente')).json().artistas[0]).toMatchObject(
      { likes: 1, isFavorito: 0 },
    );
    expect((await put('asistente', otro)).statusCode).toBe(403);
  });

  it('likes only artists you can see', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/Usuario/ArtistaFavorito',
      headers: auth('asistente'),
      payload: { idUsuario: asistente, idArtista: id.pendiente },
    });
    expect(res.statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/Usuario/ArtistaFavorito',
      headers: auth('asistente'),
      payload: { idUsuario: asistente },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('shows the four most recent likers with first name and avatar', async () => {
    const res = await t.app.inject({ url: `/api/v1/Artista/GetImgLikesArtista?id=${id.Aurora}` });
    expect(res.statusCode).toBe(200);
    const usuarios = res.json<{ usuarios: ArtistaLiker[] }>().usuarios;
    expect(usuarios.map((u) => u.idUsuario)).toEqual([...likers].reverse().slice(0, 4));
    expect(usuarios[0]).toEqual({
      idUsuario: likers[4],
      nombre: 'Test',
      imagen: '/api/v1/Media/file/701',
    });
    expect(usuarios[1]!.imagen).toBeNull();
    const none = await t.app.inject({ url: `/api/v1/Artista/GetImgLikesArtista?id=${id.Zeta}` });
    expect(none.json()).toEqual({ usuarios: [] });
    const hidden = await t.app.inject({
      url: `/api/v1/Artista/GetImgLikesArtista?id=${id.pendiente}`,
    });
    expect(hidden.statusCode).toBe(404);
    const bad = await t.app.inject({ url: '/api/v1/Artista/GetImgLikesArtista?id=x' });
    expect(bad.statusCode).toBe(400);
  });
});
