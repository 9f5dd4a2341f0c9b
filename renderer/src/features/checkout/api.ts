import type { CrearOrdenPayload, OrdenView } from '@shared/api/checkout';
import { ADMISION_HEADER } from '@shared/api/fila-virtual';
import type { UsuarioView } from '@shared/api/usuario';
import type { UpdateUsuarioPayload } from '@shared/validation/profile';
import { baseApi } from '../../api/base-api';
import { admissionHeader } from '../../lib/admission';

/**
 * The checkout's calls: the buyer's profile (spec 000 §4: the form is prefilled from it and
 * updated when a missing field was filled) and the order (shared/api/checkout.ts). Codes are
 * checked with api/codigos-api.ts, which the event page shares.
 */
export const checkoutApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCheckoutPerfil: build.query<UsuarioView | null, number>({
      query: (idUsuario) => ({ url: '/Usuario/GetUsuario', params: { IdUsuario: idUsuario } }),
      transformResponse: (r: { usuarios: UsuarioView[] }) => r.usuarios[0] ?? null,
      providesTags: (_r, _e, id) => [{ type: 'Usuario', id }],
    }),
    completarPerfil: build.mutation<UsuarioView, UpdateUsuarioPayload>({
      query: (body) => ({ url: '/Usuario/UpdateUsuario', method: 'PUT', body }),
      transformResponse: (r: { usuario: UsuarioView }) => r.usuario,
      invalidatesTags: (_r, error, arg) => (error ? [] : [{ type: 'Usuario', id: arg.idUsuario }]),
    }),
    /** The same key and body again answer the same order: a retry never buys twice. */
    crearOrden: build.mutation<OrdenView, { idempotencyKey: string; body: CrearOrdenPayload }>({
      query: ({ idempotencyKey, body }) => {
        // High-demand days (issue 12): the admissions the virtual queue gave this tab.
        const admision = admissionHeader(body.items.map((i) => i.idFecha));
        return {
          url: '/Orden/CrearOrden',
          method: 'POST',
          headers: {
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

export const { useGetCheckoutPerfilQuery, useCompletarPerfilMutation, useCrearOrdenMutation } =
  checkoutApi;
