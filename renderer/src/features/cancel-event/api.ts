import type { ReembolsosEvento } from '@shared/api/after-sale';
import { baseApi } from '../../api/base-api';

/** How often the cancel page asks again while refunds are still under way (job queue). */
export const REEMBOLSOS_POLL_MS = 2000;

/** The refunds a cancellation makes (before: what it would refund; after: each one's state). */
export const cancelEventApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getReembolsos: build.query<ReembolsosEvento, number>({
      query: (idEvento) => ({ url: '/Evento/GetReembolsos', params: { IdEvento: idEvento } }),
      providesTags: (_r, _e, idEvento) => [{ type: 'Orden', id: `reembolsos-${idEvento}` }],
    }),
    cancelarEvento: build.mutation<ReembolsosEvento, { idEvento: number; motivo: string }>({
      query: (body) => ({ url: '/Evento/CancelarEvento', method: 'POST', body }),
      // The event is Borrado now: the organiser's list and the public pages ask again.
      invalidatesTags: (_r, error, arg) =>
        error
          ? []
          : [
              { type: 'Evento', id: 'LIST' },
              { type: 'Evento', id: arg.idEvento },
            ],
    }),
  }),
});

export const { useGetReembolsosQuery, useCancelarEventoMutation } = cancelEventApi;
