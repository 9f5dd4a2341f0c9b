// Runs in Chromium: a screen test (vitest.config.ts).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MEDIA_RULES } from '@shared/domain/media-rules';
import { NEWS_FORM_TEXT as T } from '@shared/texts/admin-content';
import { NEWS_MSG } from '@shared/validation/admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeXhr } from '../../test/fake-xhr';
import { pickerReturning } from '../../test/organiser-fixtures';
import { fakeNetwork, json, makeUser, renderApp } from '../../test/render-app';
import { GIF, NOTICIAS, PNG } from './admin-news-fixtures';

const SLOW = 30_000;
const NOTICIA = NOTICIAS[0]!;

function network() {
  return fakeNetwork({
    'GET /noticia': () => json(200, { noticias: [NOTICIA] }),
    'PUT /noticia': async (req) =>
      json(200, { idNoticia: ((await req.clone().json()) as { idNoticia: number }).idNoticia }),
    'POST /Media': () => json(201, { idMedia: 91, url: '/api/v1/Media/file/91' }),
  });
}

async function open() {
  const view = renderApp(`/editar-noticia/${NOTICIA.idNoticia}`, makeUser([1]));
  await screen.findByDisplayValue(NOTICIA.titulo);
  return view;
}

const save = () => userEvent.click(screen.getByRole('button', { name: T.guardar }));
const puts = (calls: Request[]) => calls.filter((r) => r.method === 'PUT');

describe('/editar-noticia/{id}', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it(
    'prefills the item; its current image counts as chosen; the dialog goes back to the list',
    async () => {
      window.sessionStorage.setItem('noticia-3', JSON.stringify(NOTICIA));
      const { calls } = network();
      const { uploads } = fakeXhr();
      const { router } = await open();
      expect(screen.getByDisplayValue(NOTICIA.contenido)).toBeTruthy();
      expect(screen.getByDisplayValue(NOTICIA.urlEvento)).toBeTruthy();
      expect(screen.getByRole('img', { name: T.vistaPrevia }).getAttribute('src')).toContain(
        '/Media/file/30',
      );
      fireEvent.change(screen.getByLabelText(T.titulo), { target: { value: 'Nuevo título ' } });
      await save();

      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).getByText(NEWS_MSG.actualizada)).toBeTruthy();
      expect(await puts(calls)[0]!.clone().json()).toEqual({
        idNoticia: 3,
        titulo: 'Nuevo título',
        contenido: NOTICIA.contenido,
        urlEvento: NOTICIA.urlEvento,
      });
      expect(uploads).toEqual([]);
      expect(window.sessionStorage.getItem('noticia-3')).toBeNull();
      await userEvent.click(within(dialog).getByRole('button', { name: T.aceptar }));
      await waitFor(() =>
        expect(router.state.location.pathname).toBe('/modificar-eliminar-noticias'),
      );
    },
    SLOW,
  );

  it(
    'without an image (the current one removed) it asks for one and sends nothing',
    async () => {
      const { calls } = network();
      await open();
      await userEvent.click(screen.getByRole('button', { name: T.quitarImagen }));
      expect(screen.getByText(T.sinImagen)).toBeTruthy();
      await save();
      expect((await screen.findByRole('alert')).textContent).toBe(NEWS_MSG.editarImagen);
      expect(puts(calls)).toEqual([]);
    },
    SLOW,
  );

  it(
    'rechecks type and size with the news wording',
    async () => {
      const { calls } = network();
      await open();
      pickerReturning({ status: 'rejected', reason: 'size', message: 'genérico' });
      await userEvent.click(screen.getByRole('button', { name: T.cambiarImagen }));
      expect((await screen.findByRole('alert')).textContent).toBe(MEDIA_RULES.noticia.peso);
      pickerReturning({ status: 'picked', file: GIF });
      await userEvent.click(screen.getByRole('button', { name: T.cambiarImagen }));
      await save();
      expect((await screen.findByRole('alert')).textContent).toBe(MEDIA_RULES.noticia.tipo);
      const big = { ...PNG, size: 2097153 };
      pickerReturning({ status: 'picked', file: big });
      await userEvent.click(screen.getByRole('button', { name: T.cambiarImagen }));
      await save();
      expect((await screen.findByRole('alert')).textContent).toBe(MEDIA_RULES.noticia.peso);
      expect(puts(calls)).toEqual([]);
    },
    SLOW,
  );

  it(
    'a new image is uploaded under noticia-<id> after the update',
    async () => {
      const { calls } = network();
      const { uploads } = fakeXhr();
      await open();
      pickerReturning({ status: 'picked', file: PNG });
      await userEvent.click(screen.getByRole('button', { name: T.cambiarImagen }));
      await screen.findByText(PNG.name);
      await save();
      expect(await screen.findByText(NEWS_MSG.actualizada)).toBeTruthy();
      expect(puts(calls)).toHaveLength(1);
      expect(uploads).toHaveLength(1);
      expect(uploads[0]!.form.get('IdEntidadMedia')).toBe('noticia-3');
    },
    SLOW,
  );

  it('an unknown item says so', async () => {
    fakeNetwork({ 'GET /noticia': () => json(404, { detail: NEWS_MSG.noEncontrada }) });
    renderApp('/editar-noticia/99', makeUser([1]));
    expect(await screen.findByText(NEWS_MSG.noEncontrada)).toBeTruthy();
  });
});
