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
  };
}
