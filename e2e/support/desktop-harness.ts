import { randomUUID } from 'node:crypto';
import { readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { BRIDGE_GLOBAL, BRIDGE_LAYOUT, type Channel } from '@shared/bridge';
import { createDeepLinkHub } from '../../electron/main/deep-link';
import { createFilePicker } from '../../electron/main/file-picker';
import { createFileSaver } from '../../electron/main/file-saver';
import { createGoogleSignIn } from '../../electron/main/google-sign-in';
import { createBridgeDispatcher, createBridgeHandlers } from '../../electron/main/ipc';
import { isAppUrl } from '../../electron/main/app-origin';
import { createTokenStore, type TokenStore } from '../../electron/main/token-store';
import { E2E } from './stack-env';

/**
 * The desktop app without an Electron binary: the desktop renderer build in Chromium, and a
 * `window.pulso` whose every call goes to the real main-process dispatcher (sender check,
 * zod payload check, handlers, keychain token store, file picker and saver, Google loopback
 * sign-in).
 * Only Electron's IPC transport, its window and the native dialog's UI are stood in for.
 */
export interface DesktopHarness {
  /** The path the next native "open file" dialog returns (null: the user cancels). */
  pickNext(filePath: string | null): void;
  /**
   * The path the next native "save file" dialog returns (null: the user cancels); the real
   * main-process saver then writes the file there.
   */
  saveNext(filePath: string | null): Promise<void>;
  /** The file name the last save dialog offered (its default path's last part), if any. */
  lastSaveSuggestion(): Promise<string | null>;
  /** Closes the app window and starts the app again with fresh main-process modules. */
  restart(): Promise<Page>;
  tokenStore(): TokenStore;
  page(): Page;
}

const encode = (value: unknown): unknown => {
  if (value instanceof Uint8Array) return { __bytes: Buffer.from(value).toString('base64') };
  if (Array.isArray(value)) return value.map(encode);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, encode(v)]));
  return value;
};

/** Bytes the page sent (encoded by installBridge) back into a Uint8Array, as IPC delivers them. */
const decodeArg = (value: unknown): unknown => {
  if (value && typeof value === 'object' && '__bytes' in value)
    return new Uint8Array(Buffer.from((value as { __bytes: string }).__bytes, 'base64'));
  if (Array.isArray(value)) return value.map(decodeArg);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, decodeArg(v)]));
  return value;
};

/** Runs in the page before any script: builds window.pulso from the shared layout. */
function installBridge({
  global,
  layout,
}: {
  global: string;
  layout: Record<string, Record<string, string>>;
}) {
  const decode = (value: unknown): unknown => {
    if (value && typeof value === 'object' && '__bytes' in (value as object)) {
      const bin = atob((value as { __bytes: string }).__bytes);
      return Uint8Array.from(bin, (c) => c.charCodeAt(0));
    }
    if (Array.isArray(value)) return value.map(decode);
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, decode(v)]));
    return value;
  };
  // Bytes travel as base64 both ways (file:save sends a file), whatever Playwright serialises.
  const encode = (value: unknown): unknown => {
    if (value instanceof Uint8Array) {
      let bin = '';
      for (let i = 0; i < value.length; i += 0x8000)
        bin += String.fromCharCode(...value.subarray(i, i + 0x8000));
      return { __bytes: btoa(bin) };
    }
    if (Array.isArray(value)) return value.map(encode);
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, encode(v)]));
    return value;
  };
  const invoke = (
    globalThis as unknown as { __pulsoInvoke: (c: string, a: unknown[]) => Promise<unknown> }
  ).__pulsoInvoke;
  const bridge: Record<string, Record<string, (...args: unknown[]) => Promise<unknown>>> = {};
  for (const [group, methods] of Object.entries(layout)) {
    bridge[group] = {};
    for (const [method, channel] of Object.entries(methods)) {
      bridge[group][method] = async (...args: unknown[]) =>
        decode(await invoke(channel, encode(args) as unknown[]));
    }
  }
  Object.defineProperty(globalThis, global, { value: Object.freeze(bridge), writable: false });
}

export async function startDesktopHarness(context: BrowserContext): Promise<DesktopHarness> {
  const account = `session-token-e2e-${randomUUID()}`;
  let nextPath: string | null = null;
  let nextSavePath: string | null = null;
  let lastSaveSuggestion: string | null = null;
  let current: { page: Page; tokenStore: TokenStore } | null = null;

  async function launch() {
    // Fresh main-process modules, as after an app restart; the keychain entry persists.
    const tokenStore = createTokenStore({ service: 'Pulso-e2e', account });
    const handlers = createBridgeHandlers({
      tokenStore,
      doorTokenStore: createTokenStore({ service: 'Pulso-e2e', account: `door-${account}` }),
      filePicker: createFilePicker({
        showOpenDialog: async () =>
          nextPath ? { canceled: false, filePaths: [nextPath] } : { canceled: true, filePaths: [] },
        stat: (p) => stat(p),
        readFile: (p) => readFile(p),
      }),
      fileSaver: createFileSaver({
        showSaveDialog: async (options) => {
          lastSaveSuggestion = path.basename(options.defaultPath);
          return nextSavePath
            ? { canceled: false, filePath: nextSavePath }
            : { canceled: true, filePath: '' };
        },
        writeFile: (p, bytes) => writeFile(p, bytes),
      }),
      // The system browser: a separate page that follows the identity provider's redirects.
      openExternal: async (url) => {
        const browserPage = await context.newPage();
        await browserPage.goto(url);
      },
      googleSignIn: createGoogleSignIn({
        openExternal: async (url) => {
          const browserPage = await context.newPage();
          await browserPage.goto(url);
        },
      }),
      appConfig: { apiBase: E2E.apiBase, version: 'e2e' },
      // pulso:// links: the system browser here cannot hand one over, so none arrive (the app
      // follows the order by polling, as it did before deep links).
      deepLinks: createDeepLinkHub({ focus: () => {} }),
    });
    const dispatch = createBridgeDispatcher({
      handlers,
      isTrustedSender: (event) => isAppUrl(event.senderFrame?.url, E2E.desktopUrl),
    });
    const page = await context.newPage();
    await page.exposeBinding('__pulsoInvoke', async (source, channel: Channel, args: unknown[]) =>
      encode(
        await dispatch(
          channel,
          { senderFrame: { url: source.frame.url() } },
          decodeArg(args) as unknown[],
        ),
      ),
    );
    await page.addInitScript(installBridge, { global: BRIDGE_GLOBAL, layout: BRIDGE_LAYOUT });
    current = { page, tokenStore };
    return page;
  }

  await launch();
  return {
    pickNext: (p) => {
      nextPath = p;
    },
    saveNext: async (p) => {
      nextSavePath = p;
    },
    lastSaveSuggestion: async () => lastSaveSuggestion,
    async restart() {
      await current!.page.close();
      return launch();
    },
    tokenStore: () => current!.tokenStore,
    page: () => current!.page,
  };
}
