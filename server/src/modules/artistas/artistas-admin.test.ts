import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArtistaAdminView } from '@shared/api/admin';
import type { ArtistaView } from '@shared/api/discovery';
import { ACTIVATION_MSG, ARTIST_MSG } from '@shared/validation/admin';
import { artistaLikes, artistas, eventoArtistas, media } from '../../db/schema/index';
import { insertArtista, insertEvento } from '../../test/discovery-fixtures';
import { multipartBody } from '../../test/organiser-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: string;
let organizador: string;
let idOrganizador: number;

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = admin) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: auth(token), payload });

const rowOf = async (idArtista: number) =>
  (await t.database.db.select().from(artistas).where(eq(artistas.idArtista, idArtista)))[0];

const socials = (
  s: Partial<Record<'mdInstagram' | 'mdSpotify' | 'mdSoundcloud', string>> = {},
) => ({
  mdInstagram: '',
  mdSpotify: '',
  mdSoundcloud: '',
  ...s,
});

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.tokenFor((await t.createUser([1])).idUsuario);
  idOrganizador = (await t.createUser([0, 2])).idUsuario;
  organizador = await t.tokenFor(idOrganizador);
});
afterAll(() => t.close());

describe('POST /Artista/CreateArtista', () => {
  it('creates an active artist with its socials (201) and lists it first', async () => {
    await insertArtista(t.database.db, {
      nombre: 'Veterano',
      dtAlta: new Date('2020-01-01T00:00:00Z'),
    });
    const res = await call('POST', '/Artista/CreateArtista', {
      nombre: '  Nueva Ola  ',
      bio: 'Dúo de house de Rosario.',
      socials: socials({ mdInstagram: 'https://instagram.com/nuevaola' }),
      isActivo: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    const { idArtista } = res.json<{ idArtista: number }>();
    expect(await rowOf(idArtista)).toMatchObject({
      nombre: 'Nueva Ola',
      bio: 'Dúo de house de Rosario.',
      isActivo: true,
      descartado: false,
      mdInstagram: 'https://instagram.com/nuevaola',
      mdSpotify: '',
    });
    const list = await t.app.inject({
      url: '/api/v1/Artista/GetArtistasAdmin',
      headers: auth(admin),
    });
    expect(list.statusCode).toBe(200);
    const artistasAdmin = list.json<{ artistas: ArtistaAdminView[] }>().artistas;
    expect(artistasAdmin[0]).toMatchObject({
      idArtista,
      nombre: 'Nueva Ola',
      descartado: false,
      imagen: null,
    });
    expect(artistasAdmin.map((a) => a.nombre)).toContain('Veterano');
  });

  it('refuses a name already used, whatever its case (409), storing nothing', async () => {
    const before = (await t.database.db.select().from(artistas)).length;
    const res = await call('POST', '/Artista/CreateArtista', {
      nombre: 'NUEVA OLA',
      bio: 'Otra',
      socials: socials(),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe(ARTIST_MSG.nombreEnUso);
    expect((await t.database.db.select().from(artistas)).length).toBe(before);
  });

  it('answers each required-field and social message in Spanish', async () => {
    const cases: Array<[object, string]> = [
      [{ nombre: '', bio: 'Algo', socials: socials() }, ARTIST_MSG.obligatorios],
      [{ nombre: 'Alguien', bio: '   ', socials: socials() }, ARTIST_MSG.obligatorios],
      [{ bio: 'Sin nombre', socials: socials() }, ARTIST_MSG.obligatorios],
      [
        { nombre: 'Alguien', bio: 'Algo', socials: socials({ mdInstagram: 'instagram.com/x' }) },
        ARTIST_MSG.instagram,
      ],
      [
        { nombre: 'Alguien', bio: 'Algo', socials: socials({ mdSpotify: 'ftp://spotify' }) },
        ARTIST_MSG.spotify,
      ],
      [
        { nombre: 'Alguien', bio: 'Algo', socials: socials({ mdSoundcloud: 'soundcloud' }) },
        ARTIST_MSG.soundcloud,
      ],
    ];
    for (const [payload, detail] of cases) {
      const res = await call('POST', '/Artista/CreateArtista', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().detail).toBe(detail);
    }
    expect(
      await t.database.db.select().from(artistas).where(eq(artistas.nombre, 'Alguien')),
    ).toEqual([]);
  });

  it('brings back a discarded artist typed again instead of making a second one', async () => {
    const idViejo = await insertArtista(t.database.db, {
      nombre: 'Regresa',
      isActivo: false,
      descartado: true,
    });
    const res = await call('POST', '/Artista/CreateArtista', {
      nombre: 'regresa',
      bio: 'Ahora sí.',
      socials: socials(),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().idArtista).toBe(idViejo);
    expect(await rowOf(idViejo)).toMatchObject({
      nombre: 'regresa',
      bio: 'Ahora sí.',
      isActivo: true,
      descartado: false,
    });
  });

  it('is refused to an organiser (403) and a guest (401)', async () => {
    const body = { nombre: 'Colado', bio: 'No', socials: socials() };
    expect((await call('POST', '/Artista/CreateArtista', body, organizador)).statusCode).toBe(403);
    const guest = await t.app.inject({
      method: 'POST',
      url: '/api/v1/Artista/CreateArtista',
      payload: body,
    });
    expect(guest.statusCode).toBe(401);
    expect(
      await t.database.db.select().from(artistas).where(eq(artistas.nombre, 'Colado')),
    ).toEqual([]);
  });
});

describe('PUT /Artista/UpdateArtista', () => {
  it('changes name, bio and socials', async () => {
    const idArtista = await insertArtista(t.database.db, { nombre: 'Antes' });
    const res = await call('PUT', '/Artista/UpdateArtista', {
      idArtista,
      nombre: 'Después',
      bio: 'Bio nueva',
      socials: socials({ mdSoundcloud: 'https://soundcloud.com/despues' }),
      isActivo: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ idArtista });
    expect(await rowOf(idArtista)).toMatchObject({
      nombre: 'Después',
      bio: 'Bio nueva',
      mdSoundcloud: 'https://soundcloud.com/despues',
    });
    // Keeping its own name (another case) is no conflict.
    const same = await call('PUT', '/Artista/UpdateArtista', {
      idArtista,
      nombre: 'DESPUÉS',
      bio: 'Bio nueva',
      socials: socials(),
    });
    expect(same.statusCode).toBe(200);
  });

  it("refuses another artist's name (409), an unknown id (404) and bad input (400)", async () => {
    const idArtista = await insertArtista(t.database.db, { nombre: 'Único' });
    await insertArtista(t.database.db, { nombre: 'Ocupado' });
    const taken = await call('PUT', '/Artista/UpdateArtista', {
      idArtista,
      nombre: 'ocupado',
      bio: 'x',
      socials: socials(),
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().detail).toBe(ARTIST_MSG.nombreEnUso);
    const missing = await call('PUT', '/Artista/UpdateArtista', {
      idArtista: 999999,
      nombre: 'Nadie',
      bio: 'x',
      socials: socials(),
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe(ARTIST_MSG.noEncontrado);
    const bad = await call('PUT', '/Artista/UpdateArtista', {
      idArtista,
      nombre: 'Único',
      bio: '',
      socials: socials(),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toBe(ARTIST_MSG.obligatorios);
    expect((await rowOf(idArtista))!.nombre).toBe('Único');
  });
});

describe('activation dialog', () => {
  it('activates an inactive artist with its socials; the directory then shows it', async () => {
    const idArtista = await insertArtista(t.database.db, {
      nombre: 'Por Activar',
      isActivo: false,
    });
    const bad = await call('PUT', '/Artista/ActivarArtista', {
      idArtista,
      socials: socials({ mdSpotify: 'spotify' }),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toBe(ACTIVATION_MSG.spotify);
    for (const [field, message] of [
      ['mdInstagram', ACTIVATION_MSG.instagram],
      ['mdSoundcloud', ACTIVATION_MSG.soundcloud],
    ] as const) {
      const res = await call('PUT', '/Artista/ActivarArtista', {
        idArtista,
        socials: socials({ [field]: 'no es url' }),
      });
      expect(res.json().detail).toBe(message);
    }
    expect((await rowOf(idArtista))!.isActivo).toBe(false);

    const res = await call('PUT', '/Artista/ActivarArtista', {
      idArtista,
      socials: socials({ mdSpotify: 'https://open.spotify.com/artist/abc' }),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await rowOf(idArtista)).toMatchObject({
      isActivo: true,
      mdSpotify: 'https://open.spotify.com/artist/abc',
    });
    const directory = await t.app.inject({ url: '/api/v1/Artista/GetArtista?isActivo=true' });
    expect(
      directory.json<{ artistas: ArtistaView[] }>().artistas.map((a) => a.idArtista),
    ).toContain(idArtista);
    const missing = await call('PUT', '/Artista/ActivarArtista', {
      idArtista: 999999,
      socials: socials(),
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe(ARTIST_MSG.noEncontrado);
  });

  it('a pending artist of an approved event is listed for administrators and activated there, its name corrected', async () => {
    // An organiser typed "DJ Nobody" and the event was approved before anyone activated it: it
    // is no longer among the events to validate, and the artist's page is not public yet.
    const idArtista = await insertArtista(t.database.db, { nombre: 'dj nobody', isActivo: false });
    await insertEvento(t.database.db, {
      idUsuario: idOrganizador,
      nombre: 'Ya aprobado',
      cdEstado: 1,
      artistas: [idArtista],
      dias: ['2031-06-01T23:00:00-03:00'],
    });
    const page = () => t.app.inject({ url: `/api/v1/Artista/GetArtista?idArtista=${idArtista}` });
    expect((await page()).statusCode).toBe(404);
    const adminList = await t.app.inject({
      url: '/api/v1/Artista/GetArtistasAdmin',
      headers: auth(admin),
    });
    expect(
      adminList
        .json<{ artistas: ArtistaAdminView[] }>()
        .artistas.find((a) => a.idArtista === idArtista),
    ).toMatchObject({ nombre: 'dj nobody', isActivo: false, descartado: false });

    // The name is checked first (the dialog's own words), and another artist's is refused.
    await insertArtista(t.database.db, { nombre: 'Ocupado Ya' });
    for (const [nombre, status, detail] of [
      ['   ', 400, ACTIVATION_MSG.nombre],
      ['OCUPADO ya', 409, ARTIST_MSG.nombreEnUso],
    ] as const) {
      const res = await call('PUT', '/Artista/ActivarArtista', {
        idArtista,
        nombre,
        socials: socials(),
      });
      expect(res.statusCode).toBe(status);
      expect(res.json().detail).toBe(detail);
    }
    expect(await rowOf(idArtista)).toMatchObject({ nombre: 'dj nobody', isActivo: false });

    const res = await call('PUT', '/Artista/ActivarArtista', {
      idArtista,
      nombre: '  DJ Nobody ',
      socials: socials(),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await rowOf(idArtista)).toMatchObject({ nombre: 'DJ Nobody', isActivo: true });
    const shown = await page();
    expect(shown.statusCode).toBe(200);
    expect(shown.json<{ artistas: ArtistaView[] }>().artistas[0]!.nombre).toBe('DJ Nobody');
  });

  it('"No Activar" discards an inactive artist for good', async () => {
    const idArtista = await insertArtista(t.database.db, { nombre: 'No Va', isActivo: false });
    const { idEvento } = await insertEvento(t.database.db, {
      idUsuario: idOrganizador,
      nombre: 'Con artista a descartar',
      cdEstado: 0,
      artistas: [idArtista],
      dias: ['2031-05-01T23:00:00-03:00'],
    });
    const res = await call('PUT', '/Artista/DescartarArtista', { idArtista });
    expect(res.statusCode, res.body).toBe(200);
    expect((await rowOf(idArtista))!.descartado).toBe(true);
    const detalle = await t.app.inject({
      url: `/api/v1/Evento/GetEventoAValidar?IdEvento=${idEvento}`,
      headers: auth(admin),
    });
    expect(detalle.json().artistasInactivos).toEqual([]);
    const pendientes = await t.app.inject({
      url: '/api/v1/Artista/GetArtista?isActivo=false',
      headers: auth(admin),
    });
    expect(
      pendientes.json<{ artistas: ArtistaView[] }>().artistas.map((a) => a.idArtista),
    ).not.toContain(idArtista);
    const adminList = await t.app.inject({
      url: '/api/v1/Artista/GetArtistasAdmin',
      headers: auth(admin),
    });
    expect(
      adminList.json<{ artistas: ArtistaAdminView[] }>().artistas.map((a) => a.idArtista),
    ).not.toContain(idArtista);
  });

  it('refuses to discard an active artist (409) or an unknown one (404)', async () => {
    const idArtista = await insertArtista(t.database.db, { nombre: 'Activo Firme' });
    const active = await call('PUT', '/Artista/DescartarArtista', { idArtista });
    expect(active.statusCode).toBe(409);
    expect(active.json().detail).toBe(ARTIST_MSG.yaActivo);
    expect((await rowOf(idArtista))!.descartado).toBe(false);
    const missing = await call('PUT', '/Artista/DescartarArtista', { idArtista: 999999 });
    expect(missing.statusCode).toBe(404);
  });
});

describe('DELETE /Artista/DeleteArtista/:id', () => {
  it('deletes the artist with its likes, line-up places, media rows and stored files', async () => {
    const idArtista = await insertArtista(t.database.db, { nombre: 'Se Va' });
    const { idEvento } = await insertEvento(t.database.db, {
      idUsuario: idOrganizador,
      nombre: 'Con artista que se va',
      artistas: [idArtista],
      dias: ['2031-06-01T23:00:00-03:00'],
    });
    await t.database.db.insert(artistaLikes).values({ idUsuario: idOrganizador, idArtista });
    const png = await sharp({
      create: { width: 8, height: 8, channels: 3, background: { r: 1, g: 2, b: 3 } },
    })
      .png()
      .toBuffer();
    const { payload, headers } = multipartBody(
      { IdEntidadMedia: `artista-${idArtista}` },
      { field: 'File', filename: 'foto.png', type: 'image/png', bytes: png },
    );
    const up = await t.app.inject({
      method: 'POST',
      url: '/api/v1/Media',
      payload,
      headers: { ...headers, ...auth(admin) },
    });
    expect(up.statusCode, up.body).toBe(201);
    const [photo] = await t.database.db
      .select()
      .from(media)
      .where(eq(media.idEntidadMedia, `artista-${idArtista}`));
    expect(await t.mediaStore.get(photo!.storageKey!)).not.toBeNull();

    const res = await call('DELETE', `/Artista/DeleteArtista/${idArtista}`);
    expect(res.statusCode).toBe(204);
    expect(await rowOf(idArtista)).toBeUndefined();
    expect(
      await t.database.db.select().from(artistaLikes).where(eq(artistaLikes.idArtista, idArtista)),
    ).toEqual([]);
    expect(
      await t.database.db
        .select()
        .from(eventoArtistas)
        .where(eq(eventoArtistas.idEvento, idEvento)),
    ).toEqual([]);
    expect(
      await t.database.db
        .select()
        .from(media)
        .where(eq(media.idEntidadMedia, `artista-${idArtista}`)),
    ).toEqual([]);
    expect(await t.mediaStore.get(photo!.storageKey!)).toBeNull();

    const again = await call('DELETE', `/Artista/DeleteArtista/${idArtista}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().detail).toBe(ARTIST_MSG.noEncontrado);
  });

  it('is refused to an organiser, who cannot delete anything', async () => {
    const idArtista = await insertArtista(t.database.db, { nombre: 'Protegido' });
    const res = await call('DELETE', `/Artista/DeleteArtista/${idArtista}`, undefined, organizador);
    expect(res.statusCode).toBe(403);
    expect(await rowOf(idArtista)).toBeDefined();
  });
});
