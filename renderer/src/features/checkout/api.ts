import type { AdicionalView } from '@shared/api/add-ons';
import type { CrearOrdenPayload, OrdenView } from '@shared/api/checkout';
import { ADMISION_HEADER } from '@shared/api/fila-virtual';
import { baseApi } from '../../api/base-api';
import { admissionHeader } from '../../lib/admission';

/**
 * The checkout's calls: the add-ons of the chosen days (shared/api/add-ons.ts) and the order
 * (shared/api/checkout.ts). The buyer's profile (the
 * form is prefilled from it and updated when a missing field was filled) is read and
 * written with api/usuario-api.ts, which My profile shares; codes are checked with
 * api/codigos-api.ts, which the event page shares.
 */
export const checkoutApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /Entrada/AdicionalesFecha for each day of the chosen tickets, as one list. A day the
     * buyer may not see (404) has none; any other failure fails the whole list.
     */
    getAdicionalesFechas: build.query<AdicionalView[], ReadonlyArray<number>>({
      async queryFn(idFechas, _api, _extra, baseQuery) {
        const answers = await Promise.all(
          idFechas.map((IdFecha) =>
            baseQuery({ url: '/Entrada/AdicionalesFecha', params: { IdFecha } }),
          ),
        );
        const adicionales: AdicionalView[] = [];
        for (const answer of answers) {
          if (answer.error?.status === 404) continue;
          if (answer.error) return { error: answer.error };
          adicionales.push(...(answer.data as AdicionalView[]));
        }
        return { data: adicionales };
      },
      // What is left changes: each checkout asks again, and so does a purchase tried.
      keepUnusedDataFor: 0,
      providesTags: ['Adicionales'],
    }),
    /** The same key and body again answer the same order: a retry never buys twice. */
    // `headers`: a solved challenge, asked for an order with a code after wrong codes.
    crearOrden: build.mutation<
      OrdenView,
      { idempotencyKey: string; body: CrearOrdenPayload; headers?: Record<string, string> }
    >({
      query: ({ idempotencyKey, body, headers }) => {
        // High-demand days (issue 12): the admissions the virtual queue gave this tab.
        const admision = admissionHeader(body.items.map((i) => i.idFecha));
        return {
          url: '/Orden/CrearOrden',
          method: 'POST',
          headers: {
            ...headers,
            'Idempotency-Key': idempotencyKey,
            ...(admision ? { [ADMISION_HEADER]: admision } : {}),
          },
          body,
        };
      },
      // Availability changed: the event page asks again. Refused (another buyer took the last
      // combo, say), the add-ons are read again so their steppers hold only what is left.
      invalidatesTags: (_r, error, arg) =>
        error ? ['Adicionales'] : [{ type: 'Evento', id: arg.body.idEvento }, 'Adicionales'],
    }),
  }),
});

export const { useCrearOrdenMutation, useGetAdicionalesFechasQuery } = checkoutApi;
