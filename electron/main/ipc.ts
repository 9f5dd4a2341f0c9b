import { bridgePayload } from '@shared/bridge-payload';
import { CHANNELS, type Channel, type DesktopAppConfig, type DesktopBridge } from '@shared/bridge';
import { MSG } from '@shared/messages';
import type { PickKind } from '@shared/platform';
import { isExternalWebUrl } from './app-origin';
import type { DeepLinkHub } from './deep-link';
import type { FilePicker } from './file-picker';
import type { FileSaver } from './file-saver';
import type { GoogleSignIn } from './google-sign-in';
import type { TokenStore } from './token-store';

/**
 * IPC for the preload bridge: one `ipcMain.handle` per channel of shared/bridge.ts. Every
 * call is checked twice before it reaches a handler: the sender must be the app's own
 * page (not an iframe or a page navigated elsewhere) and the arguments must parse with
 * the channel's zod schema. Electron-free so tests and the e2e harness use the same code.
 */

/** Handler per channel, typed from the DesktopBridge method it serves. */
export interface BridgeHandlers {
  [CHANNELS.tokenGet]: DesktopBridge['token']['get'];
  [CHANNELS.tokenSet]: DesktopBridge['token']['set'];
  [CHANNELS.tokenClear]: DesktopBridge['token']['clear'];
  [CHANNELS.tokenInfo]: DesktopBridge['token']['info'];
  [CHANNELS.doorTokenGet]: DesktopBridge['doorToken']['get'];
  [CHANNELS.doorTokenSet]: DesktopBridge['doorToken']['set'];
  [CHANNELS.doorTokenClear]: DesktopBridge['doorToken']['clear'];
  [CHANNELS.filePick]: DesktopBridge['file']['pick'];
  [CHANNELS.fileSave]: DesktopBridge['file']['save'];
  [CHANNELS.shellOpenExternal]: DesktopBridge['shell']['openExternal'];
  [CHANNELS.googleSignIn]: DesktopBridge['google']['signIn'];
  [CHANNELS.appConfig]: DesktopBridge['app']['config'];
  [CHANNELS.deepLinkNext]: DesktopBridge['deepLink']['next'];
}

export interface BridgeHandlerDeps {
  tokenStore: TokenStore;
  /** The door app's session, in its own keychain entry. */
  doorTokenStore: TokenStore;
  filePicker: FilePicker;
  fileSaver: FileSaver;
  /** shell.openExternal in the app. */
  openExternal(url: string): Promise<void>;
  googleSignIn: GoogleSignIn;
  appConfig: DesktopAppConfig;
  /** pulso:// links waiting for the renderer (deep-link.ts). */
  deepLinks: DeepLinkHub;
}

export function createBridgeHandlers(deps: BridgeHandlerDeps): BridgeHandlers {
  return {
    [CHANNELS.tokenGet]: () => deps.tokenStore.get(),
    [CHANNELS.tokenSet]: (token: string) => deps.tokenStore.set(token),
    [CHANNELS.tokenClear]: () => deps.tokenStore.clear(),
    [CHANNELS.tokenInfo]: () => deps.tokenStore.info(),
    [CHANNELS.doorTokenGet]: () => deps.doorTokenStore.get(),
    [CHANNELS.doorTokenSet]: (token: string) => deps.doorTokenStore.set(token),
    [CHANNELS.doorTokenClear]: () => deps.doorTokenStore.clear(),
    [CHANNELS.filePick]: (kind: PickKind) => deps.filePicker.pick(kind),
    [CHANNELS.fileSave]: (file) => deps.fileSaver.save(file),
    [CHANNELS.shellOpenExternal]: async (url: string) => {
      // The schema already allows only http(s); checked again here because this is the
      // one handler that hands a renderer-chosen string to the operating system.
      if (!isExternalWebUrl(url)) throw new Error(MSG.datosInvalidos);
      await deps.openExternal(url);
    },
    [CHANNELS.googleSignIn]: (request) => deps.googleSignIn.signIn(request),
    [CHANNELS.appConfig]: async () => ({ ...deps.appConfig }),
    [CHANNELS.deepLinkNext]: () => deps.deepLinks.next(),
  };
}

/** The parts of an IpcMainInvokeEvent we read. */
export interface SenderEvent {
  senderFrame?: { url: string } | null;
}

export type IsTrustedSender = (event: SenderEvent) => boolean;

export class BridgeError extends Error {
  constructor(
    readonly code: 'untrusted-sender' | 'invalid-payload',
    message: string,
  ) {
    super(message);
    this.name = 'BridgeError';
  }
}

type AnyHandler = (...args: never[]) => Promise<unknown>;

/**
 * Checks sender and payload, then runs the channel's handler. Exposed apart from
 * registerIpcHandlers so the e2e harness calls exactly this path in-process.
 */
export function createBridgeDispatcher(options: {
  handlers: BridgeHandlers;
  isTrustedSender: IsTrustedSender;
}) {
  return async function dispatch(
    channel: Channel,
    event: SenderEvent,
    args: unknown[],
  ): Promise<unknown> {
    if (!options.isTrustedSender(event)) {
      throw new BridgeError('untrusted-sender', `Remitente no autorizado para ${channel}`);
    }
    const parsed = bridgePayload[channel].safeParse(args);
    if (!parsed.success) throw new BridgeError('invalid-payload', MSG.datosInvalidos);
    const handler = options.handlers[channel] as unknown as AnyHandler;
    return handler(...(parsed.data as never[]));
  };
}

export interface IpcMainLike {
  handle(
    channel: string,
    listener: (event: SenderEvent, ...args: unknown[]) => Promise<unknown>,
  ): void;
}

export function registerIpcHandlers(options: {
  ipcMain: IpcMainLike;
  handlers: BridgeHandlers;
  isTrustedSender: IsTrustedSender;
}): void {
  const dispatch = createBridgeDispatcher(options);
  for (const channel of Object.values(CHANNELS)) {
    options.ipcMain.handle(channel, (event, ...args) => dispatch(channel, event, args));
  }
}
