import type { AnotarmePayload, ListaEsperaView } from '@shared/api/waitlist';
import { baseApi } from './base-api';

const LIST = { type: 'ListaEspera' as const, id: 'LIST' };

/**
 * The wait list of a sold-out ticket type (issue 13; shared/api/waitlist.ts). The event page
 * joins and leaves it and /lista-de-espera shows the places and their offers, so the endpoints
 * live beside the base API rather than in one feature.
 */
export const listaEsperaApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Signed in (role 0): one's places, newest first. */
    getMisListas: build.query<ListaEsperaView[], void>({
      query: () => '/ListaEspera/Mias',
      transformResponse: (r: { lugares: ListaEsperaView[] }) => r.lugares,
      providesTags: [LIST],
    }),
    anotarmeListaEspera: build.mutation<ListaEsperaView, AnotarmePayload>({
      query: (body) => ({ url: '/ListaEspera/Anotarme', method: 'POST', body }),
      // The new place shows at once (the list is read again behind it).
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(placeAnswered(data));
      },
      invalidatesTags: (_r, error) => (error ? [] : [LIST]),
    }),
    salirListaEspera: build.mutation<ListaEsperaView, number>({
      query: (idListaEspera) => ({
        url: '/ListaEspera/Salir',
        method: 'POST',
        body: { idListaEspera },
      }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(placeAnswered(data));
      },
      invalidatesTags: (_r, error) => (error ? [] : [LIST]),
    }),
  }),
});

/** Puts the server's answer for one place in the cached list (replacing it, or first). */
const placeAnswered = (lugar: ListaEsperaView) =>
  listaEsperaApi.util.updateQueryData('getMisListas', undefined, (lugares) => {
    const i = lugares.findIndex((l) => l.idListaEspera === lugar.idListaEspera);
    if (i >= 0) lugares[i] = lugar;
    else lugares.unshift(lugar);
  });

export const { useGetMisListasQuery, useAnotarmeListaEsperaMutation, useSalirListaEsperaMutation } =
  listaEsperaApi;
