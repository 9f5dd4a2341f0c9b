import {
  SERVER_RENDERED_PAGES,
  type CreatePageRenderer,
  type RenderedPage,
} from '@shared/api/server-render';
import type { RouteKey } from '@shared/routes';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
} from 'react-router-dom';
import { baseApi } from '../api/base-api';
import { Providers } from '../app/providers';
import { buildRoutes } from '../app/routes';
import { createAppStore } from '../app/store';
import { setPlatform } from '../platform';
import { ServerSiteOriginProvider } from '../ui/site-origin';
import { serverPlatform } from './server-platform';

export { PAGE_MODULES, SIGN_IN_DIALOG_MODULES } from './page-modules';

/** A page whose data needs more rounds than this (a query waiting on another) is a bug. */
const MAX_DATA_ROUNDS = 3;

const isServerRendered = (id: string | undefined): id is RouteKey =>
  (SERVER_RENDERED_PAGES as readonly string[]).includes(id ?? '');

/**
 * The server bundle's entry (vite.ssr.config.ts → dist/ssr/render-page.js, issue 11). A page
 * is rendered as a guest sees it: once to start its queries (hooks start them while rendering
 * in this bundle), again when they have answered, with the same components the browser then
 * hydrates from the same store state.
 */
export const createPageRenderer: CreatePageRenderer = (apiFetch) => {
  setPlatform(serverPlatform(apiFetch));
  const routes = buildRoutes();
  const handler = createStaticHandler(routes);

  return async function renderPage(url: string, siteOrigin: string): Promise<RenderedPage | null> {
    const address = new URL(url, 'http://pulso.internal');
    // Matched first: other screens' code (antd) is never loaded here.
    const page = matchRoutes(routes, address.pathname)?.at(-1)?.route.id;
    if (!isServerRendered(page)) return null;
    const context = await handler.query(new Request(address));
    if (context instanceof Response) return null;

    const store = createAppStore(null);
    const router = createStaticRouter(handler.dataRoutes, context);
    const render = () =>
      renderToString(
        <StrictMode>
          <ServerSiteOriginProvider value={siteOrigin}>
            <Providers store={store}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </Providers>
          </ServerSiteOriginProvider>
        </StrictMode>,
      );
    // The state each render starts from is what the browser gets: a render may start a query
    // again (RTK Query retries a failed one for each new subscriber), and its HTML shows the
    // answer it started from.
    let state = store.getState().api;
    let html = render();
    for (let round = 0; round < MAX_DATA_ROUNDS; round++) {
      const running = store.dispatch(baseApi.util.getRunningQueriesThunk());
      const answered = (key: string) => /fulfilled|rejected/.test(state.queries[key]?.status ?? '');
      if (running.every((query) => answered(query.queryCacheKey))) {
        for (const query of running) query.abort();
        break;
      }
      await Promise.all(running);
      state = store.getState().api;
      html = render();
    }
    // Drops the cache's timers: this store is thrown away.
    store.dispatch(baseApi.util.resetApiState());
    return { html, state: { api: state }, page };
  };
};
