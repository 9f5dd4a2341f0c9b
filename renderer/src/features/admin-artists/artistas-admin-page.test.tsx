// Runs in Chromium: a screen test (vitest.config.ts).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ArtistaAdminView } from '@shared/api/admin';
import {
  ACTIVATION_TEXT,
  ADMIN_ARTISTS_TEXT as T,
  SOCIAL_LABELS,
} from '@shared/texts/admin-validation';
import { ACTIVATION_MSG, ARTIST_MSG } from '@shared/validation/admin';
import { describe, expect, it } from 'vitest';
import { dialogWith, visibleDialogWith } from '../../test/dialogs';
import { fakeNetwork, json, makeUser, problem, renderApp } from '../../test/render-app';
import { formatFechaLarga } from '../../ui/format';

const artista = (
  idArtista: number,
  nombre: string,
  dtAlta: string,
  extra: Partial<ArtistaAdminView> = {},
): ArtistaAdminView => ({
  idArtista,
  nombre,
  bio: 'Bio',
  isActivo: true,
  dtAlta,
  socials: { idSocial: idArtista, mdInstagram: '', mdSpotify: '', mdSoundcloud: '' },
  imagen: null,
  likes: 0,
  isFavorito: 0,
  descartado: false,
  ...extra,
});

/** Newest first, as the server answers. Ícaro Sur was typed by an organiser, not activated. */
const ARTISTAS = [
  artista(3, 'ícaro sur', '2030-06-03T15:00:00.000Z', { isActivo: false }),
  artista(2, 'Aurora', '2030-06-02T15:00:00.000Z', { imagen: '/api/v1/Media/file/8' }),
  artista(1, 'Dj Noise', '2030-06-01T15:00:00.000Z'),
];

function network(options: { failDelete?: boolean } = {}) {
  let artistas = ARTISTAS.map((a) => ({ ...a }));
  const deleted: number[] = [];
  const activated: unknown[] = [];
  const net = fakeNetwork({
    'GET /Artista/GetArtistasAdmin': () => json(200, { artistas }),
    'PUT /Artista/ActivarArtista': async (req: Request) => {
      const body = (await req.json()) as { idArtista: number; nombre: string };
      activated.push(body);
      artistas = artistas.map((a) =>
        a.idArtista === body.idArtista ? { ...a, nombre: body.nombre, isActivo: true } : a,
      );
      return json(200, { idArtista: body.idArtista });
    },
    ...Object.fromEntries(
      ARTISTAS.map((a) => [
        `DELETE /Artista/DeleteArtista/${a.idArtista}`,
        () => {
          if (options.failDelete) return problem(500, 'boom');
          deleted.push(a.idArtista);
          artistas = artistas.filter((x) => x.idArtista !== a.idArtista);
          return new Response(null, { status: 204 });
        },
      ]),
    ),
  });
  return { ...net, deleted, activated };
}

const names = () =>
  within(screen.getByRole('list', { name: T.titulo }))
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);
const rowOf = (nombre: string) =>
  screen.getByRole('heading', { level: 2, name: nombre }).closest('li')!;

async function open() {
  const view = renderApp('/modificar-eliminar-artistas', makeUser([1]));
  await screen.findByRole('heading', { level: 2, name: 'Aurora' });
  return view;
}

