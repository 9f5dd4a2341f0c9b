import type { ArtistaView } from '@shared/api/discovery';
import { CAROUSEL_KEYS } from '@shared/domain/catalogs';
import { baseApi } from '../../api/base-api';

/** Answer of GET /Media (a media item; docs/architecture.md, "Data model in brief"). */
interface MediaList {
  media: Array<{ idMedia: number; url: string; mdVideo: boolean; idEntidadMedia: string }>;
}

const firstImage = (list: MediaList | undefined): string | null =>
  list?.media.find((m) => !m.mdVideo && m.url)?.url ?? null;

export const homeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The image of each carousel slot (idCarousel1..4), null where a slot has none. The four
     * calls run in parallel; a slot that fails (404 included) is simply empty, but when none
     * answers (the server or the connection is down) the carousel failed to load: it is not
     * an empty one.
     */
    getCarousel: build.query<Array<string | null>, void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const results = await Promise.all(
          CAROUSEL_KEYS.map((key) => baseQuery({ url: '/Media', params: { IdEntidadMedia: key } })),
        );
        const failed = results.filter(
          (r) => r.error && (r.error as { status?: unknown }).status !== 404,
        );
        if (failed.length === results.length) return { error: failed[0]!.error! };
        return { data: results.map((r) => firstImage(r.data as MediaList | undefined)) };
      },
      providesTags: [{ type: 'Media', id: 'CAROUSEL' }],
    }),
    /** The active artists whose name contains the search's words. */
    buscarArtistas: build.query<ArtistaView[], string>({
      query: (busqueda) => ({ url: '/Artista/GetArtista', params: { busqueda } }),
      transformResponse: (r: { artistas: ArtistaView[] }) => r.artistas,
      providesTags: [{ type: 'Artista', id: 'LIST' }],
    }),
  }),
});

export const { useGetCarouselQuery, useBuscarArtistasQuery } = homeApi;
