import type { PublicConfig } from '@shared/api/session';
import { baseApi } from './base-api';

/**
 * GET /Config: which optional services are configured (Google sign-in, Maps). Several features
 * read it, so it lives beside the base API rather than in one feature.
 */
export const configApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getConfig: build.query<PublicConfig, void>({
      query: () => '/Config',
      providesTags: ['Config'],
      // Configuration changes only with a server restart.
      keepUnusedDataFor: 3600,
    }),
  }),
});

export const { useGetConfigQuery } = configApi;
