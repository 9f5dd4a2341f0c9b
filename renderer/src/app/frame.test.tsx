// Runs in Chromium: a screen test (vitest.config.ts).
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routeKeyOf } from '@shared/route-match';
import { ROUTES, routePath, type RouteKey } from '@shared/routes';
import { HOME_TEXT } from '@shared/texts/discovery';
import { FRAME_TEXT } from '@shared/texts/frame';
import { NOT_FOUND_TITLE, PAGE_TITLES } from '@shared/texts/page-titles';
import { SEO_TEXT } from '@shared/texts/seo';
import {
  createMemoryRouter,
  matchRoutes,
  RouterProvider,
  type RouteObject,
} from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setPlatform } from '../platform';
import { createWebPlatform } from '../platform/web';
import { makeEvento, page } from '../test/discovery-fixtures';
import { fakeNetwork, json, renderApp, TEST_API } from '../test/render-app';
import { Providers } from './providers';
import { buildRoutes } from './routes';
import { createAppStore } from './store';

/** What fetch does when the server cannot be reached. */
const unreachable = () => Promise.reject(new TypeError('Failed to fetch'));

const PARAMS = { id: 7, idEvento: 7, eventoId: 7, idFecha: 7, token: 'x' };

beforeEach(() => {
  // React Router reports a screen's error on the console before its error element shows it.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('tab titles', () => {
  it('names every route apart (the old /miseventos is the same screen as /mis-eventos-creados)', () => {
    const titles = (Object.keys(ROUTES) as RouteKey[])
      .filter((key) => key !== 'misEventos')
      .map((key) => PAGE_TITLES[key]);
    expect(new Set(titles).size).toBe(titles.length);
    // "<Página> · Pulso"; the home page leads with the site's name.
    for (const title of [...titles, NOT_FOUND_TITLE]) expect(title).toMatch(/ · Pulso$|^Pulso · /);
  });

  it('finds, for the server, the route the app opens at every address', () => {
    const routes = buildRoutes();
    for (const key of Object.keys(ROUTES) as RouteKey[]) {
      const path = routePath(key, PARAMS);
      expect(routeKeyOf(path), path).toBe(key);
      const last = matchRoutes(routes, path)?.at(-1)?.route;
      expect(last?.path, path).toBe(ROUTES[key].path);
    }
    for (const path of ['/no-existe', '/evento/7/fotos', '/mis-entradas/7/x']) {
      expect(routeKeyOf(path), path).toBeNull();
      expect(matchRoutes(routes, path)?.at(-1)?.route.id, path).toBe('notFound');
    }
  });

  it('changes with each page, and an unknown address shows the not-found page in the frame', async () => {
    fakeNetwork({});
    const { router } = renderApp('/artistas');
    await waitFor(() => expect(document.title).toBe(SEO_TEXT.artistas));
    await router.navigate('/terminos');
    await waitFor(() => expect(document.title).toBe(PAGE_TITLES.terminos));
    await router.navigate('/arrepentimiento');
    await waitFor(() => expect(document.title).toBe(PAGE_TITLES.arrepentimiento));
    await router.navigate('/no-existe');
    expect(
      await screen.findByRole('heading', { level: 1, name: FRAME_TEXT.noEncontrado }),
    ).toBeTruthy();
    await waitFor(() => expect(document.title).toBe(NOT_FOUND_TITLE));
    expect(screen.getByRole('navigation', { name: 'Navegación principal' })).toBeTruthy();
    expect(screen.getByRole('link', { name: FRAME_TEXT.volverAlInicio }).getAttribute('href')).toBe(
      '/',
    );
  });
});

/** The app's own route tree, with one screen whose code the browser could not download. */
function routesWithUnreachable(id: RouteKey): RouteObject[] {
  const routes = buildRoutes();
  const visit = (list: RouteObject[]) => {
    for (const route of list) {
      if (route.id === id)
        route.lazy = () =>
          Promise.reject(
            new TypeError(
              'Failed to fetch dynamically imported module: http://localhost/assets/artistas.js',
            ),
          );
      if (route.children) visit(route.children);
    }
  };
  visit(routes);
  return routes;
}

describe('a screen that could not be loaded', () => {
  it('keeps the frame and offers to try again; while the server is still down, it stays', async () => {
    const { calls } = fakeNetwork({ 'GET /Config': unreachable });
    setPlatform(createWebPlatform(TEST_API));
    const router = createMemoryRouter(routesWithUnreachable('artistas'), {
      initialEntries: ['/artistas'],
    });
    render(
      <Providers store={createAppStore(null)}>
        <RouterProvider router={router} />
      </Providers>,
    );
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(FRAME_TEXT.sinConexion)).toBeTruthy();
    // The frame stays: navigation bar and footer around the message.
    const nav = screen.getByRole('navigation', { name: 'Navegación principal' });
    expect(within(nav).getByRole('link', { name: 'Eventos' })).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect(screen.queryByText(/error inesperado/)).toBeNull();

    const configCalls = () => calls.filter((r) => new URL(r.url).pathname.endsWith('/Config'));
    const before = configCalls().length;
    await userEvent.click(within(alert).getByRole('button', { name: FRAME_TEXT.reintentar }));
    await waitFor(() => expect(configCalls().length).toBe(before + 1));
    // Still unreachable: the message and an enabled Reintentar, the frame around them.
    const again = await screen.findByRole('alert');
    expect(within(again).getByText(FRAME_TEXT.sinConexion)).toBeTruthy();
    await waitFor(() =>
      expect(
        within(again).getByRole<HTMLButtonElement>('button', { name: FRAME_TEXT.reintentar })
          .disabled,
      ).toBe(false),
    );
    expect(screen.getByRole('navigation', { name: 'Navegación principal' })).toBeTruthy();
  });
});

describe('the home carousel', () => {
  it('says it could not be loaded (not that it is empty) and loads on Reintentar', async () => {
    let down = true;
    fakeNetwork({
      'GET /Evento/GetEventos': () => json(200, page([makeEvento()])),
      'GET /Media': (req) =>
        down
          ? unreachable()
          : new URL(req.url).searchParams.get('IdEntidadMedia') === 'idCarousel1'
            ? json(200, { media: [{ idMedia: 9, url: '/api/v1/Media/file/9', mdVideo: false }] })
            : json(200, { media: [] }),
    });
    renderApp('/');
    expect(await screen.findByText(HOME_TEXT.carruselError)).toBeTruthy();
    expect(screen.queryByText(HOME_TEXT.carruselVacio)).toBeNull();
    down = false;
    await userEvent.click(screen.getByRole('button', { name: HOME_TEXT.reintentar }));
    expect(await screen.findByRole('region', { name: HOME_TEXT.carrusel })).toBeTruthy();
    expect(screen.queryByText(HOME_TEXT.carruselError)).toBeNull();
  });
});
