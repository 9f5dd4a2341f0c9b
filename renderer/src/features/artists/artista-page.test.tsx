// Runs in Chromium: a screen test (vitest.config.ts).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ArtistaView } from '@shared/api/discovery';
import { ARTISTS_TEXT } from '@shared/texts/discovery';
import { describe, expect, it, vi } from 'vitest';
import { makeEvento, page } from '../../test/discovery-fixtures';
import { fakeNetwork, json, makeUser, problem, renderApp } from '../../test/render-app';

const AURORA: ArtistaView = {
  idArtista: 5,
  nombre: 'Aurora',
  bio: 'Techno melódico desde Rosario.',
  isActivo: true,
  dtAlta: '2025-01-01T00:00:00.000Z',
  socials: {
    idSocial: 5,
    mdInstagram: 'https://instagram.com/aurora',
    mdSpotify: '',
    mdSoundcloud: 'https://soundcloud.com/aurora',
  },
  imagen: null,
  likes: 0,
  isFavorito: 1,
};

function network(artista: ArtistaView, toggle: () => Response) {
  let likers = [{ idUsuario: 1, nombre: 'Juan', imagen: null }];
  const net = fakeNetwork({
    'GET /Artista/GetArtista': () => json(200, { artistas: [artista] }),
    'GET /Artista/GetImgLikesArtista': () => json(200, { usuarios: likers }),
    'PUT /Usuario/ArtistaFavorito': () => {
      likers = [...likers, { idUsuario: 7, nombre: 'Lucía Pérez', imagen: null }];
      return toggle();
    },
  });
  return net;
}

describe("artist's upcoming dates", () => {
  it('lists the events on sale the artist plays, as cards', async () => {
    const { calls } = fakeNetwork({
      'GET /Artista/GetArtista': () => json(200, { artistas: [AURORA] }),
      'GET /Artista/GetImgLikesArtista': () => json(200, { usuarios: [] }),
      'GET /Evento/GetEventos': () => json(200, page([makeEvento({ nombre: 'Noche con Aurora' })])),
    });
    renderApp('/artistas/5');
    const fechas = await screen.findByRole('region', { name: ARTISTS_TEXT.proximasFechas });
    const card = await within(fechas).findByRole('link', { name: /Noche con Aurora/ });
    expect(card.getAttribute('href')).toBe('/evento/12');
    expect(within(card).getByText('Desde $ 15.000')).toBeTruthy();
    const query = calls
      .map((r) => new URL(r.url))
      .find((u) => u.pathname.endsWith('/Evento/GetEventos'))!.searchParams;
    expect(Object.fromEntries(query)).toMatchObject({ Estado: '2', IdArtista: '5' });
  });

  it('says so when the artist has no dates', async () => {
    fakeNetwork({
      'GET /Artista/GetArtista': () => json(200, { artistas: [AURORA] }),
      'GET /Artista/GetImgLikesArtista': () => json(200, { usuarios: [] }),
      'GET /Evento/GetEventos': () => json(200, page([])),
    });
    renderApp('/artistas/5');
    expect(await screen.findByText(ARTISTS_TEXT.sinFechas)).toBeTruthy();
  });
});

