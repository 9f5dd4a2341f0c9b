import type { StockEvento, StockFecha, UpdateEntradasFechaInput } from '@shared/api/stock';
import type { UpdateEventoInput } from '@shared/validation/evento';
import { baseApi } from '../../api/base-api';

const eventTags = (idEvento: number) => [
  { type: 'Evento' as const, id: idEvento },
  { type: 'Evento' as const, id: 'LIST' },
];

export const modifyEventApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    updateEvento: build.mutation<{ idEvento: number }, UpdateEventoInput>({
      query: (body) => ({ url: '/Evento/UpdateEvento', method: 'PUT', body }),
      invalidatesTags: (_r, error, { idEvento }) => (error ? [] : eventTags(idEvento)),
    }),
    /** GET /Entrada/GetStockEvento: every row with what is taken (shared/api/stock.ts). */
    getStockEvento: build.query<StockEvento, number>({
      query: (idEvento) => ({ url: '/Entrada/GetStockEvento', params: { IdEvento: idEvento } }),
      providesTags: (_r, _e, idEvento) => [{ type: 'Evento', id: idEvento }],
    }),
    /** PUT /Entrada/UpdateEntradasFecha: a day's new quantities and prices, decided at once. */
    updateEntradasFecha: build.mutation<
      StockFecha,
      UpdateEntradasFechaInput & { idEvento: number }
    >({
      query: ({ idEvento: _idEvento, ...body }) => ({
        url: '/Entrada/UpdateEntradasFecha',
        method: 'PUT',
        body,
      }),
      invalidatesTags: (_r, error, { idEvento }) => (error ? [] : eventTags(idEvento)),
    }),
  }),
});

export const { useUpdateEventoMutation, useGetStockEventoQuery, useUpdateEntradasFechaMutation } =
  modifyEventApi;
