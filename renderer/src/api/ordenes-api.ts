import type { OrdenView } from '@shared/api/checkout';
import { baseApi } from './base-api';

/**
 * GET /Orden/GetOrden: the buyer's order. The checkout (desktop, while paying in the browser)
 * and the tickets list (back from the payment page) both follow it until it is paid.
 */
export const ordenesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getOrden: build.query<OrdenView, number>({
      query: (idOrden) => ({ url: '/Orden/GetOrden', params: { idOrden } }),
      providesTags: (_r, _e, idOrden) => [{ type: 'Orden', id: idOrden }],
    }),
  }),
});

export const { useGetOrdenQuery } = ordenesApi;

/** How often a pending order is asked about while the buyer waits. */
export const ORDEN_POLL_MS = 2000;
