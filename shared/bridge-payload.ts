import { z } from 'zod';
import { CHANNELS, type Channel } from './bridge';
import { LIMITS } from './domain/limits';

/**
 * Kept apart from shared/bridge.ts so the preload bundle (which needs only the channel
 * names) does not pull in zod.
 */
/**
 * A file the renderer asks the desktop app to save (file:save): a bare name with an extension
 * (no folders, not hidden, no control characters), bytes up to LIMITS.saveFileMaxBytes.
 */
export const saveFileRequestSchema = z.strictObject({
  suggestedName: z
    .string()
    .max(200)
    // eslint-disable-next-line no-control-regex -- control characters are what it refuses
    .regex(/^[^\\/:*?"<>|\x00-\x1f.][^\\/:*?"<>|\x00-\x1f]*\.[A-Za-z0-9]{1,8}$/),
  bytes: z.instanceof(Uint8Array).refine((b) => b.byteLength <= LIMITS.saveFileMaxBytes),
  mime: z
    .string()
    .max(200)
    .regex(/^[\w.+-]+\/[\w.+-]+$/),
});

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
  [CHANNELS.fileSave]: z.tuple([saveFileRequestSchema]),
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
  [CHANNELS.deepLinkNext]: z.tuple([]),
} satisfies Record<Channel, z.ZodType>;
