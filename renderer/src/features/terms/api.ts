import type { TerminosVersion } from '@shared/api/admin';
import { TERMS_MEDIA_KEY } from '@shared/domain/catalogs';
import { baseApi } from '../../api/base-api';
import { forgetTermsLink, rememberTermsLink } from './terms-link-cache';

interface MediaList {
  media: Array<{ idMedia: number; url: string; mdVideo: boolean }>;
}

export interface TermsFile {
  idMedia: number;
  url: string;
}

export const TERMS_TAG = { type: 'Media', id: 'TERMS' } as const;

export const termsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /Media?IdEntidadMedia=archivoTyC: the first item with a url, or null when none was
     * uploaded (a 404 too). Each answer refreshes the tab's cached link.
     */
    getTermsFile: build.query<TermsFile | null, void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const r = await baseQuery({ url: '/Media', params: { IdEntidadMedia: TERMS_MEDIA_KEY } });
        if (r.error) return r.error.status === 404 ? { data: null } : { error: r.error };
        const item = (r.data as MediaList).media.find((m) => !m.mdVideo && m.url);
        return { data: item ? { idMedia: item.idMedia, url: item.url } : null };
      },
      providesTags: [TERMS_TAG],
      async onQueryStarted(_arg, { queryFulfilled }) {
        const result = await queryFulfilled.catch(() => null);
        if (!result) return;
        if (result.data) rememberTermsLink(result.data.url, Date.now());
        else forgetTermsLink();
      },
    }),
    /** GET /Terminos/Versiones (administrators): every version, the one in force first. */
    getTermsVersions: build.query<TerminosVersion[], void>({
      query: () => '/Terminos/Versiones',
      transformResponse: (r: { versiones: TerminosVersion[] }) => r.versiones,
      providesTags: [TERMS_TAG],
    }),
  }),
});

/** After a new terms PDF is uploaded: both terms screens and the versions read again. */
export const termsChanged = () => baseApi.util.invalidateTags([TERMS_TAG]);

export const { useGetTermsFileQuery, useGetTermsVersionsQuery } = termsApi;
