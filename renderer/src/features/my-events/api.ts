import type { MisEventosPage } from '@shared/api/organiser';
import { baseApi } from '../../api/base-api';

/** Every event of the organiser, in any status (the list is small: one page of 100). */
export const myEventsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMisEventos: build.query<MisEventosPage, number>({
      query: (idUsuario) => ({
        url: '/Evento/GetEventos',
        params: { IdUsuario: idUsuario, pageSize: 100 },
      }),
      providesTags: [{ type: 'Evento', id: 'LIST' }],
    }),
  }),
});

export const { useGetMisEventosQuery } = myEventsApi;
