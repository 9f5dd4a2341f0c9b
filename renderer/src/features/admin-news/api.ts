import type { NoticiaView } from '@shared/api/discovery';
import type { createNoticiaSchema, updateNoticiaSchema } from '@shared/validation/admin';
import type { z } from 'zod';
import { baseApi } from '../../api/base-api';
import { forgetCachedNews } from '../../platform/session-cache';

type NoticiasResponse = { noticias: NoticiaView[] };

const newestFirst = (a: NoticiaView, b: NoticiaView) => b.dtPublicado.localeCompare(a.dtPublicado);

/** The news screens cache in this tab's session: after any change nothing stale may show. */
async function forgetAfter(queryFulfilled: Promise<unknown>) {
  try {
    await queryFulfilled;
    forgetCachedNews();
  } catch {
    // Nothing changed.
  }
}

export const adminNewsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Every news item, newest first (docs/architecture.md, "Where each rule lives"); always asked
     * again when a screen opens.
     */
    getNoticiasAdmin: build.query<NoticiaView[], void>({
      query: () => '/noticia',
      transformResponse: (r: NoticiasResponse) => [...r.noticias].sort(newestFirst),
      providesTags: [{ type: 'Noticia', id: 'LIST' }],
    }),
    getNoticiaAdmin: build.query<NoticiaView | null, number>({
      query: (idNoticia) => ({ url: '/noticia', params: { idNoticia } }),
      transformResponse: (r: NoticiasResponse) => r.noticias[0] ?? null,
      providesTags: (_r, _e, id) => [{ type: 'Noticia', id }],
    }),
    createNoticia: build.mutation<{ idNoticia: number }, z.output<typeof createNoticiaSchema>>({
      query: (body) => ({ url: '/noticia', method: 'POST', body }),
      invalidatesTags: [{ type: 'Noticia', id: 'LIST' }],
      onQueryStarted: (_arg, { queryFulfilled }) => forgetAfter(queryFulfilled),
    }),
    updateNoticia: build.mutation<{ idNoticia: number }, z.output<typeof updateNoticiaSchema>>({
      query: (body) => ({ url: '/noticia', method: 'PUT', body }),
      invalidatesTags: (_r, _e, { idNoticia }) => [
        { type: 'Noticia', id: 'LIST' },
        { type: 'Noticia', id: idNoticia },
      ],
      onQueryStarted: (_arg, { queryFulfilled }) => forgetAfter(queryFulfilled),
    }),
    deleteNoticia: build.mutation<void, number>({
      query: (idNoticia) => ({ url: `/noticia/${idNoticia}`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, idNoticia) => [
        { type: 'Noticia', id: 'LIST' },
        { type: 'Noticia', id: idNoticia },
      ],
      onQueryStarted: (_arg, { queryFulfilled }) => forgetAfter(queryFulfilled),
    }),
  }),
});

/** After a news image upload (outside RTK Query): lists and the item show the new image. */
export const newsImageChanged = (idNoticia: number) => {
  forgetCachedNews();
  return baseApi.util.invalidateTags([
    { type: 'Noticia', id: 'LIST' },
    { type: 'Noticia', id: idNoticia },
  ]);
};

export const {
  useGetNoticiasAdminQuery,
  useGetNoticiaAdminQuery,
  useCreateNoticiaMutation,
  useUpdateNoticiaMutation,
  useDeleteNoticiaMutation,
} = adminNewsApi;
