import type { ComisionesEvento, GuardarComisiones, MiRrppEvento } from '@shared/api/rrpp';
import { baseApi } from '../../api/base-api';

/**
 * RRPP (shared/api/rrpp.ts): an event's commission rules per RRPP and saving one RRPP's, and
 * the caller's own events as RRPP. The ranking is read by the sales page (features/sales).
 */
export const rrppApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getComisiones: build.query<ComisionesEvento, number>({
      query: (idEvento) => ({ url: '/Rrpp/Comisiones', params: { IdEvento: idEvento } }),
      providesTags: (_r, _e, idEvento) => [{ type: 'Evento', id: idEvento }],
    }),
    // The answer is the event's rules as saved: the page shows them without reading again.
    guardarComisiones: build.mutation<ComisionesEvento, GuardarComisiones>({
      query: (body) => ({ url: '/Rrpp/Comisiones', method: 'PUT', body }),
      async onQueryStarted({ idEvento }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(rrppApi.util.upsertQueryData('getComisiones', idEvento, data));
      },
    }),
    getMisEventosRrpp: build.query<MiRrppEvento[], void>({
      query: () => '/Rrpp/MisEventos',
      providesTags: [{ type: 'Orden', id: 'LIST' }],
    }),
  }),
});

export const { useGetComisionesQuery, useGuardarComisionesMutation, useGetMisEventosRrppQuery } =
  rrppApi;
