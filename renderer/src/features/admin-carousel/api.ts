import { CAROUSEL_KEYS } from '@shared/domain/catalogs';
import { baseApi } from '../../api/base-api';

type CarouselKey = (typeof CAROUSEL_KEYS)[number];

interface MediaList {
  media: Array<{ idMedia: number; url: string; mdVideo: boolean }>;
}

export interface CarouselSlot {
  key: CarouselKey;
  /** The slot's image, or null when it has none. */
  media: { idMedia: number; url: string } | null;
}

/**
 * The home carousel's tag (features/home/api.ts provides it too): every change here
 * invalidates it, so the home shows the new slides at once.
 */
export const CAROUSEL_TAG = { type: 'Media', id: 'CAROUSEL' } as const;

export const adminCarouselApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Each slot with the idMedia its delete needs (a 404 is an empty slot). */
    getCarouselSlots: build.query<CarouselSlot[], void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const results = await Promise.all(
          CAROUSEL_KEYS.map((key) => baseQuery({ url: '/Media', params: { IdEntidadMedia: key } })),
        );
        const failed = results.find((r) => r.error && r.error.status !== 404);
        if (failed?.error) return { error: failed.error };
        return {
          data: results.map((r, i) => {
            const item = (r.data as MediaList | undefined)?.media.find((m) => !m.mdVideo && m.url);
            return {
              key: CAROUSEL_KEYS[i]!,
              media: item ? { idMedia: item.idMedia, url: item.url } : null,
            };
          }),
        };
      },
      providesTags: [CAROUSEL_TAG],
    }),
    deleteCarouselImage: build.mutation<void, number>({
      query: (idMedia) => ({ url: `/Media/${idMedia}`, method: 'DELETE' }),
      invalidatesTags: [CAROUSEL_TAG],
    }),
  }),
});

/** After an upload (outside RTK Query): this editor and the home carousel read the slots again. */
export const carouselChanged = () => baseApi.util.invalidateTags([CAROUSEL_TAG]);

export const { useGetCarouselSlotsQuery, useDeleteCarouselImageMutation } = adminCarouselApi;
