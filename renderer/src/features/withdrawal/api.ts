import type {
  ArrepentimientoPayload,
  ArrepentimientoPedido,
  ArrepentimientoPreview,
  ArrepentimientoView,
  OrdenArrepentible,
} from '@shared/api/withdrawal';
import { baseApi } from '../../api/base-api';

/** The caller's orders still inside the withdrawal window (GET /Orden/Arrepentibles). */
const ARREPENTIBLES = { type: 'Orden' as const, id: 'ARREPENTIBLES' };

/** The withdrawal button (issue 13; shared/api/withdrawal.ts): anyone asks, the buyer confirms. */
export const withdrawalApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Signed in (role 0): soonest deadline first. */
    getArrepentibles: build.query<OrdenArrepentible[], void>({
      query: () => '/Orden/Arrepentibles',
      transformResponse: (r: { ordenes: OrdenArrepentible[] }) => r.ordenes,
      providesTags: [ARREPENTIBLES],
    }),
    /** Public: the same neutral answer whatever was typed; the link goes by mail. */
    pedirArrepentimiento: build.mutation<ArrepentimientoPedido, ArrepentimientoPayload>({
      query: (body) => ({ url: '/Orden/Arrepentimiento', method: 'POST', body }),
    }),
    /** Role 0, one's own order: the confirmation's token at once, no mail round trip. */
    pedirArrepentimientoPropio: build.mutation<{ token: string }, number>({
      query: (idOrden) => ({
        url: '/Orden/Arrepentimiento/Propia',
        method: 'POST',
        body: { idOrden },
      }),
    }),
    /** Signed in: what confirming the request behind this link loses and gives back. */
    getSolicitudArrepentimiento: build.query<ArrepentimientoPreview, string>({
      query: (token) => ({ url: '/Orden/Arrepentimiento/Solicitud', params: { token } }),
      keepUnusedDataFor: 0,
    }),
    confirmarArrepentimiento: build.mutation<ArrepentimientoView, string>({
      query: (token) => ({
        url: '/Orden/Arrepentimiento/Confirmar',
        method: 'POST',
        body: { token },
      }),
      // The order's tickets stop admitting: every ticket view and the list are read again.
      invalidatesTags: (_r, error) => (error ? [] : [{ type: 'Ticket' }, ARREPENTIBLES]),
    }),
  }),
});

export const {
  useGetArrepentiblesQuery,
  usePedirArrepentimientoMutation,
  usePedirArrepentimientoPropioMutation,
  useGetSolicitudArrepentimientoQuery,
  useConfirmarArrepentimientoMutation,
} = withdrawalApi;
