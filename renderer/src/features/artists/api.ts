import type { ArtistaLiker, ArtistaView } from '@shared/api/discovery';
import { baseApi } from '../../api/base-api';

/** Answer of PUT /Usuario/ArtistaFavorito. */
export interface ArtistaFavoritoResponse {
  isFavorito: boolean | 0 | 1;
  likes?: number;
}

const likersTag = (idArtista: number) => ({ type: 'Artista' as const, id: `likers-${idArtista}` });

/** The artist pages' calls; the active artists list is api/organiser-api.ts's getArtistasActivos. */
export const artistsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** One artist; null when the list comes back empty (404 arrives as an error). */
    getArtista: build.query<ArtistaView | null, number>({
      query: (idArtista) => ({ url: '/Artista/GetArtista', params: { idArtista } }),
      transformResponse: (r: { artistas: ArtistaView[] }) => r.artistas[0] ?? null,
      providesTags: (_r, _e, idArtista) => [{ type: 'Artista', id: idArtista }],
    }),
    /**
     * Up to four users who liked the artist; a 404 means nobody (docs/architecture.md,
     * "Where each rule lives").
     */
    getArtistaLikers: build.query<ArtistaLiker[], number>({
      async queryFn(id, _api, _extra, baseQuery) {
        const result = await baseQuery({ url: '/Artista/GetImgLikesArtista', params: { id } });
        if (result.error) {
          if (result.error.status === 404) return { data: [] };
          console.error('GetImgLikesArtista', result.error);
          return { data: [] };
        }
        return { data: (result.data as { usuarios: ArtistaLiker[] }).usuarios.slice(0, 4) };
      },
      providesTags: (_r, _e, id) => [likersTag(id)],
    }),
    toggleArtistaFavorito: build.mutation<
      ArtistaFavoritoResponse,
      { idUsuario: number; idArtista: number }
    >({
      query: (body) => ({ url: '/Usuario/ArtistaFavorito', method: 'PUT', body }),
      invalidatesTags: (_r, error, { idArtista }) => (error ? [] : [likersTag(idArtista)]),
    }),
  }),
});

export const { useGetArtistaQuery, useGetArtistaLikersQuery, useToggleArtistaFavoritoMutation } =
  artistsApi;
