import type { Platform } from '@shared/platform';
import { signInWithGooglePopup } from './google-popup';
import { readWebToken, removeWebToken, writeWebToken } from './local-store';
import { pickFileWeb } from './pick-file-web';
import { saveFileWeb } from './save-file-web';

/**
 * Website: token in localStorage key `token` (docs/architecture.md, "Route and field names"),
 * same-origin API.
 */
export function createWebPlatform(apiBase = '/api/v1'): Platform {
  return {
    target: 'web',
    apiBase,
    getToken: async () => readWebToken(),
    setToken: async (token) => writeWebToken(token),
    clearToken: async () => removeWebToken(),
    tokenStoreInfo: async () => ({ backend: 'localStorage' }),
    pickFile: pickFileWeb,
    saveFile: saveFileWeb,
    openExternal: async (url) => {
      window.open(url, '_blank', 'noopener,noreferrer');
    },
    googleSignIn: signInWithGooglePopup,
  };
}
