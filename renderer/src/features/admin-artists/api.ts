import type { ArtistaAdminView } from '@shared/api/admin';
import type { ArtistaView } from '@shared/api/discovery';
import { mediaOwnerKey } from '@shared/domain/media-keys';
import type {
  activarArtistaSchema,
  createArtistaSchema,
  updateArtistaSchema,
} from '@shared/validation/admin';
import type { z } from 'zod';
import { baseApi } from '../../api/base-api';

const ADMIN_LIST = { type: 'ArtistaAdmin' as const, id: 'LIST' };
const photoTag = (idArtista: number) => ({
  type: 'Media' as const,
  id: mediaOwnerKey('artista', idArtista),
});

/**
 * An artist changed: the admin list, the public directory and profile, and the organisers'
 * suggestions (all provide these tags) refetch.
 */
const changedTags = (idArtista: number) => [
  ADMIN_LIST,
  { type: 'ArtistaAdmin' as const, id: idArtista },
  { type: 'Artista' as const, id: 'LIST' },
  { type: 'Artista' as const, id: idArtista },
  photoTag(idArtista),
];

/** Answer of GET /Media (docs/architecture.md, "Route and field names"). */
interface MediaList {
  media: Array<{ idMedia: number; url: string; mdVideo: boolean }>;
}

export interface StoredPhoto {
  idMedia: number;
  url: string;
}

export type CreateArtistaBody = z.input<typeof createArtistaSchema>;
export type ActivarArtistaBody = z.input<typeof activarArtistaSchema>;
export type UpdateArtistaBody = z.input<typeof updateArtistaSchema>;

export const adminArtistsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Every non-discarded artist, newest first (the server's order). */
    getArtistasAdmin: build.query<ArtistaAdminView[], void>({
      query: () => '/Artista/GetArtistasAdmin',
      transformResponse: (r: { artistas: ArtistaAdminView[] }) => r.artistas,
      providesTags: [ADMIN_LIST],
    }),
    /** One artist, active or not (administrators see both); null when the list is empty. */
    getArtistaAdmin: build.query<ArtistaView | null, number>({
      query: (idArtista) => ({ url: '/Artista/GetArtista', params: { idArtista } }),
      transformResponse: (r: { artistas: ArtistaView[] }) => r.artistas[0] ?? null,
      providesTags: (_r, _e, idArtista) => [
        { type: 'ArtistaAdmin', id: idArtista },
        { type: 'Artista', id: idArtista },
      ],
    }),
    /** The artist's stored photo with its id (to delete it), or null; a 404 means none. */
    getArtistaFoto: build.query<StoredPhoto | null, number>({
      async queryFn(idArtista, _api, _extra, baseQuery) {
        const result = await baseQuery({
          url: '/Media',
          params: { IdEntidadMedia: mediaOwnerKey('artista', idArtista) },
        });
        if (result.error) {
          if (result.error.status === 404) return { data: null };
          return { error: result.error };
        }
        const first = (result.data as MediaList).media.find((m) => !m.mdVideo && m.url);
        return { data: first ? { idMedia: first.idMedia, url: first.url } : null };
      },
      providesTags: (_r, _e, idArtista) => [photoTag(idArtista)],
    }),
    createArtista: build.mutation<{ idArtista: number }, CreateArtistaBody>({
      query: (body) => ({ url: '/Artista/CreateArtista', method: 'POST', body }),
      invalidatesTags: (r, error) => (error || !r ? [] : changedTags(r.idArtista)),
    }),
    updateArtista: build.mutation<{ idArtista: number }, UpdateArtistaBody>({
      query: (body) => ({ url: '/Artista/UpdateArtista', method: 'PUT', body }),
      invalidatesTags: (_r, error, { idArtista }) => (error ? [] : changedTags(idArtista)),
    }),
    /**
     * PUT /Artista/ActivarArtista from this screen: whatever its event's state, the artist joins
     * the directory; the events to validate that list it as pending refetch too.
     */
    activarArtista: build.mutation<{ idArtista: number }, ActivarArtistaBody>({
      query: (body) => ({ url: '/Artista/ActivarArtista', method: 'PUT', body }),
      invalidatesTags: (_r, error, { idArtista }) =>
        error ? [] : [...changedTags(idArtista), 'EventoAValidar'],
    }),
    deleteArtista: build.mutation<void, number>({
      query: (idArtista) => ({
        url: `/Artista/DeleteArtista/${encodeURIComponent(idArtista)}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_r, error, idArtista) => (error ? [] : changedTags(idArtista)),
    }),
    deleteArtistaFoto: build.mutation<void, { idMedia: number; idArtista: number }>({
      query: ({ idMedia }) => ({
        url: `/Media/${encodeURIComponent(idMedia)}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_r, error, { idArtista }) => (error ? [] : changedTags(idArtista)),
    }),
  }),
});

/** After an upload outside RTK Query (media-upload.ts), the same caches refetch. */
export const photoUploaded = (idArtista: number) =>
  adminArtistsApi.util.invalidateTags(changedTags(idArtista));

export const {
  useGetArtistasAdminQuery,
  useGetArtistaAdminQuery,
  useGetArtistaFotoQuery,
  useCreateArtistaMutation,
  useUpdateArtistaMutation,
  useActivarArtistaMutation,
  useDeleteArtistaMutation,
  useDeleteArtistaFotoMutation,
} = adminArtistsApi;
