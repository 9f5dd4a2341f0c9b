import type { SaveTiposFecha, TiposEvento, TiposFecha } from '@shared/api/ticket-types';
import { baseApi } from '../../api/base-api';

const eventTags = (idEvento: number) => [
  { type: 'Evento' as const, id: idEvento },
  { type: 'Evento' as const, id: 'LIST' },
];

/**
 * An event's ticket types per day, with their tandas and cupos (shared/api/ticket-types.ts,
 * docs/decisions/0088-free-form-ticket-types.md). A saved day changes what the event page,
 * the lists and the organiser's other screens show: they reload.
 */
export const tiposEntradaApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getTiposEvento: build.query<TiposEvento, number>({
      query: (idEvento) => ({ url: '/Entrada/TiposEvento', params: { IdEvento: idEvento } }),
      providesTags: (_r, _e, idEvento) => [{ type: 'Evento', id: idEvento }],
    }),
    /** The day as a whole list; answers the day as saved. */
    saveTiposFecha: build.mutation<TiposFecha, SaveTiposFecha & { idEvento: number }>({
      query: ({ idEvento: _idEvento, ...body }) => ({
        url: '/Entrada/TiposFecha',
        method: 'PUT',
        body,
      }),
      invalidatesTags: (_r, error, { idEvento }) => (error ? [] : eventTags(idEvento)),
    }),
  }),
});

export const { useGetTiposEventoQuery, useSaveTiposFechaMutation } = tiposEntradaApi;
