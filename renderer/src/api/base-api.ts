import type { UnknownAction } from '@reduxjs/toolkit';
import {
  buildCreateApi,
  coreModule,
  fetchBaseQuery,
  reactHooksModule,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { DISPOSITIVO_HEADER } from '@shared/api/device';
import { getPlatform } from '../platform';
import { deviceId } from '../platform/local-store';
import { clearLocalSession } from '../session/clear-local-session';

/**
 * In the server bundle (issue 11) hooks start their queries while rendering, so the page
 * renderer can wait for them and render again with the data (RTK Query's documented SSR mode);
 * in the browser they start in effects, as usual.
 */
const createApi = buildCreateApi(
  coreModule(),
  reactHooksModule({ unstable__sideEffectsInRender: import.meta.env.SSR }),
);

/** The server-rendered page's API cache, handed to the browser's store before hydration. */
export const SERVER_STATE_HYDRATED = 'api/serverStateHydrated';

export function serverStateHydrated(state: unknown): UnknownAction & { payload: unknown } {
  return { type: SERVER_STATE_HYDRATED, payload: state };
}

/** Never fetched: the server renderer answers requests in-process, but Request needs a URL. */
const SERVER_ORIGIN = 'http://pulso.internal';

const rawBaseQuery = fetchBaseQuery({
  fetchFn: (input, init) => {
    const serverFetch = getPlatform().serverFetch;
    return serverFetch ? serverFetch(input as Request) : fetch(input, init);
  },
  prepareHeaders: async (headers) => {
    const token = await getPlatform().getToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    // Unpaid holds are capped per device too (docs/decisions/0076-hostile-users.md).
    const device = deviceId();
    if (device) headers.set(DISPOSITIVO_HEADER, device);
    return headers;
  },
});

/** Endpoints whose 401 means "wrong credentials", not "your session ended". */
const CREDENTIAL_ENDPOINTS = new Set(['login', 'googleLogin']);

function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/**
 * The platform decides the API base at start (same origin on the web, configured on the
 * desktop), so it is read per request. A 401 to a request that carried a token means the
 * session was revoked or expired: the local session is dropped and the guards send the user
 * home.
 */
const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extraOptions,
) => {
  const request = typeof args === 'string' ? { url: args } : args;
  const platform = getPlatform();
  const base = platform.serverFetch ? SERVER_ORIGIN + platform.apiBase : platform.apiBase;
  const url = joinUrl(base, request.url);
  const result = await rawBaseQuery({ ...request, url }, api, extraOptions);
  if (result.error?.status === 401 && !CREDENTIAL_ENDPOINTS.has(api.endpoint)) {
    if (await getPlatform().getToken()) await api.dispatch(clearLocalSession());
  }
  return result;
};

/** The one API slice. Features add endpoints with injectEndpoints in features/<name>/api.ts. */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  extractRehydrationInfo(action, { reducerPath }) {
    if (action.type !== SERVER_STATE_HYDRATED) return undefined;
    return (action.payload as Record<string, never>)[reducerPath];
  },
  tagTypes: [
    'Usuario',
    'Evento',
    'Artista',
    'Noticia',
    'Fiesta',
    'Media',
    'Ticket',
    'Orden',
    'Resenia',
    'Config',
    // One's places on wait lists (issue 13): the event page and /lista-de-espera read them.
    'ListaEspera',
    // An event's discount codes (issue 14), by event id.
    'Codigo',
    // An event's guest list (issue 14), by event id.
    'Lista',
    // One's productoras ('MIAS'), and a productora's team and activity, by its id.
    'Productora',
    // What is left of the chosen days' add-ons, asked again after a purchase is tried.
    'Adicionales',
    // Administrators' views: pending events, and every non-discarded artist.
    'EventoAValidar',
    'ArtistaAdmin',
  ],
  endpoints: () => ({}),
});
