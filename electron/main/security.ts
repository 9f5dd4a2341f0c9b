import type { BrowserWindowConstructorOptions, Session, WebContents } from 'electron';
import { isAppUrl, isExternalWebUrl } from './app-origin';

/**
 * Window hardening (docs/architecture.md, "Desktop app"). Only Electron *types* are imported, so
 * these functions are unit-testable with plain objects.
 */

/** The window options we add to; the constructor is injected so tests need no Electron. */
export type WindowOptions = Omit<BrowserWindowConstructorOptions, 'webPreferences'>;
export type BrowserWindowCtor<W> = new (options: BrowserWindowConstructorOptions) => W;

/**
 * Creates the app window with the renderer isolated from Node and Electron: context
 * isolation, sandbox, no Node integration anywhere, web security on, no <webview>, and
 * middle-click (auxclick) disabled so a link cannot sneak a window past the open handler.
 * The options are written out literally so Electronegativity can check them.
 */
export function createSecureWindow<W>(
  BrowserWindow: BrowserWindowCtor<W>,
  preload: string,
  options: WindowOptions,
): W {
  return new BrowserWindow({
    ...options,
    webPreferences: {
      preload,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      webviewTag: false,
      navigateOnDragDrop: false,
      disableBlinkFeatures: 'Auxclick',
      spellcheck: false,
    },
  });
}

/**
 * CSP for every app:// response. Inline styles are allowed because antd (CSS-in-JS)
 * injects <style> elements at runtime; scripts are only our own bundle. The API origin
 * is allowed for fetches; images may also come from any https origin (media in object
 * storage, Google profile pictures): an image cannot run code. Third-party scripts
 * (e.g. the Google Maps JS API) are deliberately not allowed on desktop.
 * Not applied to the electron-vite dev server, whose HMR needs inline scripts.
 */
export function buildCsp(apiOrigin: string | null): string {
  const api = apiOrigin ? ` ${apiOrigin}` : '';
  return [
    "default-src 'self'",
    // WebAssembly may compile (not JS eval): the door's DNI reader is zxing-cpp in wasm.
    "script-src 'self' 'wasm-unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: https:${api}`,
    "font-src 'self' data:",
    `connect-src 'self'${api}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "frame-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

export interface HardenOptions {
  devServerUrl?: string | null;
  openExternal(url: string): Promise<void>;
  warn?: (message: string) => void;
}

/**
 * Navigation stays inside the app; new windows are never created: web links open in the
 * system browser, anything else is dropped.
 */
export function hardenWebContents(contents: WebContents, options: HardenOptions): void {
  const warn = options.warn ?? ((message: string) => console.warn(message));
  const guard = (event: { preventDefault(): void }, url: string) => {
    if (isAppUrl(url, options.devServerUrl)) return;
    event.preventDefault();
    warn(`[pulso] Navegación bloqueada: ${url}`);
  };
  contents.on('will-navigate', (event) => guard(event, event.url));
  contents.on('will-redirect', (event) => guard(event, event.url));
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(({ url }) => {
    if (isExternalWebUrl(url)) {
      options
        .openExternal(url)
        .catch((err: unknown) => warn(`[pulso] No se pudo abrir ${url}: ${String(err)}`));
    }
    return { action: 'deny' };
  });
}

/**
 * The permissions the app asks for, only from its own pages: the camera, for the door app's
 * scanner (issue 10), and writing text to the clipboard ("Copiar enlace": an RRPP's link, an
 * event's share link), which Chromium allows only on a click and sanitizes. No clipboard
 * reading, microphone, geolocation, notifications, ...
 */
export function allowsPermission(
  permission: string,
  requestingUrl: string | undefined,
  mediaTypes: readonly string[] | undefined,
  devServerUrl: string | null = null,
): boolean {
  if (permission === 'clipboard-sanitized-write') return isAppUrl(requestingUrl, devServerUrl);
  if (permission !== 'media' || !isAppUrl(requestingUrl, devServerUrl)) return false;
  const types = mediaTypes ?? [];
  return types.length > 0 && types.every((t) => t === 'video');
}

export function hardenSession(session: Session, devServerUrl: string | null = null): void {
  session.setPermissionRequestHandler((_webContents, permission, callback, details) =>
    callback(
      allowsPermission(
        permission,
        details.requestingUrl,
        'mediaTypes' in details ? details.mediaTypes : undefined,
        devServerUrl,
      ),
    ),
  );
  session.setPermissionCheckHandler((_webContents, permission, requestingOrigin, details) =>
    allowsPermission(
      permission,
      details.requestingUrl ?? requestingOrigin,
      details.mediaType ? [details.mediaType] : undefined,
      devServerUrl,
    ),
  );
}
