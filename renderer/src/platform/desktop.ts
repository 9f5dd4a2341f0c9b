import type { DesktopBridge } from '@shared/bridge';
import type { Platform } from '@shared/platform';

/**
 * Desktop app: every capability goes through the preload bridge. The token lives in the OS
 * keychain (or main-process memory), never in localStorage.
 */
export async function createDesktopPlatform(bridge: DesktopBridge): Promise<Platform> {
  const config = await bridge.app.config();
  return {
    target: 'desktop',
    apiBase: config.apiBase.replace(/\/+$/, ''),
    getToken: () => bridge.token.get(),
    setToken: (token) => bridge.token.set(token),
    clearToken: () => bridge.token.clear(),
    tokenStoreInfo: () => bridge.token.info(),
    pickFile: (kind) => bridge.file.pick(kind),
    saveFile: (file) => bridge.file.save(file),
    openExternal: (url) => bridge.shell.openExternal(url),
    googleSignIn: (request) => bridge.google.signIn(request),
    onDeepLink: (listener) => followDeepLinks(bridge, listener),
  };
}

/**
 * One call to deep-link:next always waits in the main process and is answered when a pulso://
 * link arrives; then the next one is made. Null means a newer call (this window reloaded, or a
 * second listener) took over, so this loop ends. The main process parsed the link already;
 * only an app path is followed, never another origin.
 */
function followDeepLinks(bridge: DesktopBridge, listener: (path: string) => void): () => void {
  let stopped = false;
  void (async () => {
    for (;;) {
      const path = await bridge.deepLink.next().catch((err: unknown) => {
        console.error('No se pudo esperar el próximo enlace pulso://', err);
        return null;
      });
      if (path === null || stopped) return;
      if (path.startsWith('/') && !path.startsWith('//')) listener(path);
    }
  })();
  return () => {
    stopped = true;
  };
}
