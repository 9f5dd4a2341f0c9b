import type { CrearEventoResponse } from '@shared/api/organiser';
import type { CrearEventoInput } from '@shared/validation/evento';
import { baseApi } from '../../api/base-api';

export const createEventApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** One atomic create: new artists and party, the event, its days and ticket stock. */
    crearEvento: build.mutation<CrearEventoResponse, CrearEventoInput>({
      query: (body) => ({ url: '/Evento/CrearEvento', method: 'POST', body }),
      invalidatesTags: (_r, error) =>
        error
          ? []
          : [
              { type: 'Evento', id: 'LIST' },
              { type: 'Fiesta', id: 'LIST' },
              { type: 'Artista', id: 'LIST' },
            ],
    }),
  }),
});

export const { useCrearEventoMutation } = createEventApi;
