import type {
  GoogleSignInRequest,
  GoogleSignInResult,
  PickKind,
  PickResult,
  SaveFileRequest,
  SaveResult,
  TokenStoreInfo,
} from './platform';

/**
 * The desktop preload bridge, declared once: preload builds an object that `satisfies`
 * DesktopBridge, main registers one handler per channel, the renderer calls it through
 * the page global `pulso` (BRIDGE_GLOBAL). Channels are `domain:action`, invoke/handle only.
 */
export const BRIDGE_GLOBAL = 'pulso';

export const CHANNELS = {
  tokenGet: 'token:get',
  tokenSet: 'token:set',
  tokenClear: 'token:clear',
  tokenInfo: 'token:info',
  doorTokenGet: 'door-token:get',
  doorTokenSet: 'door-token:set',
  doorTokenClear: 'door-token:clear',
  filePick: 'file:pick',
  fileSave: 'file:save',
  shellOpenExternal: 'shell:open-external',
  googleSignIn: 'google:sign-in',
  appConfig: 'app:config',
  deepLinkNext: 'deep-link:next',
} as const;

export type Channel = (typeof CHANNELS)[keyof typeof CHANNELS];

export interface DesktopAppConfig {
  apiBase: string;
  version: string;
}

export interface DesktopBridge {
  token: {
    get(): Promise<string | null>;
    set(token: string): Promise<void>;
    clear(): Promise<void>;
    info(): Promise<TokenStoreInfo>;
  };
  /** The door app's session (issue 10): its own keychain entry, apart from the website's. */
  doorToken: {
    get(): Promise<string | null>;
    set(token: string): Promise<void>;
    clear(): Promise<void>;
  };
  file: {
    pick(kind: PickKind): Promise<PickResult>;
    /** The native save dialog, then the bytes written where the person chose. */
    save(file: SaveFileRequest): Promise<SaveResult>;
  };
  shell: { openExternal(url: string): Promise<void> };
  google: { signIn(request: GoogleSignInRequest): Promise<GoogleSignInResult> };
  app: { config(): Promise<DesktopAppConfig> };
  /**
   * pulso:// links the operating system handed to the app (issue 15), as the app paths they
   * open. Still invoke/handle: the renderer keeps one call waiting and the main process answers
   * it when a link arrives, so no event listener crosses the bridge. A newer call answers the
   * older one null (a reloaded page's call replaces the dead one's): that loop stops.
   */
  deepLink: { next(): Promise<string | null> };
}

/**
 * Which channel serves each bridge method. The preload builds the page global `pulso` (BRIDGE_GLOBAL) from it, and so
 * does the e2e harness, so the two can never drift apart.
 */
export const BRIDGE_LAYOUT = {
  token: {
    get: CHANNELS.tokenGet,
    set: CHANNELS.tokenSet,
    clear: CHANNELS.tokenClear,
    info: CHANNELS.tokenInfo,
  },
  doorToken: {
    get: CHANNELS.doorTokenGet,
    set: CHANNELS.doorTokenSet,
    clear: CHANNELS.doorTokenClear,
  },
  file: { pick: CHANNELS.filePick, save: CHANNELS.fileSave },
  shell: { openExternal: CHANNELS.shellOpenExternal },
  google: { signIn: CHANNELS.googleSignIn },
  app: { config: CHANNELS.appConfig },
  deepLink: { next: CHANNELS.deepLinkNext },
} as const satisfies { [G in keyof DesktopBridge]: { [M in keyof DesktopBridge[G]]: Channel } };

/** Builds the bridge object from one `invoke` function (ipcRenderer.invoke in the preload). */
export function buildBridge(
  invoke: (channel: Channel, ...args: unknown[]) => Promise<unknown>,
): DesktopBridge {
  const bridge: Record<string, Record<string, (...args: unknown[]) => Promise<unknown>>> = {};
  for (const [group, methods] of Object.entries(BRIDGE_LAYOUT)) {
    bridge[group] = {};
    for (const [method, channel] of Object.entries(methods)) {
      bridge[group]![method] = (...args: unknown[]) => invoke(channel, ...args);
    }
  }
  return bridge as unknown as DesktopBridge;
}
