// Runs in Chromium: a screen test (vitest.config.ts).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MEDIA_RULES } from '@shared/domain/media-rules';
import { ARTIST_FORM_TEXT as T, SOCIAL_LABELS } from '@shared/texts/admin-validation';
import { ARTIST_MSG } from '@shared/validation/admin';
import { describe, expect, it } from 'vitest';
import { dialogWith } from '../../test/dialogs';
import { fakeXhr } from '../../test/fake-xhr';
import { PNG, pickerReturning } from '../../test/organiser-fixtures';
import { fakeNetwork, json, makeUser, problem, renderApp } from '../../test/render-app';

type Handler = (r: Request) => Response | Promise<Response>;

function network(overrides: Record<string, Handler> = {}) {
  const created: unknown[] = [];
  const net = fakeNetwork({
    'POST /Artista/CreateArtista': async (req) => {
      created.push(await req.json());
      return json(201, { idArtista: 44 });
    },
    'POST /Media': () => json(201, { idMedia: 9, url: '/api/v1/Media/file/9' }),
    ...overrides,
  });
  return { ...net, created };
}

async function open() {
  const view = renderApp('/crear-artista', makeUser([1]));
  await screen.findByRole('heading', { level: 1, name: T.tituloCrear });
  return view;
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => userEvent.click(screen.getByRole('button', { name: T.crear }));
const alerts = () => [...document.querySelectorAll('[role="alert"]')].map((a) => a.textContent);

describe('/crear-artista', () => {
  it('checks the required fields, then each link, in order, without calling the server', async () => {
    const { calls } = network();
    await open();
    await submit();
    await waitFor(() => expect(alerts()).toEqual([ARTIST_MSG.obligatorios]));
    type(T.nombre, 'Dj Nuevo');
    await submit();
    await waitFor(() => expect(alerts()).toEqual([ARTIST_MSG.obligatorios]));
    type(T.bio, '   ');
    await submit();
    await waitFor(() => expect(alerts()).toEqual([ARTIST_MSG.obligatorios]));
    type(T.bio, 'Techno desde Rosario.');
    type(SOCIAL_LABELS.mdInstagram, 'instagram.com/x');
    type(SOCIAL_LABELS.mdSpotify, 'https://');
    type(SOCIAL_LABELS.mdSoundcloud, 'soundcloud');
    await submit();
    await waitFor(() => expect(alerts()).toEqual([ARTIST_MSG.instagram]));
    type(SOCIAL_LABELS.mdInstagram, '');
    await submit();
    await waitFor(() => expect(alerts()).toEqual([ARTIST_MSG.spotify]));
    type(SOCIAL_LABELS.mdSpotify, 'https://open.spotify.com/artist/1');
    await submit();
    await waitFor(() => expect(alerts()).toEqual([ARTIST_MSG.soundcloud]));
    expect(calls.some((r) => r.method === 'POST')).toBe(false);
  });

  it('words a refused photo with the artist rule', async () => {
    network();
    await open();
    pickerReturning(
      { status: 'rejected', reason: 'type', message: 'genérico' },
      { status: 'rejected', reason: 'size', message: 'genérico' },
      { status: 'picked', file: PNG },
    );
    const pick = () => userEvent.click(screen.getByRole('button', { name: T.elegirFoto }));
    await pick();
    await waitFor(() => expect(alerts()).toEqual([MEDIA_RULES.artista.tipo]));
    await pick();
    await waitFor(() => expect(alerts()).toEqual([MEDIA_RULES.artista.peso]));
    await pick();
    await waitFor(() => expect(alerts()).toEqual([]));
    expect(screen.getByText(PNG.name)).toBeTruthy();
  });

  it('creates the artist, uploads the photo as artista-<id>, shows the success dialog and resets', async () => {
    const { created } = network();
    const { uploads } = fakeXhr();
    await open();
    pickerReturning({ status: 'picked', file: PNG });
    type(T.nombre, '  Dj Nuevo ');
    type(T.bio, 'Techno desde Rosario.');
    type(SOCIAL_LABELS.mdSoundcloud, 'https://soundcloud.com/djnuevo');
    await userEvent.click(screen.getByRole('button', { name: T.elegirFoto }));
    await submit();
    const dialog = await dialogWith(ARTIST_MSG.creado);
    expect(created).toEqual([
      {
        nombre: 'Dj Nuevo',
        bio: 'Techno desde Rosario.',
        socials: { mdInstagram: '', mdSpotify: '', mdSoundcloud: 'https://soundcloud.com/djnuevo' },
        isActivo: true,
      },
    ]);
    expect(uploads).toHaveLength(1);
    expect(uploads[0]!.form.get('IdEntidadMedia')).toBe('artista-44');
    expect(uploads[0]!.headers.Authorization).toBe('Bearer test-token');
    await userEvent.click(within(dialog).getByRole('button', { name: T.aceptar }));
    expect(screen.getByLabelText<HTMLInputElement>(T.nombre).value).toBe('');
    expect(screen.getByLabelText<HTMLTextAreaElement>(T.bio).value).toBe('');
    expect(screen.getByLabelText<HTMLInputElement>(SOCIAL_LABELS.mdSoundcloud).value).toBe('');
    expect(screen.queryByText(PNG.name)).toBeNull();
  });

  it("shows the error dialog with the server's reason when the name is taken", async () => {
    network({ 'POST /Artista/CreateArtista': () => problem(409, ARTIST_MSG.nombreEnUso) });
    const { uploads } = fakeXhr();
    await open();
    type(T.nombre, 'Aurora');
    type(T.bio, 'Otra Aurora.');
    await submit();
    const dialog = await dialogWith(ARTIST_MSG.errorCrear);
    expect(within(dialog).getByText(ARTIST_MSG.nombreEnUso)).toBeTruthy();
    expect(uploads).toHaveLength(0);
    // The form keeps what was typed, to fix the name.
    expect(screen.getByLabelText<HTMLInputElement>(T.nombre).value).toBe('Aurora');
  });

  it('the error dialog alone when the server fails', async () => {
    network({ 'POST /Artista/CreateArtista': () => problem(500, 'interno') });
    await open();
    type(T.nombre, 'Aurora');
    type(T.bio, 'Otra Aurora.');
    await submit();
    const dialog = await dialogWith(ARTIST_MSG.errorCrear);
    expect(within(dialog).queryByText('interno')).toBeNull();
  });
});
