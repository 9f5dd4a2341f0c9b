import type { UsuarioView } from '@shared/api/usuario';
import { mediaOwnerKey } from '@shared/domain/media-keys';
import type { CambiarPasswordPayload, UpdateUsuarioPayload } from '@shared/validation/profile';
import { baseApi } from '../../api/base-api';

interface MediaList {
  media: Array<{ idMedia: number; url: string; mdVideo: boolean }>;
}

export interface FotoPerfil {
  idMedia: number;
  url: string;
}

const fotoTag = (idUsuario: number) => ({
  type: 'Media' as const,
  id: mediaOwnerKey('usuario', idUsuario),
});

/** My profile's calls (spec 001 §7, Users and Media). */
export const profileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPerfil: build.query<UsuarioView | null, number>({
      query: (idUsuario) => ({ url: '/Usuario/GetUsuario', params: { IdUsuario: idUsuario } }),
      // The first user of the list is the profile (spec 001 §7).
      transformResponse: (r: { usuarios: UsuarioView[] }) => r.usuarios[0] ?? null,
      providesTags: (_r, _e, id) => [{ type: 'Usuario', id }],
    }),
    updatePerfil: build.mutation<UsuarioView, UpdateUsuarioPayload>({
      query: (body) => ({ url: '/Usuario/UpdateUsuario', method: 'PUT', body }),
      transformResponse: (r: { usuario: UsuarioView }) => r.usuario,
      invalidatesTags: (_r, error, arg) => (error ? [] : [{ type: 'Usuario', id: arg.idUsuario }]),
    }),
    cambiarPassword: build.mutation<void, CambiarPasswordPayload>({
      query: (body) => ({ url: '/Usuario/CambiarPassword', method: 'PUT', body }),
    }),
    deleteCuenta: build.mutation<void, number>({
      query: (idUsuario) => ({ url: `/Usuario/DeleteUsuario/${idUsuario}`, method: 'DELETE' }),
    }),
    /** The photo is the first image among the media of `usuario-<id>`; none is null. */
    getFotoPerfil: build.query<FotoPerfil | null, number>({
      query: (idUsuario) => ({
        url: '/Media',
        params: { IdEntidadMedia: mediaOwnerKey('usuario', idUsuario) },
      }),
      transformResponse: (r: MediaList) => {
        const foto = r.media.find((m) => !m.mdVideo && m.url);
        return foto ? { idMedia: foto.idMedia, url: foto.url } : null;
      },
      providesTags: (_r, _e, idUsuario) => [fotoTag(idUsuario)],
    }),
    deleteFotoPerfil: build.mutation<void, { idMedia: number; idUsuario: number }>({
      query: ({ idMedia }) => ({ url: `/Media/${idMedia}`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, arg) => [fotoTag(arg.idUsuario)],
    }),
  }),
});

export const {
  useGetPerfilQuery,
  useUpdatePerfilMutation,
  useCambiarPasswordMutation,
  useDeleteCuentaMutation,
  useGetFotoPerfilQuery,
  useDeleteFotoPerfilMutation,
} = profileApi;

export const invalidateFotoPerfil = (idUsuario: number) =>
  profileApi.util.invalidateTags([fotoTag(idUsuario)]);
