// Runs in Chromium: a screen test (vitest.config.ts).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ArtistaView } from '@shared/api/discovery';
import { MSG } from '@shared/messages';
import { ARTIST_FORM_TEXT as T, SOCIAL_LABELS } from '@shared/texts/admin-validation';
import { ARTIST_MSG } from '@shared/validation/admin';
import { describe, expect, it } from 'vitest';
import { dialogWith, visibleDialogWith } from '../../test/dialogs';
import { fakeXhr } from '../../test/fake-xhr';
import { PNG, pickerReturning } from '../../test/organiser-fixtures';
import { fakeNetwork, json, makeUser, problem, renderApp } from '../../test/render-app';

const AURORA: ArtistaView = {
  idArtista: 2,
  nombre: 'Aurora',
  bio: 'Live techno.',
  isActivo: false,
  dtAlta: '2030-06-02T15:00:00.000Z',
  socials: {
    idSocial: 2,
    mdInstagram: 'https://instagram.com/aurora',
    mdSpotify: '',
    mdSoundcloud: '',
  },
  imagen: '/api/v1/Media/file/8',
  likes: 3,
  isFavorito: 0,
};

type Handler = (r: Request) => Response | Promise<Response>;

function network(overrides: Record<string, Handler> = {}) {
  let fotos = [
    { idMedia: 8, url: '/api/v1/Media/file/8', mdVideo: false, idEntidadMedia: 'artista-2' },
  ];
  const updates: unknown[] = [];
  const deletedMedia: string[] = [];
  const net = fakeNetwork({
    'GET /Artista/GetArtista': (req) =>
      new URL(req.url).searchParams.get('idArtista') === '2'
        ? json(200, { artistas: [AURORA] })
        : problem(404, ARTIST_MSG.noEncontrado),
    'GET /Media': (req) =>
      new URL(req.url).searchParams.get('IdEntidadMedia') === 'artista-2' && fotos.length
        ? json(200, { media: fotos })
        : problem(404, 'No encontrado'),
    'DELETE /Media/8': (req) => {
      deletedMedia.push(new URL(req.url).pathname);
      fotos = [];
      return new Response(null, { status: 204 });
    },
    'PUT /Artista/UpdateArtista': async (req) => {
      updates.push(await req.json());
      return json(200, { idArtista: 2 });
    },
    'POST /Media': () => json(201, { idMedia: 12, url: '/api/v1/Media/file/12' }),
    'GET /Artista/GetArtistasAdmin': () => json(200, { artistas: [] }),
    ...overrides,
  });
  return { ...net, updates, deletedMedia };
}

