import { z } from 'zod';
import type {
  GoogleSignInRequest,
  GoogleSignInResult,
  PickKind,
  PickResult,
  TokenStoreInfo,
} from './platform';

/**
 * The desktop preload bridge, declared once: preload builds an object that `satisfies`
 * DesktopBridge, main registers one handler per channel, the renderer calls it through
 * `window.pulso`. Channels are `domain:action`, invoke/handle only.
 */
export const BRIDGE_GLOBAL = 'pulso';

export const CHANNELS = {
  tokenGet: 'token:get',
  tokenSet: 'token:set',
  tokenClear: 'token:clear',
  tokenInfo: 'token:info',
  filePick: 'file:pick',
  shellOpenExternal: 'shell:open-external',
  googleSignIn: 'google:sign-in',
  appConfig: 'app:config',
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
  file: { pick(kind: PickKind): Promise<PickResult> };
  shell: { openExternal(url: string): Promise<void> };
  google: { signIn(request: GoogleSignInRequest): Promise<GoogleSignInResult> };
  app: { config(): Promise<DesktopAppConfig> };
}

/** Payload schemas: every main-process handler parses its input with these. */
export const bridgePayload = {
  [CHANNELS.tokenGet]: z.tuple([]),
  [CHANNELS.tokenSet]: z.tuple([z.string().min(1).max(4096)]),
  [CHANNELS.tokenClear]: z.tuple([]),
  [CHANNELS.tokenInfo]: z.tuple([]),
  [CHANNELS.filePick]: z.tuple([z.enum(['image', 'pdf'])]),
  [CHANNELS.shellOpenExternal]: z.tuple([
    z.url({ protocol: /^https?$/ }).max(2048),
  ]),
  [CHANNELS.googleSignIn]: z.tuple([
    z.object({
      clientId: z.string().min(1).max(300),
      clientSecret: z.string().max(300).nullable(),
      authorizationEndpoint: z.url({ protocol: /^https?$/ }),
      tokenEndpoint: z.url({ protocol: /^https?$/ }),
    }),
  ]),
  [CHANNELS.appConfig]: z.tuple([]),
} satisfies Record<Channel, z.ZodType>;
