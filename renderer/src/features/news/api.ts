import type { NoticiaView } from '@shared/api/discovery';
import { baseApi } from '../../api/base-api';
import { cacheNoticia, cacheNoticias } from './news-cache';

type NoticiasResponse = { noticias: NoticiaView[] };

const newestFirst = (a: NoticiaView, b: NoticiaView) => b.dtPublicado.localeCompare(a.dtPublicado);

export const newsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Newest first (docs/architecture.md, "Where each rule lives"); every load refreshes the
     * session cache.
     */
    getNoticias: build.query<NoticiaView[], void>({
      query: () => '/noticia',
      transformResponse: (r: NoticiasResponse) => [...r.noticias].sort(newestFirst),
      providesTags: [{ type: 'Noticia', id: 'LIST' }],
      async onQueryStarted(_arg, { queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) cacheNoticias(data);
      },
    }),
    getNoticia: build.query<NoticiaView | null, number>({
      query: (idNoticia) => ({ url: '/noticia', params: { idNoticia } }),
      transformResponse: (r: NoticiasResponse) => r.noticias[0] ?? null,
      providesTags: (_r, _e, id) => [{ type: 'Noticia', id }],
      async onQueryStarted(_arg, { queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) cacheNoticia(data);
      },
    }),
  }),
});

export const { useGetNoticiasQuery, useGetNoticiaQuery } = newsApi;
