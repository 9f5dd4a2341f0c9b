import { mediaOwnerKey } from '@shared/domain/media-keys';
import type { CambiarPasswordPayload } from '@shared/validation/profile';
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

/**
 * My profile's calls (docs/architecture.md, "Route and field names"); its data: api/usuario-api.ts.
 */
export const profileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
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
  useCambiarPasswordMutation,
  useDeleteCuentaMutation,
  useGetFotoPerfilQuery,
  useDeleteFotoPerfilMutation,
} = profileApi;

export const invalidateFotoPerfil = (idUsuario: number) =>
  profileApi.util.invalidateTags([fotoTag(idUsuario)]);
