/**
 * The app's own origin. The renderer is served from `app://pulso/` in production and from
 * the electron-vite dev server in development; IPC senders, navigation and the CSP are all
 * judged against these. Plain string logic so tests run without Electron.
 */
export const APP_SCHEME = 'app';
export const APP_HOST = 'pulso';
export const APP_URL = `${APP_SCHEME}://${APP_HOST}/`;

function parse(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

/** Origin of an http(s) URL, or null. */
export function httpOrigin(url: string): string | null {
  const u = parse(url);
  return u && (u.protocol === 'http:' || u.protocol === 'https:') ? u.origin : null;
}

/**
 * True when `url` belongs to the app: `app://pulso/...` or, in development, the dev
 * server's origin. Node's URL gives custom schemes an opaque 'null' origin, so the
 * scheme and host are compared instead.
 */
export function isAppUrl(url: string | undefined | null, devServerUrl?: string | null): boolean {
  if (!url) return false;
  const u = parse(url);
  if (!u) return false;
  if (u.protocol === `${APP_SCHEME}:` && u.host === APP_HOST) return true;
  const dev = devServerUrl ? httpOrigin(devServerUrl) : null;
  return dev !== null && httpOrigin(url) === dev;
}

/** Only web links may leave the app for the system browser (no file:, smb:, custom handlers). */
export function isExternalWebUrl(url: string): boolean {
  return httpOrigin(url) !== null;
}
