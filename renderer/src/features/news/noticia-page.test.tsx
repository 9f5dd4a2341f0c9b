// Runs in Chromium: a screen test (vitest.config.ts).
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NoticiaView } from '@shared/api/discovery';
import { NEWS_TEXT } from '@shared/texts/news-directions';
import { describe, expect, it } from 'vitest';
import { fakeNetwork, json, problem, renderApp } from '../../test/render-app';

const NOTICIA: NoticiaView = {
  idNoticia: 4,
  titulo: 'Vuelve el festival del río',
  contenido: 'Tres escenarios.\nVeinte artistas.',
  dtPublicado: '2030-05-02T15:00:00.000Z',
  urlEvento: '/evento/12',
  imagen: '/api/v1/Media/file/8',
};

const newsCalls = (calls: Request[]) =>
  calls.filter((r) => new URL(r.url).pathname.endsWith('/noticia'));

describe('news', () => {
  it('lists "Novedades" and opens an item with the card\'s state', async () => {
    const { calls } = fakeNetwork({ 'GET /noticia': () => json(200, { noticias: [NOTICIA] }) });
    const { router } = renderApp('/noticias');
    expect(await screen.findByText(NEWS_TEXT.cargando)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: NEWS_TEXT.titulo })).toBeTruthy();
    await userEvent.click(await screen.findByRole('link', { name: /Vuelve el festival/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/noticias/4'));
    expect(await screen.findByRole('heading', { level: 1, name: NOTICIA.titulo })).toBeTruthy();
    expect(newsCalls(calls)).toHaveLength(1); // the detail did not ask the server again
    const link = screen.getByRole('link', { name: NEWS_TEXT.irAEvento });
    expect(link.getAttribute('href')).toBe('/evento/12');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('the detail loads from the server once, then from the session cache', async () => {
    const { calls } = fakeNetwork({
      'GET /noticia': () => json(200, { noticias: [{ ...NOTICIA, urlEvento: '' }] }),
    });
    const first = renderApp('/noticias/4');
    expect(await screen.findByText(NEWS_TEXT.cargandoNoticia)).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: NOTICIA.titulo })).toBeTruthy();
    expect(newsCalls(calls)).toHaveLength(1);
    expect(new URL(newsCalls(calls)[0]!.url).searchParams.get('idNoticia')).toBe('4');
    expect(JSON.parse(window.sessionStorage.getItem('noticia-4')!)).toMatchObject({ idNoticia: 4 });
    expect(window.sessionStorage.getItem('noticia-img-4')).toBe(NOTICIA.imagen);
    expect(screen.queryByRole('link', { name: NEWS_TEXT.irAEvento })).toBeNull();
    first.unmount();

    // A new app (fresh store, same tab): the item comes from sessionStorage, no request.
    const second = fakeNetwork({ 'GET /noticia': () => problem(500, 'no debería llamarse') });
    renderApp('/noticias/4');
    expect(await screen.findByRole('heading', { level: 1, name: NOTICIA.titulo })).toBeTruthy();
    expect(newsCalls(second.calls)).toHaveLength(0);
  });

  it('a list failure reads "Hubo un error: " and the reason', async () => {
    fakeNetwork({ 'GET /noticia': () => problem(500, 'Base de datos caída') });
    renderApp('/noticias');
    expect(await screen.findByText(NEWS_TEXT.error('Base de datos caída'))).toBeTruthy();
  });
});
