import type { ReseniasPage } from '@shared/api/after-sale';
import { baseApi } from './base-api';

/** A party's ratings, or one event's when it belongs to no party. */
export type ReseniasDe = { idFiesta: number } | { idEvento: number };

/**
 * GET /Resenia/GetResenias (public): the event detail's block and the organiser's party page
 * both read it. The whole list comes at once; screens sort and search it in place.
 */
export const reseniasApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getResenias: build.query<ReseniasPage, ReseniasDe>({
      query: (de) => ({ url: '/Resenia/GetResenias', params: { ...de, orden: 'recientes' } }),
      providesTags: [{ type: 'Resenia', id: 'LIST' }],
    }),
  }),
});

export const { useGetReseniasQuery } = reseniasApi;
