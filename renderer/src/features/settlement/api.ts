import type { Liquidacion } from '@shared/api/settlement';
import { baseApi } from '../../api/base-api';

/** The settlement of an event (issue 14): its figures per day and type, and the totals. */
export const settlementApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getLiquidacion: build.query<Liquidacion, number>({
      query: (idEvento) => ({ url: '/Evento/GetLiquidacion', params: { IdEvento: idEvento } }),
      providesTags: (_r, _e, idEvento) => [
        { type: 'Orden', id: 'LIST' },
        { type: 'Evento', id: idEvento },
      ],
    }),
  }),
});

export const { useGetLiquidacionQuery } = settlementApi;
