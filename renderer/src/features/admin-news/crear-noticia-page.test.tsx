// Runs in Chromium: a screen test (vitest.config.ts).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NEWS_FORM_TEXT as T } from '@shared/texts/admin-content';
import { MEDIA_RULES } from '@shared/domain/media-rules';
import { NEWS_MSG } from '@shared/validation/admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeXhr } from '../../test/fake-xhr';
import { pickerReturning } from '../../test/organiser-fixtures';
import { fakeNetwork, json, makeUser, problem, renderApp } from '../../test/render-app';
import { GIF, PNG } from './admin-news-fixtures';

const SLOW = 30_000;

function network(routes: Parameters<typeof fakeNetwork>[0] = {}) {
  return fakeNetwork({
    'POST /noticia': () => json(201, { idNoticia: 41 }),
    'POST /Media': () => json(201, { idMedia: 90, url: '/api/v1/Media/file/90' }),
    'DELETE /noticia/41': () => new Response(null, { status: 204 }),
    ...routes,
  });
}

async function open() {
  const view = renderApp('/crear-noticia', makeUser([1]));
  await screen.findByRole('heading', { level: 1, name: T.tituloCrear });
  return view;
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => userEvent.click(screen.getByRole('button', { name: T.publicar }));
const pickImage = async () => {
  await userEvent.click(screen.getByRole('button', { name: T.elegirImagen }));
};
const mutations = (calls: Request[]) => calls.filter((r) => r.method !== 'GET');

describe('/crear-noticia', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it(
    'checks title, body, image and URL in that order, calling nothing while one fails',
    async () => {
      const { calls } = network();
      const { uploads } = fakeXhr();
      await open();
      await submit();
      expect((await screen.findByRole('alert')).textContent).toBe(NEWS_MSG.titulo);
      type(T.titulo, '   ');
      await submit();
      expect(screen.getByRole('alert').textContent).toBe(NEWS_MSG.titulo);
      type(T.titulo, 'Vuelve el festival');
      type(T.urlEvento, 'ftp://mal');
      await submit();
      expect(screen.getByRole('alert').textContent).toBe(NEWS_MSG.contenido);
      type(T.contenido, 'Tres escenarios.');
      await submit();
      expect(screen.getByRole('alert').textContent).toBe(NEWS_MSG.imagen);
      pickerReturning({ status: 'picked', file: PNG });
      await pickImage();
      await screen.findByText(PNG.name);
      await submit();
      expect(screen.getByRole('alert').textContent).toBe(NEWS_MSG.url);
      expect(mutations(calls)).toEqual([]);
      expect(uploads).toEqual([]);
    },
    SLOW,
  );

  it(
    'refuses a picked image with the create wording, and rechecks the bytes it was given',
    async () => {
      const { calls } = network();
      await open();
      type(T.titulo, 'Título');
      type(T.contenido, 'Cuerpo');
      pickerReturning({ status: 'rejected', reason: 'size', message: 'genérico' });
      await pickImage();
      expect((await screen.findByRole('alert')).textContent).toBe(NEWS_MSG.crearPeso);
      pickerReturning({ status: 'rejected', reason: 'type', message: 'genérico' });
      await pickImage();
      expect((await screen.findByRole('alert')).textContent).toBe(NEWS_MSG.crearTipo);
      expect(screen.queryByText('genérico')).toBeNull();
      pickerReturning({ status: 'picked', file: GIF });
      await pickImage();
      await submit();
      expect(screen.getByRole('alert').textContent).toBe(NEWS_MSG.crearTipo);
      expect(mutations(calls)).toEqual([]);
    },
    SLOW,
  );

  it(
    'creates, uploads the image as noticia-<id>, shows the dialog, resets the form and drops the news cache',
    async () => {
      window.sessionStorage.setItem('noticias', '[]');
      window.sessionStorage.setItem('noticia-3', '{}');
      window.sessionStorage.setItem('noticia-img-3', '/x');
      const { calls } = network();
      const { uploads } = fakeXhr();
      await open();
      type(T.titulo, '  Vuelve el festival ');
      type(T.contenido, 'Tres escenarios.');
      type(T.urlEvento, 'https://pulso.example/evento/12');
      pickerReturning({ status: 'picked', file: PNG });
      await pickImage();
      await submit();

      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).getByText(NEWS_MSG.creada)).toBeTruthy();
      const post = calls.find((r) => r.method === 'POST' && r.url.endsWith('/noticia'))!;
      expect(await post.clone().json()).toEqual({
        titulo: 'Vuelve el festival',
        contenido: 'Tres escenarios.',
        urlEvento: 'https://pulso.example/evento/12',
      });
      expect(uploads).toHaveLength(1);
      expect(uploads[0]!.form.get('IdEntidadMedia')).toBe('noticia-41');
      expect((uploads[0]!.form.get('File') as File).name).toBe(PNG.name);
      expect((screen.getByLabelText(T.titulo) as HTMLInputElement).value).toBe('');
      expect((screen.getByLabelText(T.contenido) as HTMLTextAreaElement).value).toBe('');
      expect((screen.getByLabelText(T.urlEvento) as HTMLInputElement).value).toBe('');
      expect(screen.getByText(T.sinImagen)).toBeTruthy();
      expect(window.sessionStorage.getItem('noticias')).toBeNull();
      expect(window.sessionStorage.getItem('noticia-3')).toBeNull();
      expect(window.sessionStorage.getItem('noticia-img-3')).toBeNull();
      await userEvent.click(within(dialog).getByRole('button', { name: T.aceptar }));
    },
    SLOW,
  );

  it(
    'a failed create shows the catalogue text and uploads nothing',
    async () => {
      network({ 'POST /noticia': () => problem(500, 'x') });
      const { uploads } = fakeXhr();
      await open();
      type(T.titulo, 'Título');
      type(T.contenido, 'Cuerpo');
      pickerReturning({ status: 'picked', file: PNG });
      await pickImage();
      await submit();
      expect(await screen.findByText(NEWS_MSG.errorCrear)).toBeTruthy();
      expect(uploads).toEqual([]);
      expect((screen.getByLabelText(T.titulo) as HTMLInputElement).value).toBe('Título');
    },
    SLOW,
  );

  it(
    'an image the server refuses takes the news item back and says why, in the create wording',
    async () => {
      const { calls } = network({ 'POST /Media': () => problem(413, MEDIA_RULES.noticia.peso) });
      fakeXhr();
      await open();
      type(T.titulo, 'Título');
      type(T.contenido, 'Cuerpo');
      pickerReturning({ status: 'picked', file: PNG });
      await pickImage();
      await submit();
      expect(await screen.findByText(NEWS_MSG.crearPeso)).toBeTruthy();
      await waitFor(() =>
        expect(calls.some((r) => r.method === 'DELETE' && r.url.endsWith('/noticia/41'))).toBe(
          true,
        ),
      );
      expect(screen.queryByText(NEWS_MSG.creada)).toBeNull();
    },
    SLOW,
  );
});
