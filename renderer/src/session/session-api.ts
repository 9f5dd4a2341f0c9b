import type { SessionUser } from '@shared/api/session';
import { baseApi } from '../api/base-api';

/** Session calls the app shell makes for every feature: refresh at start, logout. */
export const sessionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    me: build.query<{ usuario: SessionUser }, void>({
      query: () => '/Security/Me',
    }),
    logout: build.mutation<void, void>({
      query: () => ({ url: '/Security/Logout', method: 'POST' }),
    }),
  }),
});
