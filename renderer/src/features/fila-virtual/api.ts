import type { FilaVirtualEstado } from '@shared/api/fila-virtual';
import { baseApi } from '../../api/base-api';

/** The virtual queue of a high-demand day (issue 12; shared/api/fila-virtual.ts). */
export const filaVirtualApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Idempotent: joining again answers the same place. */
    // Joining needs a solved challenge (`headers`, ui/desafio).
    unirmeFila: build.mutation<
      FilaVirtualEstado,
      { idFecha: number; headers?: Record<string, string> }
    >({
      query: ({ idFecha, headers }) => ({
        url: '/FilaVirtual/Unirme',
        method: 'POST',
        body: { idFecha },
        headers,
      }),
    }),
    // Polled, never answered from a stale cache entry.
    getFilaEstado: build.query<FilaVirtualEstado, number>({
      query: (idFecha) => ({ url: '/FilaVirtual/Estado', params: { IdFecha: idFecha } }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useUnirmeFilaMutation, useGetFilaEstadoQuery } = filaVirtualApi;
