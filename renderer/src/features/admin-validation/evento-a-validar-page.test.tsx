// Runs in Chromium: a screen test (vitest.config.ts).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EventoAValidarDetalle } from '@shared/api/admin';
import type { ArtistaView } from '@shared/api/discovery';
import {
  ACTIVATION_TEXT as A,
  EVENT_VALIDATION_TEXT as T,
  SOCIAL_LABELS,
} from '@shared/texts/admin-validation';
import { ACTIVATION_MSG, ARTIST_MSG, VALIDATION_MSG } from '@shared/validation/admin';
import { describe, expect, it } from 'vitest';
import { makeEvento } from '../../test/discovery-fixtures';
import { fakeNetwork, json, makeUser, problem, renderApp } from '../../test/render-app';
import { formatPesos } from '../../ui/format';

const artista = (idArtista: number, nombre: string): ArtistaView => ({
  idArtista,
  nombre,
  bio: '',
  isActivo: false,
  dtAlta: '2030-06-01T12:00:00.000Z',
  socials: { idSocial: idArtista, mdInstagram: '', mdSpotify: '', mdSoundcloud: '' },
  imagen: null,
  likes: 0,
  isFavorito: 0,
});

function detalle(): EventoAValidarDetalle {
  return {
    evento: {
      ...makeEvento({
        idEvento: 21,
        estado: 0,
        cdEstado: 0,
        descripcion: '',
        genero: [1, 8],
        isLgbt: true,
        isAfter: false,
        soundCloud: 'https://soundcloud.com/aurora/set-largo',
        video: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      }),
      owner: {
        idUsuario: 3,
        nombre: 'Martín',
        apellido: 'Gómez',
        correo: 'martin@example.com',
        telefono: '1155550000',
      },
    },
    entradasPorFecha: [
      {
        idFecha: 30,
        entradas: [
          { cdTipo: 0, dsTipo: 'General', precio: 15000, cantidad: 200 },
          { cdTipo: 2, dsTipo: 'VIP', precio: 30000, cantidad: 50 },
        ],
      },
    ],
    artistasInactivos: [artista(5, 'Dj Nuevo'), artista(6, 'Otra Nueva')],
  };
}

type Handler = (r: Request) => Response | Promise<Response>;

/** The event behind the fake network; activating or discarding takes an artist off its list. */
function network(overrides: Record<string, Handler> = {}) {
  const state = detalle();
  const bodies: Record<string, unknown[]> = {};
  const record = async (key: string, req: Request) => {
    const body = (await req.json()) as Record<string, unknown>;
    (bodies[key] ??= []).push(body);
    return body;
  };
  const drop = (idArtista: unknown) => {
    state.artistasInactivos = state.artistasInactivos.filter((a) => a.idArtista !== idArtista);
  };
  const net = fakeNetwork({
    'GET /Evento/GetEventoAValidar': () => json(200, state),
    'GET /Evento/GetEventosAValidar': () => json(200, { eventos: [] }),
    'PUT /Evento/ValidarEvento': async (req) => {
      await record('validar', req);
      return json(200, { idEvento: 21, estado: 1 });
    },
    'PUT /Evento/RechazarEvento': async (req) => {
      await record('rechazar', req);
      return json(200, { idEvento: 21, estado: 6 });
    },
    'PUT /Artista/ActivarArtista': async (req) => {
      const body = await record('activar', req);
      drop(body.idArtista);
      return json(200, { idArtista: body.idArtista });
    },
    'PUT /Artista/DescartarArtista': async (req) => {
      const body = await record('descartar', req);
      drop(body.idArtista);
      return json(200, { idArtista: body.idArtista });
    },
    ...overrides,
  });
  return { ...net, bodies };
}

async function open() {
  const view = renderApp('/eventoavalidar/21', makeUser([1]));
  await screen.findByRole('heading', { level: 1, name: 'Noche Ácida' });
  return view;
}

const alerts = () => [...document.querySelectorAll('[role="alert"]')].map((a) => a.textContent);
const artistNames = () =>
  within(screen.getByRole('list', { name: A.titulo }))
    .getAllByRole('listitem')
    .map((li) => li.querySelector('.validation-artist-name')?.textContent);
const rowOf = (nombre: string) =>
  screen.getByText(nombre, { selector: '.validation-artist-name' }).closest('li')!;