describe('/modificar-eliminar-artistas', () => {
  it('lists photo (or placeholder), name and creation date, newest first', async () => {
    network();
    await open();
    expect(names()).toEqual(['ícaro sur', 'Aurora', 'Dj Noise']);
    const aurora = rowOf('Aurora');
    expect(within(aurora).getByRole('img', { name: T.fotoAlt('Aurora') }).tagName).toBe('IMG');
    expect(
      within(aurora).getByText(T.alta(formatFechaLarga('2030-06-02T15:00:00.000Z'))),
    ).toBeTruthy();
    // No photo: the placeholder carries the same accessible name.
    expect(
      within(rowOf('Dj Noise')).getByRole('img', { name: T.fotoAlt('Dj Noise') }).tagName,
    ).toBe('DIV');
    expect(within(rowOf('ícaro sur')).getByText(T.inactivo)).toBeTruthy();
  });

  it("'Activar' on a pending artist opens the activation dialog, the name correctable", async () => {
    const { activated } = network();
    await open();
    expect(within(rowOf('Aurora')).queryByRole('button', { name: T.activar })).toBeNull();
    await userEvent.click(within(rowOf('ícaro sur')).getByRole('button', { name: T.activar }));
    const dialog = await dialogWith(ACTIVATION_TEXT.dialogo);
    const nombre = within(dialog).getByLabelText(ACTIVATION_TEXT.nombre);
    expect((nombre as HTMLInputElement).value).toBe('ícaro sur');
    await userEvent.clear(nombre);
    await userEvent.click(within(dialog).getByRole('button', { name: ACTIVATION_TEXT.confirmar }));
    expect(within(dialog).getByRole('alert').textContent).toBe(ACTIVATION_MSG.nombre);
    await userEvent.type(nombre, 'Ícaro Sur');
    await userEvent.type(
      within(dialog).getByLabelText(SOCIAL_LABELS.mdInstagram),
      'https://instagram.com/icarosur',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: ACTIVATION_TEXT.confirmar }));
    await dialogWith(ARTIST_MSG.activado);
    expect(activated).toEqual([
      {
        idArtista: 3,
        nombre: 'Ícaro Sur',
        socials: {
          mdInstagram: 'https://instagram.com/icarosur',
          mdSpotify: '',
          mdSoundcloud: '',
        },
      },
    ]);
    await waitFor(() => expect(names()).toEqual(['Ícaro Sur', 'Aurora', 'Dj Noise']));
    expect(within(rowOf('Ícaro Sur')).queryByText(T.inactivo)).toBeNull();
    expect(within(rowOf('Ícaro Sur')).queryByRole('button', { name: T.activar })).toBeNull();
  });

  it('searches by name ignoring case and accents', async () => {
    network();
    await open();
    const search = (text: string) =>
      fireEvent.change(screen.getByLabelText(T.buscar), { target: { value: text } });
    search('ICARO');
    expect(names()).toEqual(['ícaro sur']);
    search('o');
    expect(names()).toEqual(['ícaro sur', 'Aurora', 'Dj Noise']);
    search('zzz');
    expect(screen.getByText(T.sinResultados)).toBeTruthy();
  });

  it("'Editar' opens the artist editor", async () => {
    network();
    const { router } = await open();
    await userEvent.click(within(rowOf('Aurora')).getByRole('button', { name: T.editar }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/editar-artista/2'));
  });

  it('deletes after confirming, then shows the success dialog', async () => {
    const { deleted } = network();
    await open();
    await userEvent.click(within(rowOf('Dj Noise')).getByRole('button', { name: T.eliminar }));
    const confirm = await dialogWith(T.confirmarEliminar('Dj Noise'));
    await userEvent.click(within(confirm).getByRole('button', { name: T.cancelar }));
    expect(deleted).toEqual([]);

    await userEvent.click(within(rowOf('Dj Noise')).getByRole('button', { name: T.eliminar }));
    const again = await dialogWith(T.confirmarEliminar('Dj Noise'));
    await userEvent.click(within(again).getByRole('button', { name: T.eliminar }));
    const success = await dialogWith(ARTIST_MSG.eliminado);
    expect(deleted).toEqual([1]);
    await waitFor(() => expect(names()).toEqual(['ícaro sur', 'Aurora']));
    await userEvent.click(within(success).getByRole('button', { name: T.aceptar }));
    await waitFor(() => expect(visibleDialogWith(ARTIST_MSG.eliminado)).toBeUndefined());
  });

  it('a failed delete says so and keeps the artist', async () => {
    network({ failDelete: true });
    await open();
    await userEvent.click(within(rowOf('Aurora')).getByRole('button', { name: T.eliminar }));
    const confirm = await dialogWith(T.confirmarEliminar('Aurora'));
    await userEvent.click(within(confirm).getByRole('button', { name: T.eliminar }));
    expect(await screen.findByText(ARTIST_MSG.errorEliminar)).toBeTruthy();
    expect(names()).toContain('Aurora');
    expect(visibleDialogWith(ARTIST_MSG.eliminado)).toBeUndefined();
  });
});