describe('artist profile', () => {
  it('shows socials (missing ones greyed out), bio, the photo placeholder and no heart for guests', async () => {
    network(AURORA, () => json(200, {}));
    renderApp('/artistas/5');
    expect(await screen.findByText(ARTISTS_TEXT.cargandoArtista)).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Aurora' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Instagram' }).getAttribute('href')).toBe(
      'https://instagram.com/aurora',
    );
    expect(screen.getByRole('link', { name: 'Soundcloud' }).getAttribute('target')).toBe('_blank');
    expect(screen.queryByRole('link', { name: 'Spotify' })).toBeNull();
    expect(screen.getByRole('img', { name: ARTISTS_TEXT.sinRed('Spotify') })).toBeTruthy();
    expect(screen.getByText(ARTISTS_TEXT.sinFoto)).toBeTruthy();
    expect(screen.getByText(AURORA.bio)).toBeTruthy();
    expect(screen.queryByRole('button', { name: ARTISTS_TEXT.meGusta })).toBeNull();
    expect(await screen.findByRole('img', { name: 'Juan' })).toBeTruthy();
  });

  it('a like goes to the server, then moves the count (never below 0) and refreshes the avatars', async () => {
    // Inconsistent data (liked, 0 likes) must not show -1 after unliking.
    const { calls } = network(AURORA, () => json(200, { isFavorito: false }));
    renderApp('/artistas/5', makeUser([0]));
    await userEvent.click(await screen.findByRole('button', { name: ARTISTS_TEXT.yaNoMeGusta }));
    expect(await screen.findByRole('button', { name: ARTISTS_TEXT.meGusta })).toBeTruthy();
    expect(screen.getByText(ARTISTS_TEXT.likes(0))).toBeTruthy();
    const put = calls.find((r) => r.method === 'PUT');
    expect(await put?.json()).toEqual({ idUsuario: 7, idArtista: 5 });
    const avatars = await screen.findByRole('list', { name: ARTISTS_TEXT.leGusta });
    await waitFor(() => expect(within(avatars).getAllByRole('img')).toHaveLength(2));
  });

  it('liking counts one more when the server sends no figure', async () => {
    network({ ...AURORA, isFavorito: 0, likes: 3 }, () => json(200, { isFavorito: true }));
    renderApp('/artistas/5', makeUser([0]));
    expect(await screen.findByText(ARTISTS_TEXT.likes(3))).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: ARTISTS_TEXT.meGusta }));
    expect(await screen.findByText(ARTISTS_TEXT.likes(4))).toBeTruthy();
  });

  it('a failed like leaves everything as it was and says so', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    network({ ...AURORA, likes: 2 }, () => problem(500, 'boom'));
    renderApp('/artistas/5', makeUser([0]));
    await userEvent.click(await screen.findByRole('button', { name: ARTISTS_TEXT.yaNoMeGusta }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      ARTISTS_TEXT.favoritoError,
    );
    expect(screen.getByText(ARTISTS_TEXT.likes(2))).toBeTruthy();
  });

  it('not found and other failures have their own texts', async () => {
    fakeNetwork({ 'GET /Artista/GetArtista': () => problem(404, 'Artista no encontrado') });
    renderApp('/artistas/404');
    expect(await screen.findByText(ARTISTS_TEXT.noEncontrado)).toBeTruthy();
  });

  it('a server failure reads "Hubo un problema al cargar el artista."', async () => {
    fakeNetwork({ 'GET /Artista/GetArtista': () => problem(500, 'boom') });
    renderApp('/artistas/5');
    expect(await screen.findByText(ARTISTS_TEXT.errorArtista)).toBeTruthy();
  });
});

describe('artists directory', () => {
  it('groups "#" first, then A–Z, each card linking to its profile', async () => {
    fakeNetwork({
      'GET /Artista/GetArtista': () =>
        json(200, {
          // In directory order, as the server sorts them (artistas.test.ts).
          artistas: [
            { ...AURORA, idArtista: 2, nombre: '999 Hertz' },
            { ...AURORA, idArtista: 4, nombre: 'Aurora' },
            { ...AURORA, idArtista: 3, nombre: 'Ícaro Sur' },
            { ...AURORA, idArtista: 1, nombre: 'Zeta' },
          ],
        }),
    });
    renderApp('/artistas');
    expect(await screen.findByText(ARTISTS_TEXT.cargando)).toBeTruthy();
    await screen.findByRole('heading', { level: 2, name: '#' });
    const letters = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(letters).toEqual(['#', 'A', 'I', 'Z']);
    expect(screen.getByRole('link', { name: 'Ícaro Sur' }).getAttribute('href')).toBe(
      '/artistas/3',
    );
  });

  it('a failure reads "Hubo un error: " and the reason', async () => {
    fakeNetwork({ 'GET /Artista/GetArtista': () => problem(503, 'Servicio no disponible') });
    renderApp('/artistas');
    expect(await screen.findByText(ARTISTS_TEXT.error('Servicio no disponible'))).toBeTruthy();
  });
});
