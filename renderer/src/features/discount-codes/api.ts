import type { CodigoView, CrearCodigoPayload } from '@shared/api/codigos';
import { baseApi } from '../../api/base-api';

const tag = (idEvento: number) => [{ type: 'Codigo' as const, id: idEvento }];

/** An event's discount codes (issue 14, shared/api/codigos.ts): list, create, deactivate. */
export const codigosApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCodigos: build.query<CodigoView[], number>({
      query: (idEvento) => ({ url: '/Codigo/GetCodigos', params: { IdEvento: idEvento } }),
      providesTags: (_r, _e, idEvento) => tag(idEvento),
    }),
    crearCodigo: build.mutation<CodigoView, CrearCodigoPayload>({
      query: (body) => ({ url: '/Codigo/CrearCodigo', method: 'POST', body }),
      invalidatesTags: (_r, error, { idEvento }) => (error ? [] : tag(idEvento)),
    }),
    desactivarCodigo: build.mutation<CodigoView, Pick<CodigoView, 'idCodigo' | 'idEvento'>>({
      query: ({ idCodigo }) => ({
        url: '/Codigo/DesactivarCodigo',
        method: 'POST',
        body: { idCodigo },
      }),
      invalidatesTags: (_r, error, { idEvento }) => (error ? [] : tag(idEvento)),
    }),
  }),
});

export const { useGetCodigosQuery, useCrearCodigoMutation, useDesactivarCodigoMutation } =
  codigosApi;
