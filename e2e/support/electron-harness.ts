import path from 'node:path';
import { _electron, type ElectronApplication, type Page } from '@playwright/test';
import { createTokenStore } from '../../electron/main/token-store';
import type { DesktopHarness } from './desktop-harness';
import { electronBinary } from './desktop-mode';
import { E2E } from './stack-env';

/**
 * The real desktop app, where an Electron binary is installed: launched with
 * `_electron.launch`, pages at app://pulso. The native dialog is answered from the main
 * process; the token is read from the same keychain entry the app uses.
 */
export async function startElectronHarness(): Promise<DesktopHarness & { close(): Promise<void> }> {
  let nextPath: string | null = null;
  let app: ElectronApplication;
  let page: Page;

  async function launch() {
    app = await _electron.launch({
      executablePath: electronBinary()!,
      args: [path.resolve('out/main/index.js')],
      env: { ...process.env, PULSO_API_URL: E2E.apiBase } as Record<string, string>,
    });
    page = await app.firstWindow();
    await app.evaluate(({ dialog }) => {
      const g = globalThis as unknown as {
        __pulsoNextPath: string | null;
        __pulsoNextSavePath: string | null;
        __pulsoLastSaveDefault: string | null;
      };
      g.__pulsoNextPath = null;
      g.__pulsoNextSavePath = null;
      g.__pulsoLastSaveDefault = null;
      dialog.showOpenDialog = (async () =>
        g.__pulsoNextPath
          ? { canceled: false, filePaths: [g.__pulsoNextPath] }
          : { canceled: true, filePaths: [] }) as never;
      // Called as (window, options) or (options); the app's file saver writes the path given.
      dialog.showSaveDialog = (async (...args: Array<{ defaultPath?: string }>) => {
        g.__pulsoLastSaveDefault = args[args.length - 1]?.defaultPath ?? null;
        return g.__pulsoNextSavePath
          ? { canceled: false, filePath: g.__pulsoNextSavePath }
          : { canceled: true, filePath: '' };
      }) as never;
    });
    return page;
  }

  await launch();
  return {
    pickNext(p) {
      nextPath = p;
      void app.evaluate((_e, value) => {
        (globalThis as unknown as { __pulsoNextPath: string | null }).__pulsoNextPath = value;
      }, nextPath);
    },
    async saveNext(p) {
      await app.evaluate((_e, value) => {
        (globalThis as unknown as { __pulsoNextSavePath: string | null }).__pulsoNextSavePath =
          value;
      }, p);
    },
    async lastSaveSuggestion() {
      const defaultPath = await app.evaluate(
        () =>
          (globalThis as unknown as { __pulsoLastSaveDefault: string | null })
            .__pulsoLastSaveDefault,
      );
      return defaultPath ? path.basename(defaultPath) : null;
    },
    async restart() {
      await app.close();
      return launch();
    },
    tokenStore: () => createTokenStore(),
    page: () => page,
    close: () => app.close(),
  };
}
