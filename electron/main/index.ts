import { readFile, stat, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { app, BrowserWindow, dialog, ipcMain, Menu, protocol, session, shell } from 'electron';
import { DESKTOP_SCHEME } from '@shared/routes';
import { appMenuTemplate } from './app-menu';
import { APP_SCHEME, APP_URL, isAppUrl, isExternalWebUrl } from './app-origin';
import { claimSingleInstance, createDeepLinkHub } from './deep-link';
import { readDesktopConfig } from './desktop-config';
import { createFilePicker } from './file-picker';
import { createFileSaver } from './file-saver';
import { createGoogleSignIn } from './google-sign-in';
import { createBridgeHandlers, registerIpcHandlers } from './ipc';
import { createAppProtocolHandler, registerAppScheme } from './protocol';
import { buildCsp, createSecureWindow, hardenSession, hardenWebContents } from './security';
import { createTokenStore, DOOR_ACCOUNT } from './token-store';

/** Electron entry: wires the Electron-free modules of this folder to the real APIs. */

const config = readDesktopConfig(process.env, { packaged: app.isPackaged });
const rendererDir = fileURLToPath(new URL('../renderer/', import.meta.url));
const preloadPath = fileURLToPath(new URL('../preload/index.cjs', import.meta.url));

let mainWindow: BrowserWindow | null = null;

/** Only http(s) leaves the app, whoever asks (renderer links, window.open, sign-in). */
async function openExternal(url: string): Promise<void> {
  if (!isExternalWebUrl(url)) throw new Error(`URL externa no permitida: ${url}`);
  await shell.openExternal(url);
}

function createWindow(): BrowserWindow {
  const win = createSecureWindow(BrowserWindow, preloadPath, {
    width: 1280,
    height: 840,
    minWidth: 900,
    minHeight: 600,
    show: false,
    title: 'Pulso',
    backgroundColor: '#0b0b12',
  });
  win.once('ready-to-show', () => win.show());
  win.on('closed', () => {
    mainWindow = null;
  });
  void win.loadURL(config.devServerUrl ?? APP_URL);
  return win;
}

function focusMainWindow(): void {
  if (!mainWindow) return;
  if (mainWindow.isMinimized()) mainWindow.restore();
  mainWindow.focus();
}

// A pulso:// link shows the app: macOS may have every window closed (before 'ready' the
// window opens anyway, and the link waits for its page).
const deepLinks = createDeepLinkHub({
  focus: () => {
    if (!app.isReady()) return;
    if (mainWindow) focusMainWindow();
    else mainWindow = createWindow();
  },
});

// Another Pulso running gets this start's link (second-instance) and this one leaves.
const primary = claimSingleInstance(
  {
    requestSingleInstanceLock: () => app.requestSingleInstanceLock(),
    registerScheme: () => {
      // In development Electron runs our script: the system must start it the same way.
      if (process.defaultApp && process.argv[1])
        app.setAsDefaultProtocolClient(DESKTOP_SCHEME, process.execPath, [
          resolve(process.argv[1]),
        ]);
      else app.setAsDefaultProtocolClient(DESKTOP_SCHEME);
    },
    onSecondInstance: (listener) => app.on('second-instance', (_event, argv) => listener(argv)),
    onOpenUrl: (listener) =>
      app.on('open-url', (event, url) => {
        event.preventDefault();
        listener(url);
      }),
    quit: () => app.quit(),
  },
  { argv: process.argv, hub: deepLinks, focus: focusMainWindow },
);

if (primary) {
  app.enableSandbox();
  registerAppScheme(protocol);

  // Every WebContents (windows, and any webview someone might try to attach) gets the same rules.
  app.on('web-contents-created', (_event, contents) => {
    hardenWebContents(contents, { devServerUrl: config.devServerUrl, openExternal });
  });

  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });

  void app.whenReady().then(() => {
    hardenSession(session.defaultSession, config.devServerUrl);
    Menu.setApplicationMenu(Menu.buildFromTemplate(appMenuTemplate(process.platform)));
    protocol.handle(
      APP_SCHEME,
      createAppProtocolHandler({
        root: rendererDir,
        csp: buildCsp(config.apiOrigin),
        readFile,
        stat,
      }),
    );

    const handlers = createBridgeHandlers({
      tokenStore: createTokenStore(),
      doorTokenStore: createTokenStore({ account: DOOR_ACCOUNT }),
      filePicker: createFilePicker({
        showOpenDialog: (options) =>
          mainWindow ? dialog.showOpenDialog(mainWindow, options) : dialog.showOpenDialog(options),
        readFile,
        stat,
      }),
      fileSaver: createFileSaver({
        showSaveDialog: (options) =>
          mainWindow ? dialog.showSaveDialog(mainWindow, options) : dialog.showSaveDialog(options),
        writeFile: (path, bytes) => writeFile(path, bytes),
        defaultDir: app.getPath('downloads'),
      }),
      openExternal,
      googleSignIn: createGoogleSignIn({ openExternal }),
      appConfig: { apiBase: config.apiBase, version: app.getVersion() },
      deepLinks,
    });
    registerIpcHandlers({
      ipcMain,
      handlers,
      isTrustedSender: (event) => isAppUrl(event.senderFrame?.url, config.devServerUrl),
    });

    mainWindow = createWindow();
    app.on('activate', () => {
      if (BrowserWindow.getAllWindows().length === 0) mainWindow = createWindow();
    });
  });
}
