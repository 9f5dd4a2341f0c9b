import type { CrearOrdenPayload, OrdenView } from '@shared/api/checkout';
import { ADMISION_HEADER } from '@shared/api/fila-virtual';
import { baseApi } from '../../api/base-api';
import { admissionHeader } from '../../lib/admission';

/**
 * The checkout's calls: the order (shared/api/checkout.ts). The buyer's profile (the
 * form is prefilled from it and updated when a missing field was filled) is read and
 * written with api/usuario-api.ts, which My profile shares; codes are checked with
 * api/codigos-api.ts, which the event page shares.
 */
export const checkoutApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
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
      // Availability changed: the event page asks again.
      invalidatesTags: (_r, error, arg) =>
        error ? [] : [{ type: 'Evento', id: arg.body.idEvento }],
    }),
  }),
});

export const { useCrearOrdenMutation } = checkoutApi;
