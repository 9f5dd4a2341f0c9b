import { httpOrigin } from './app-origin';

/** Desktop settings from the environment (documented in README). */
export const DEFAULT_API_BASE = 'http://127.0.0.1:3000/api/v1';

export interface DesktopConfig {
  apiBase: string;
  /** Origin of the API, allowed by the CSP for fetches and images. */
  apiOrigin: string;
  /** electron-vite's dev server in `electron-vite dev`; null for the packaged app. */
  devServerUrl: string | null;
}

/**
 * A packaged app ignores ELECTRON_RENDERER_URL: otherwise an environment variable could
 * load a remote page as the trusted app origin, with the bridge.
 */
export function readDesktopConfig(
  env: Record<string, string | undefined>,
  options: { packaged: boolean },
): DesktopConfig {
  const requested = env.PULSO_API_URL?.trim();
  const apiBase = (requested && httpOrigin(requested) ? requested : DEFAULT_API_BASE).replace(
    /\/+$/,
    '',
  );
  const dev = env.ELECTRON_RENDERER_URL;
  const devServerUrl = !options.packaged && dev && httpOrigin(dev) ? dev : null;
  return { apiBase, apiOrigin: httpOrigin(apiBase) as string, devServerUrl };
}