describe('/eventoavalidar/{idEvento}', () => {
  it("shows 'Cargando evento...' and then everything to check", async () => {
    network();
    renderApp('/eventoavalidar/21', makeUser([1]));
    expect(await screen.findByText(VALIDATION_MSG.cargando)).toBeTruthy();
    await screen.findByRole('heading', { level: 1, name: 'Noche Ácida' });

    expect(screen.getByText('Martín Gómez')).toBeTruthy();
    expect(screen.getByText('martin@example.com')).toBeTruthy();
    expect(screen.getByText('1155550000')).toBeTruthy();
    expect(screen.getByText('Techno, Acid-Techno')).toBeTruthy();
    expect(screen.getByText('Aurora, Ícaro Sur')).toBeTruthy();
    expect(screen.getByText('Av. Corrientes 1234')).toBeTruthy();
    expect(screen.getByText('Ciudad Autónoma de Buenos Aires')).toBeTruthy();
    expect(screen.getByText(VALIDATION_MSG.sinDescripcion)).toBeTruthy();
    // Friday 23:00 to Saturday 07:00 in Buenos Aires.
    expect(screen.getByText(/Viernes, 12 de julio/)).toBeTruthy();
    expect(screen.getByText(/23:00 – 07:00/)).toBeTruthy();

    const tickets = screen.getByRole('table', { name: `${T.entradas}, ${T.dia(1)}` });
    const rows = within(tickets)
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(rows).toEqual([
      ['General', formatPesos(15000), '200'],
      ['VIP', formatPesos(30000), '50'],
    ]);
    expect(
      screen.getByRole('link', { name: 'https://soundcloud.com/aurora/set-largo' }),
    ).toBeTruthy();
    expect(screen.getByTitle(T.reproductorVideo).getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    expect(screen.getByText(T.motivoNota)).toBeTruthy();
    expect(screen.getByLabelText(T.motivo)).toBeTruthy();
  });

  it("'Validar' shows 'Validando...' while busy, then returns to the list with the approval text", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { bodies } = network({
      'PUT /Evento/ValidarEvento': async (req) => {
        (bodies.validar ??= []).push(await req.json());
        await held;
        return json(200, { idEvento: 21, estado: 1 });
      },
    });
    const { router } = await open();
    await userEvent.click(screen.getByRole('button', { name: T.validar }));
    const busy = await screen.findByRole('button', { name: new RegExp(VALIDATION_MSG.validando) });
    expect(busy.hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: T.rechazar }).hasAttribute('disabled')).toBe(true);
    release();
    await waitFor(() => expect(router.state.location.pathname).toBe('/eventosavalidar'));
    expect(await screen.findByText(VALIDATION_MSG.aprobado)).toBeTruthy();
    expect(bodies.validar).toEqual([{ idEvento: 21 }]);
  });

  it('a failed approval says so and stays', async () => {
    network({
      'PUT /Evento/ValidarEvento': () => problem(409, VALIDATION_MSG.noPendiente),
    });
    const { router } = await open();
    await userEvent.click(screen.getByRole('button', { name: T.validar }));
    await waitFor(() =>
      expect(alerts()).toEqual([VALIDATION_MSG.errorAprobar, VALIDATION_MSG.noPendiente]),
    );
    expect(router.state.location.pathname).toBe('/eventoavalidar/21');
    expect(screen.getByRole('button', { name: T.validar }).hasAttribute('disabled')).toBe(false);
  });

  it("'Rechazar' needs a reason; with one it sends it and returns to the list", async () => {
    const { bodies, calls } = network();
    const { router } = await open();
    await userEvent.click(screen.getByRole('button', { name: T.rechazar }));
    await waitFor(() => expect(alerts()).toEqual([VALIDATION_MSG.motivoFalta]));
    fireEvent.change(screen.getByLabelText(T.motivo), { target: { value: '    ' } });
    await userEvent.click(screen.getByRole('button', { name: T.rechazar }));
    await waitFor(() => expect(alerts()).toEqual([VALIDATION_MSG.motivoFalta]));
    expect(calls.some((r) => r.url.includes('RechazarEvento'))).toBe(false);

    fireEvent.change(screen.getByLabelText(T.motivo), {
      target: { value: '  Faltan datos del lugar.  ' },
    });
    await userEvent.click(screen.getByRole('button', { name: T.rechazar }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/eventosavalidar'));
    expect(await screen.findByText(VALIDATION_MSG.rechazado)).toBeTruthy();
    expect(bodies.rechazar).toEqual([{ idEvento: 21, motivo: 'Faltan datos del lugar.' }]);
  });

  it('a failed rejection says so', async () => {
    network({ 'PUT /Evento/RechazarEvento': () => problem(500, 'boom') });
    await open();
    fireEvent.change(screen.getByLabelText(T.motivo), { target: { value: 'No.' } });
    await userEvent.click(screen.getByRole('button', { name: T.rechazar }));
    await waitFor(() => expect(alerts()).toEqual([VALIDATION_MSG.errorRechazar]));
  });

  it('activates an artist after checking each link with the dialog wording', async () => {
    const { bodies, calls } = network();
    await open();
    expect(artistNames()).toEqual(['Dj Nuevo', 'Otra Nueva']);
    await userEvent.click(within(rowOf('Dj Nuevo')).getByRole('button', { name: A.activar }));
    const dialog = await screen.findByRole('dialog');
    // The name as the organiser typed it, which the administrator may correct.
    expect((within(dialog).getByLabelText(A.nombre) as HTMLInputElement).value).toBe('Dj Nuevo');
    const set = (label: string, value: string) =>
      fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
    set(A.nombre, 'DJ Nuevo');
    const confirm = () =>
      userEvent.click(within(dialog).getByRole('button', { name: A.confirmar }));

    set(SOCIAL_LABELS.mdInstagram, 'instagram.com/djnuevo');
    set(SOCIAL_LABELS.mdSpotify, 'spotify');
    set(SOCIAL_LABELS.mdSoundcloud, 'ftp://soundcloud.com/x');
    await confirm();
    await waitFor(() => expect(alerts()).toEqual([ACTIVATION_MSG.instagram]));
    set(SOCIAL_LABELS.mdInstagram, 'https://instagram.com/djnuevo');
    await confirm();
    await waitFor(() => expect(alerts()).toEqual([ACTIVATION_MSG.spotify]));
    set(SOCIAL_LABELS.mdSpotify, '');
    await confirm();
    await waitFor(() => expect(alerts()).toEqual([ACTIVATION_MSG.soundcloud]));
    expect(calls.some((r) => r.url.includes('ActivarArtista'))).toBe(false);

    set(SOCIAL_LABELS.mdSoundcloud, ' https://soundcloud.com/djnuevo ');
    await confirm();
    expect(await screen.findByText(ARTIST_MSG.activado)).toBeTruthy();
    await waitFor(() => expect(artistNames()).toEqual(['Otra Nueva']));
    expect(bodies.activar).toEqual([
      {
        idArtista: 5,
        nombre: 'DJ Nuevo',
        socials: {
          mdInstagram: 'https://instagram.com/djnuevo',
          mdSpotify: '',
          mdSoundcloud: 'https://soundcloud.com/djnuevo',
        },
      },
    ]);
  });

  it('a failed activation shows the catalogue text in the dialog', async () => {
    network({ 'PUT /Artista/ActivarArtista': () => problem(500, 'boom') });
    await open();
    await userEvent.click(within(rowOf('Otra Nueva')).getByRole('button', { name: A.activar }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: A.confirmar }));
    await waitFor(() => expect(alerts()).toEqual([ARTIST_MSG.errorActivar]));
    expect(artistNames()).toEqual(['Dj Nuevo', 'Otra Nueva']);
  });

  it("'No Activar' discards the artist, which leaves the list", async () => {
    const { bodies } = network();
    await open();
    await userEvent.click(within(rowOf('Otra Nueva')).getByRole('button', { name: A.noActivar }));
    await waitFor(() => expect(artistNames()).toEqual(['Dj Nuevo']));
    expect(bodies.descartar).toEqual([{ idArtista: 6 }]);
    await userEvent.click(within(rowOf('Dj Nuevo')).getByRole('button', { name: A.noActivar }));
    expect(await screen.findByText(A.vacio)).toBeTruthy();
    expect(screen.queryByRole('button', { name: A.activar })).toBeNull();
  });

  it('an unknown event says it was not found', async () => {
    fakeNetwork({
      'GET /Evento/GetEventoAValidar': () => problem(404, 'No se encontró el evento.'),
    });
    renderApp('/eventoavalidar/999', makeUser([1]));
    expect(await screen.findByText(T.noEncontrado)).toBeTruthy();
  });
});
