import type { Platform } from '@shared/platform';
import { readWebToken, removeWebToken, writeWebToken } from './local-store';

/**
 * A module the website needs only when a person does something (signs in with Google, picks or
 * saves a file): off the first load of every page, fetched once the app has started, so it is
 * there by the first tap. `now()` is the module once loaded: a popup must open in the
 * tap's own task, or the browser blocks it.
 */
function loadedSoon<T>(load: () => Promise<T>) {
  let module: T | null = null;
  let loading: Promise<T> | null = null;
  const ready = () => (loading ??= load().then((m) => (module = m)));
  return { ready, now: () => module };
}

const googlePopup = loadedSoon(() => import('./google-popup'));
const pickFile = loadedSoon(() => import('./pick-file-web'));
const saveFile = loadedSoon(() => import('./save-file-web'));

/**
 * Website: token in localStorage key `token` (docs/architecture.md, "Route and field names"),
 * same-origin API.
 */
export function createWebPlatform(apiBase = '/api/v1'): Platform {
  // Once the page has started (when the browser is idle): asking for them earlier put a few
  // milliseconds of requests into the app's start, the time a first tap waits.
  const fetchAll = () => [googlePopup, pickFile, saveFile].forEach((m) => void m.ready());
  if ('requestIdleCallback' in window) requestIdleCallback(fetchAll, { timeout: 2000 });
  else setTimeout(fetchAll, 1000);
  return {
    target: 'web',
    apiBase,
    getToken: async () => readWebToken(),
    setToken: async (token) => writeWebToken(token),
    clearToken: async () => removeWebToken(),
    tokenStoreInfo: async () => ({ backend: 'localStorage' }),
    pickFile: async (kind) => (await pickFile.ready()).pickFileWeb(kind),
    saveFile: async (file) => (await saveFile.ready()).saveFileWeb(file),
    openExternal: async (url) => {
      window.open(url, '_blank', 'noopener,noreferrer');
    },
    googleSignIn: (request) =>
      googlePopup.now()?.signInWithGooglePopup(request) ??
      googlePopup.ready().then((m) => m.signInWithGooglePopup(request)),
  };
}
