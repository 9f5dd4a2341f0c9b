import type {
  ArrepentimientoPayload,
  ArrepentimientoView,
  OrdenArrepentible,
} from '@shared/api/withdrawal';
import { baseApi } from '../../api/base-api';

/** The caller's orders still inside the withdrawal window (GET /Orden/Arrepentibles). */
const ARREPENTIBLES = { type: 'Orden' as const, id: 'ARREPENTIBLES' };

/** The withdrawal button (issue 13; shared/api/withdrawal.ts). */
export const withdrawalApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Signed in (role 0): soonest deadline first. */
    getArrepentibles: build.query<OrdenArrepentible[], void>({
      query: () => '/Orden/Arrepentibles',
      transformResponse: (r: { ordenes: OrdenArrepentible[] }) => r.ordenes,
      providesTags: [ARREPENTIBLES],
    }),
    /**
     * Public: signed out it carries the buyer's e-mail; signed in the token goes along (the
     * base query adds it) and `correo` may be left out for one's own order.
     */
    arrepentirse: build.mutation<ArrepentimientoView, ArrepentimientoPayload>({
      query: (body) => ({ url: '/Orden/Arrepentimiento', method: 'POST', body }),
      // The order's tickets stop admitting: every ticket view and the list are read again.
      invalidatesTags: (_r, error) => (error ? [] : [{ type: 'Ticket' }, ARREPENTIBLES]),
    }),
  }),
});

export const { useGetArrepentiblesQuery, useArrepentirseMutation } = withdrawalApi;
