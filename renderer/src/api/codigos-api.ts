import type { CodigoAplicable } from '@shared/api/codigos';
import { baseApi } from './base-api';

/**
 * GET /Codigo/Validar (issue 14, shared/api/codigos.ts): the event page unlocks hidden rows
 * with an access code and /comprar applies a discount code or checks the access code it was
 * handed, so the endpoint lives beside the base API rather than in one feature.
 */
export const validarCodigoApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Whether a code applies to this event now, and its rule; 404/409 say why not. */
    // `headers`: a solved challenge, after wrong codes (ui/desafio).
    validarCodigo: build.query<
      CodigoAplicable,
      { idEvento: number; codigo: string; headers?: Record<string, string> }
    >({
      query: ({ idEvento, codigo, headers }) => ({
        url: '/Codigo/Validar',
        params: { IdEvento: idEvento, Codigo: codigo },
        headers,
      }),
      // Uses, validity and what is left change: each ask goes to the server again.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useValidarCodigoQuery, useLazyValidarCodigoQuery } = validarCodigoApi;
