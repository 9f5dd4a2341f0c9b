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
     * calls run in parallel; a slot that fails (404 included) is simply empty.
     */
    getCarousel: build.query<Array<string | null>, void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const results = await Promise.all(
          CAROUSEL_KEYS.map((key) => baseQuery({ url: '/Media', params: { IdEntidadMedia: key } })),
        );
        return { data: results.map((r) => firstImage(r.data as MediaList | undefined)) };
      },
      providesTags: [{ type: 'Media', id: 'CAROUSEL' }],
    }),
  }),
});

export const { useGetCarouselQuery } = homeApi;
