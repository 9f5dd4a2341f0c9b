import type { VentasEvento, VentasPorDia } from '@shared/api/after-sale';
import type { EventosPage } from '@shared/api/discovery';
import type { RrppCifras } from '@shared/api/rrpp';
import { baseApi } from '../../api/base-api';

/** Tickets sold per event (paid orders only) and the organiser's events to choose from. */
export const salesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getVentas: build.query<VentasEvento, number>({
      query: (idEvento) => ({ url: '/Evento/GetVentas', params: { IdEvento: idEvento } }),
      providesTags: (_r, _e, idEvento) => [
        { type: 'Orden', id: 'LIST' },
        { type: 'Evento', id: idEvento },
      ],
    }),
    /** Tickets and money per day since the sales opened, and the discount codes used (issue 14). */
    getVentasPorDia: build.query<VentasPorDia, number>({
      query: (idEvento) => ({ url: '/Evento/GetVentasPorDia', params: { IdEvento: idEvento } }),
      providesTags: (_r, _e, idEvento) => [
        { type: 'Orden', id: 'LIST' },
        { type: 'Evento', id: idEvento },
      ],
    }),
    /**
     * The event's RRPP, best seller first (docs/decisions/0092-rrpp.md): 403 for a role that
     * does not see sales.
     */
    getRankingRrpp: build.query<RrppCifras[], number>({
      query: (idEvento) => ({ url: '/Rrpp/Ranking', params: { IdEvento: idEvento } }),
      providesTags: (_r, _e, idEvento) => [
        { type: 'Orden', id: 'LIST' },
        { type: 'Evento', id: idEvento },
      ],
    }),
    /** Every event of the organiser, in any status (one page of 100, as on Mis eventos). */
    getEventosConVentas: build.query<EventosPage, number>({
      query: (idUsuario) => ({
        url: '/Evento/GetEventos',
        params: { IdUsuario: idUsuario, pageSize: 100 },
      }),
      providesTags: [{ type: 'Evento', id: 'LIST' }],
    }),
  }),
});

export const {
  useGetVentasQuery,
  useGetVentasPorDiaQuery,
  useGetRankingRrppQuery,
  useGetEventosConVentasQuery,
} = salesApi;
