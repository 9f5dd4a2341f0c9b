import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { getPlatform } from '../platform';
import { clearLocalSession } from '../session/clear-local-session';

const rawBaseQuery = fetchBaseQuery({
  prepareHeaders: async (headers) => {
    const token = await getPlatform().getToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
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
  const url = joinUrl(getPlatform().apiBase, request.url);
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
  tagTypes: [
    'Usuario',
    'Evento',
    'Artista',
    'Noticia',
    'Fiesta',
    'Media',
    'Entrada',
    'Orden',
    'Resenia',
    'Config',
    // Administrators' views: pending events, and every non-discarded artist.
    'EventoAValidar',
    'ArtistaAdmin',
  ],
  endpoints: () => ({}),
});
