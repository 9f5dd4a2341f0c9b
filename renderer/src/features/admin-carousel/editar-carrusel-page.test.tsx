// Runs in Chromium: a screen test (vitest.config.ts).
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MEDIA_RULES } from '@shared/domain/media-rules';
import { MSG } from '@shared/messages';
import { CAROUSEL_TEXT as T } from '@shared/texts/admin-content';
import { CAROUSEL_MSG } from '@shared/validation/admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from '../../test/discovery-fixtures';
import { fakeXhr } from '../../test/fake-xhr';
import { PNG, pickerReturning } from '../../test/organiser-fixtures';
import { fakeNetwork, json, makeUser, problem, renderApp } from '../../test/render-app';

const SLOW = 30_000;

/** Slots 1 and 3 hold an image; uploads and deletes change what GET /Media answers. */
function network(options: { uploadFails?: boolean; deleteFails?: boolean } = {}) {
  const slots: Record<string, { idMedia: number; url: string } | null> = {
    idCarousel1: { idMedia: 9, url: '/api/v1/Media/file/9' },
    idCarousel2: null,
    idCarousel3: { idMedia: 11, url: '/api/v1/Media/file/11' },
    idCarousel4: null,
  };
  const net = fakeNetwork({
    'GET /Media': (req) => {
      const slot = slots[new URL(req.url).searchParams.get('IdEntidadMedia') ?? ''];
      return slot === null
        ? problem(404, 'No encontrado')
        : json(200, { media: slot ? [{ ...slot, mdVideo: false }] : [] });
    },
    'POST /Media': () => {
      if (options.uploadFails) return problem(500, 'x');
      slots.idCarousel2 = { idMedia: 95, url: '/api/v1/Media/file/95' };
      return json(201, slots.idCarousel2);
    },
    'DELETE /Media/9': () => {
      if (options.deleteFails) return problem(500, 'x');
      slots.idCarousel1 = null;
      return new Response(null, { status: 204 });
    },
    'GET /Evento/GetEventos': () => json(200, page([])),
  });
  return net;
}

const slot = (n: number) => screen.getByRole('group', { name: T.slot(n) });
const mediaCalls = (calls: Request[]) =>
  calls.filter((r) => r.method === 'GET' && new URL(r.url).pathname.endsWith('/Media'));

async function open(path = '/editar-carrusel') {
  const view = renderApp(path, makeUser([1]));
  if (path === '/editar-carrusel') await screen.findByRole('group', { name: T.slot(4) });
  return view;
}

describe('/editar-carrusel', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it('shows the four slots with their images', async () => {
    network();
    await open();
    expect(
      within(slot(1))
        .getByRole('img', { name: T.slot(1) })
        .getAttribute('src'),
    ).toContain('/Media/file/9');
    expect(within(slot(2)).getByText(T.vacio)).toBeTruthy();
    expect(
      (within(slot(2)).getByRole('button', { name: T.eliminar }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it(
    'deletes a slide only after "¿Seguro que querés eliminar esta imagen?"',
    async () => {
      const { calls } = network();
      await open();
      await userEvent.click(within(slot(1)).getByRole('button', { name: T.eliminar }));
      let dialog = await screen.findByRole('dialog', { name: T.confirmarTitulo });
      expect(within(dialog).getByText(CAROUSEL_MSG.confirmarEliminar)).toBeTruthy();
      await userEvent.click(within(dialog).getByRole('button', { name: T.cancelar }));
      expect(calls.some((r) => r.method === 'DELETE')).toBe(false);

      await userEvent.click(within(slot(1)).getByRole('button', { name: T.eliminar }));
      dialog = await screen.findByRole('dialog', { name: T.confirmarTitulo });
      await userEvent.click(within(dialog).getByRole('button', { name: T.eliminar }));
      expect(await screen.findByText(MSG.imagenEliminada)).toBeTruthy();
      expect(
        calls.filter((r) => r.method === 'DELETE').map((r) => new URL(r.url).pathname),
      ).toEqual(['/api/v1/Media/9']);
      await waitFor(() => expect(within(slot(1)).getByText(T.vacio)).toBeTruthy());
    },
    SLOW,
  );

  it(
    'a failed delete shows the catalogue text',
    async () => {
      network({ deleteFails: true });
      await open();
      await userEvent.click(within(slot(1)).getByRole('button', { name: T.eliminar }));
      const dialog = await screen.findByRole('dialog', { name: T.confirmarTitulo });
      await userEvent.click(within(dialog).getByRole('button', { name: T.eliminar }));
      expect(await screen.findByText(CAROUSEL_MSG.errorEliminar)).toBeTruthy();
    },
    SLOW,
  );

  it(
    "refuses a heavy or wrong file with the carousel's alert and uploads nothing",
    async () => {
      network();
      const { uploads } = fakeXhr();
      await open();
      pickerReturning({ status: 'rejected', reason: 'size', message: 'genérico' });
      await userEvent.click(within(slot(2)).getByRole('button', { name: T.reemplazar }));
      expect((await within(slot(2)).findByRole('alert')).textContent).toBe(
        'La imagen debe pesar menos de 2MB',
      );
      pickerReturning({
        status: 'picked',
        file: { ...PNG, bytes: new Uint8Array([0x47, 0x49, 0x46, 0x38]) },
      });
      await userEvent.click(within(slot(2)).getByRole('button', { name: T.reemplazar }));
      expect((await within(slot(2)).findByRole('alert')).textContent).toBe(
        MEDIA_RULES.carrusel.tipo,
      );
      expect(uploads).toEqual([]);
      expect(screen.queryByText('genérico')).toBeNull();
    },
    SLOW,
  );

  it(
    'replaces a slide and the home carousel shows it at once',
    async () => {
      const { calls } = network();
      const { uploads } = fakeXhr();
      const { router } = await open('/');
      await waitFor(() => expect(mediaCalls(calls)).toHaveLength(4));
      await act(() => router.navigate('/editar-carrusel'));
      await screen.findByRole('group', { name: T.slot(4) });
      pickerReturning({ status: 'picked', file: PNG });
      await userEvent.click(within(slot(2)).getByRole('button', { name: T.reemplazar }));
      expect(await screen.findByText(CAROUSEL_MSG.actualizada)).toBeTruthy();
      expect(uploads.map((u) => u.form.get('IdEntidadMedia'))).toEqual(['idCarousel2']);
      await waitFor(() =>
        expect(
          within(slot(2))
            .getByRole('img', { name: T.slot(2) })
            .getAttribute('src'),
        ).toContain('/Media/file/95'),
      );

      await act(() => router.navigate('/'));
      await waitFor(() =>
        expect(
          [...document.querySelectorAll('.carousel-slide img')].map((img) =>
            img.getAttribute('src'),
          ),
        ).toEqual([
          expect.stringContaining('/Media/file/9'),
          expect.stringContaining('/Media/file/95'),
          expect.stringContaining('/Media/file/11'),
        ]),
      );
    },
    SLOW,
  );

  it(
    'a failed upload shows the catalogue text',
    async () => {
      network({ uploadFails: true });
      fakeXhr();
      await open();
      pickerReturning({ status: 'picked', file: PNG });
      await userEvent.click(within(slot(2)).getByRole('button', { name: T.reemplazar }));
      expect(await screen.findByText(CAROUSEL_MSG.errorSubir)).toBeTruthy();
    },
    SLOW,
  );
});