async function open(id = 2) {
  const view = renderApp(`/editar-artista/${id}`, makeUser([1]));
  await screen.findByRole('heading', { level: 1, name: T.tituloEditar });
  return view;
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const value = (label: string) => screen.getByLabelText<HTMLInputElement>(label).value;
const confirmar = () => userEvent.click(screen.getByRole('button', { name: T.confirmar }));
const alerts = () => [...document.querySelectorAll('[role="alert"]')].map((a) => a.textContent);

describe('/editar-artista/{id}', () => {
  it('loads the artist into the form with its photo, which can be deleted', async () => {
    const { deletedMedia } = network();
    await open();
    await waitFor(() => expect(value(T.nombre)).toBe('Aurora'));
    expect(value(T.bio)).toBe('Live techno.');
    expect(value(SOCIAL_LABELS.mdInstagram)).toBe('https://instagram.com/aurora');
    const preview = await screen.findByRole('img', { name: T.vistaPrevia });
    expect(preview.getAttribute('src')).toContain('/api/v1/Media/file/8');

    // The button comes with the media list's answer, which may follow the preview.
    await userEvent.click(await screen.findByRole('button', { name: T.eliminarImagen }));
    expect(await screen.findByText(MSG.imagenEliminada)).toBeTruthy();
    expect(deletedMedia).toEqual(['/api/v1/Media/8']);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: T.eliminarImagen })).toBeNull(),
    );
    expect(screen.queryByRole('img', { name: T.vistaPrevia })).toBeNull();
  });

  it('says so when the image cannot be deleted', async () => {
    network({ 'DELETE /Media/8': () => problem(500, 'boom') });
    await open();
    await userEvent.click(await screen.findByRole('button', { name: T.eliminarImagen }));
    await waitFor(() => expect(alerts()).toEqual([MSG.errorEliminarImagen]));
    // Still there once it stops loading (while loading, its name starts with the spinner's).
    expect(await screen.findByRole('button', { name: T.eliminarImagen })).toBeTruthy();
  });

  it('checks the fields in order before asking for confirmation', async () => {
    const { calls } = network();
    await open();
    await waitFor(() => expect(value(T.nombre)).toBe('Aurora'));
    type(T.nombre, ' ');
    await confirmar();
    await waitFor(() => expect(alerts()).toEqual([ARTIST_MSG.obligatorios]));
    type(T.nombre, 'Aurora');
    type(SOCIAL_LABELS.mdInstagram, 'instagram');
    type(SOCIAL_LABELS.mdSoundcloud, 'soundcloud.com/aurora');
    await confirmar();
    await waitFor(() => expect(alerts()).toEqual([ARTIST_MSG.instagram]));
    type(SOCIAL_LABELS.mdInstagram, '');
    await confirmar();
    await waitFor(() => expect(alerts()).toEqual([ARTIST_MSG.soundcloud]));
    expect(visibleDialogWith(T.confirmarTitulo)).toBeUndefined();
    expect(calls.some((r) => r.method === 'PUT')).toBe(false);
  });

  it('Confirmar → confirmation → save and upload → success dialog → back to the list', async () => {
    const { updates } = network();
    const { uploads } = fakeXhr();
    const { router } = await open();
    pickerReturning({ status: 'picked', file: PNG });
    await waitFor(() => expect(value(T.nombre)).toBe('Aurora'));
    type(T.nombre, 'Aurora Live ');
    type(SOCIAL_LABELS.mdSpotify, 'https://open.spotify.com/artist/aurora');
    await userEvent.click(await screen.findByRole('button', { name: T.cambiarFoto }));
    await screen.findByText(PNG.name);

    await confirmar();
    const ask = await dialogWith(T.confirmarTitulo);
    await userEvent.click(within(ask).getByRole('button', { name: T.cancelar }));
    expect(updates).toEqual([]);

    await confirmar();
    const again = await dialogWith(T.confirmarTitulo);
    await userEvent.click(within(again).getByRole('button', { name: T.confirmar }));
    const done = await dialogWith(ARTIST_MSG.actualizado);
    expect(updates).toEqual([
      {
        idArtista: 2,
        nombre: 'Aurora Live',
        bio: 'Live techno.',
        // An artist not yet activated stays so.
        isActivo: false,
        socials: {
          mdInstagram: 'https://instagram.com/aurora',
          mdSpotify: 'https://open.spotify.com/artist/aurora',
          mdSoundcloud: '',
        },
      },
    ]);
    expect(uploads.map((u) => u.form.get('IdEntidadMedia'))).toEqual(['artista-2']);
    await userEvent.click(within(done).getByRole('button', { name: T.aceptar }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/modificar-eliminar-artistas'),
    );
  });

  it('a failed save shows the error dialog and stays', async () => {
    network({ 'PUT /Artista/UpdateArtista': () => problem(409, ARTIST_MSG.nombreEnUso) });
    const { router } = await open();
    await waitFor(() => expect(value(T.nombre)).toBe('Aurora'));
    await confirmar();
    const ask = await dialogWith(T.confirmarTitulo);
    await userEvent.click(within(ask).getByRole('button', { name: T.confirmar }));
    const failed = await dialogWith(ARTIST_MSG.errorActualizar);
    expect(within(failed).getByText(ARTIST_MSG.nombreEnUso)).toBeTruthy();
    await userEvent.click(within(failed).getByRole('button', { name: T.aceptar }));
    expect(router.state.location.pathname).toBe('/editar-artista/2');
  });

  it('an unknown artist is not found', async () => {
    network();
    await open(99);
    expect(await screen.findByText(ARTIST_MSG.noEncontrado)).toBeTruthy();
  });
});
