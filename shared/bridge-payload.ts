import { z } from 'zod';
import { CHANNELS, type Channel } from './bridge';

/**
 * Kept apart from shared/bridge.ts so the preload bundle (which needs only the channel
 * names) does not pull in zod.
 */
/** Payload schemas: every main-process handler parses its input with these. */
export const bridgePayload = {
  [CHANNELS.tokenGet]: z.tuple([]),
  [CHANNELS.tokenSet]: z.tuple([z.string().min(1).max(4096)]),
  [CHANNELS.tokenClear]: z.tuple([]),
  [CHANNELS.tokenInfo]: z.tuple([]),
  [CHANNELS.doorTokenGet]: z.tuple([]),
  [CHANNELS.doorTokenSet]: z.tuple([z.string().min(1).max(4096)]),
  [CHANNELS.doorTokenClear]: z.tuple([]),
  [CHANNELS.filePick]: z.tuple([z.enum(['image', 'pdf'])]),
  [CHANNELS.shellOpenExternal]: z.tuple([z.url({ protocol: /^https?$/ }).max(2048)]),
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
