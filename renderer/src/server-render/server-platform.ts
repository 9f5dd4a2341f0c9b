import type { Platform } from '@shared/platform';

const unavailable = () => {
  throw new Error('Not available while rendering on the server.');
};

/** The platform of the server's page renderer: a guest, the API answered in-process. */
export function serverPlatform(apiFetch: (request: Request) => Promise<Response>): Platform {
  return {
    target: 'web',
    apiBase: '/api/v1',
    getToken: async () => null,
    setToken: async () => unavailable(),
    clearToken: async () => undefined,
    tokenStoreInfo: async () => ({ backend: 'memory' }),
    pickFile: async () => unavailable(),
    saveFile: async () => unavailable(),
    openExternal: async () => unavailable(),
    googleSignIn: async () => unavailable(),
    serverFetch: apiFetch,
  };
}
