import type { UsuarioView } from '@shared/api/usuario';
import type { UpdateUsuarioPayload } from '@shared/validation/profile';
import { baseApi } from './base-api';

const usuarioTag = (idUsuario: number) => ({ type: 'Usuario' as const, id: idUsuario });

/**
 * A user's stored data (docs/architecture.md, "Route and field names"): My profile edits it and the
 * checkout prefills the buyer form from it and fills in what was missing, so both read and write it
 * here. An update refreshes that user's data wherever it shows.
 */
export const usuarioApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getUsuario: build.query<UsuarioView | null, number>({
      query: (idUsuario) => ({ url: '/Usuario/GetUsuario', params: { IdUsuario: idUsuario } }),
      // The first user of the list is the one asked for (docs/architecture.md,
      // "Route and field names").
      transformResponse: (r: { usuarios: UsuarioView[] }) => r.usuarios[0] ?? null,
      providesTags: (_r, _e, idUsuario) => [usuarioTag(idUsuario)],
    }),
    updateUsuario: build.mutation<UsuarioView, UpdateUsuarioPayload>({
      query: (body) => ({ url: '/Usuario/UpdateUsuario', method: 'PUT', body }),
      transformResponse: (r: { usuario: UsuarioView }) => r.usuario,
      invalidatesTags: (_r, error, arg) => (error ? [] : [usuarioTag(arg.idUsuario)]),
    }),
  }),
});

export const { useGetUsuarioQuery, useUpdateUsuarioMutation } = usuarioApi;
