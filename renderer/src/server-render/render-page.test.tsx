// @vitest-environment node
import { SERVER_RENDERED_PAGES } from '@shared/api/server-render';
import { HOME_TEXT } from '@shared/texts/discovery';
import { EVENT_TEXT } from '@shared/texts/event';
import { describe, expect, it } from 'vitest';
import { makeEvento, page } from '../test/discovery-fixtures';
import { PAGE_MODULES, SIGN_IN_DIALOG_MODULES } from './page-modules';
import { createPageRenderer } from './render-page';
import layoutSource from '../app/layout/app-layout.tsx?raw';
import routesSource from '../app/routes.tsx?raw';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The API as the server answers it in-process: "METHOD /path?query" → answer. */
function api(routes: Record<string, () => Response>) {
  const asked: string[] = [];
  const apiFetch = async (request: Request) => {
    const url = new URL(request.url);
    const key = `${request.method} ${url.pathname.replace('/api/v1', '')}${url.search}`;
    asked.push(key);
    const answer = routes[key] ?? routes[key.split('?')[0]!];
    return answer ? answer() : json(404, { status: 404, detail: 'No encontrado' });
  };
  return { apiFetch, asked };
}

const SITE = 'https://pulso.example';

describe('server rendering of public pages', () => {
  it('renders an event with its data and hands the same API answers to the browser', async () => {
    const evento = makeEvento({ idEvento: 12, nombre: 'Noche Ácida' });
    const { apiFetch, asked } = api({
      'GET /Evento/GetEventos?IdEvento=12': () => json(200, page([evento])),
      'GET /Config': () => json(200, { google: null, mapsApiKey: null, serviceFeeRate: 0.15 }),
      'GET /Resenia/GetResenias': () =>
        json(200, { nombre: 'Noche Ácida', promedio: null, cantidad: 0, resenias: [] }),
    });
    const rendered = await createPageRenderer(apiFetch)('/evento/12', SITE);
    expect(rendered?.page).toBe('evento');
    expect(rendered?.html).toContain('<h1');
    expect(rendered?.html).toContain('Noche Ácida');
    expect(rendered?.html).not.toContain(EVENT_TEXT.cargando);
    // Calendar links: the .ics relative to the site, Google's entry pointing at the event page.
    expect(rendered?.html).toContain('href="/api/v1/Evento/Calendario?IdEvento=12"');
    expect(rendered?.html).toContain(encodeURIComponent(`${SITE}/evento/12`));
    // A guest's page: no request carried a token, each was asked once.
    expect(asked.filter((a) => a.startsWith('GET /Evento/GetEventos'))).toHaveLength(1);
    const state = rendered?.state as { api: { queries: Record<string, { status: string }> } };
    expect(state.api.queries['getEvento(12)']?.status).toBe('fulfilled');
    expect(JSON.parse(JSON.stringify(rendered?.state))).toEqual(rendered?.state);
  });

  it('renders the not-found text for an unknown event, from an answered (not pending) query', async () => {
    const { apiFetch } = api({});
    const rendered = await createPageRenderer(apiFetch)('/evento/999', SITE);
    expect(rendered?.html).toContain(EVENT_TEXT.noEncontrado);
    const state = rendered?.state as { api: { queries: Record<string, { status: string }> } };
    expect(state.api.queries['getEvento(999)']?.status).toBe('rejected');
  });

  it('renders the home grid from the on-sale page of events', async () => {
    const { apiFetch } = api({
      'GET /Evento/GetEventos': () =>
        json(200, page([makeEvento({ idEvento: 1, nombre: 'Ritual Austral' })])),
      'GET /Media': () => json(200, { media: [] }),
    });
    const rendered = await createPageRenderer(apiFetch)('/', SITE);
    expect(rendered?.page).toBe('home');
    expect(rendered?.html).toContain(HOME_TEXT.titulo);
    expect(rendered?.html).toContain('Ritual Austral');
    // The first card is the page's largest paint: fetched first, never lazily.
    expect(rendered?.html).toMatch(/<img[^>]*fetchPriority="high"/);
    // Its shape is known before any stylesheet arrives: the flyer's own width and height (the
    // whole flyer is shown, never cropped to the card's box).
    expect(rendered?.html).toMatch(/<img[^>]*width="1200" height="675"/);
  });

  it('leaves every other page to the browser', async () => {
    const { apiFetch, asked } = api({});
    const render = createPageRenderer(apiFetch);
    for (const url of ['/mi-perfil', '/crearevento', '/no-existe', '/mis-entradas'])
      expect(await render(url, SITE), url).toBeNull();
    expect(asked).toEqual([]);
  });

  it("names each rendered page's module as routes.tsx imports it", () => {
    for (const key of SERVER_RENDERED_PAGES) {
      const module = PAGE_MODULES[key].replace(/^src\//, '../').replace(/\.tsx$/, '');
      expect(routesSource, key).toContain(`import('${module}')`);
    }
  });

  it("names the sign-in dialog's modules as the layout imports them", () => {
    for (const id of SIGN_IN_DIALOG_MODULES) {
      const module = id.replace(/^src\//, '../../').replace(/\.tsx$/, '');
      expect(layoutSource, id).toContain(`import('${module}')`);
    }
  });
});
