import type { EventoView, EventosPage, GetEventosQuery } from '@shared/api/discovery';
import type { FechaOption } from '@shared/domain/date-filters';
import { baseApi } from './base-api';
import { HOME_EVENTS_PAGE_SIZE } from '@shared/domain/page-images';

/**
 * GET /Evento/GetEventos and the favourite toggle: read by the home grid, the event detail,
 * the favourites list and the directions page, so they live beside the base API rather than
 * in one feature.
 */
export interface EventosListArgs {
  Estado?: number;
  Favoritos?: 'true';
  genero?: number;
  provincia?: string;
  municipio?: string;
  localidad?: string;
  after?: 'true';
  lgbt?: 'true';
  fechaOption?: FechaOption;
  fechaEspecifica?: string;
  /** The public search (events by name, line-up or party). */
  busqueda?: string;
  /** Only the events an artist plays (the artist's page). */
  IdArtista?: number;
}

// The list arguments must stay a subset of the server's query schema.
type AssertSubset<T extends Partial<Record<keyof GetEventosQuery, unknown>>> = T;
export type _EventosListArgsMatchContract = AssertSubset<EventosListArgs>;

export const EVENTOS_PAGE_SIZE = HOME_EVENTS_PAGE_SIZE;

/** Answer of PUT /Usuario/EventoFavorito (the contract does not type it: 0/1 or boolean). */
export interface FavoritoResponse {
  isFavorito: boolean | 0 | 1;
}

export const eventosApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** One page per "Ver más"; the filter is applied by the server. */
    getEventos: build.infiniteQuery<EventosPage, EventosListArgs, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (last) =>
          last.page * last.pageSize < last.total ? last.page + 1 : undefined,
      },
      query: ({ queryArg, pageParam }) => ({
        url: '/Evento/GetEventos',
        params: { ...queryArg, page: pageParam, pageSize: EVENTOS_PAGE_SIZE },
      }),
      providesTags: [{ type: 'Evento', id: 'LIST' }],
    }),
    /** One event by id; null when the server has none with that id. */
    getEvento: build.query<EventoView | null, number>({
      query: (idEvento) => ({ url: '/Evento/GetEventos', params: { IdEvento: idEvento } }),
      transformResponse: (page: EventosPage) => page.eventos[0] ?? null,
      providesTags: (_result, _error, idEvento) => [{ type: 'Evento', id: idEvento }],
    }),
    toggleEventoFavorito: build.mutation<FavoritoResponse, { idUsuario: number; idEvento: number }>(
      {
        query: (body) => ({ url: '/Usuario/EventoFavorito', method: 'PUT', body }),
        // Lists show the heart too; the event's own cache is refreshed with the new flag.
        invalidatesTags: (_result, error, { idEvento }) =>
          error
            ? []
            : [
                { type: 'Evento', id: 'LIST' },
                { type: 'Evento', id: idEvento },
              ],
      },
    ),
  }),
});

export const { useGetEventosInfiniteQuery, useGetEventoQuery, useToggleEventoFavoritoMutation } =
  eventosApi;
