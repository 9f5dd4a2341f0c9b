import { describe, expect, it, vi } from 'vitest';
import { CHANNELS, type Channel } from '@shared/bridge';
import { LIMITS } from '@shared/domain/limits';
import { MSG } from '@shared/messages';
import { isAppUrl } from './app-origin';
import { createDeepLinkHub } from './deep-link';
import { createBridgeHandlers, registerIpcHandlers, type SenderEvent } from './ipc';
import { createTokenStore } from './token-store';

type Listener = (event: SenderEvent, ...args: unknown[]) => Promise<unknown>;

function setup(devServerUrl: string | null = null) {
  const listeners = new Map<string, Listener>();
  const openExternal = vi.fn(async (_url: string) => {});
  const pick = vi.fn(async () => ({ status: 'cancelled' as const }));
  const save = vi.fn(async () => ({ status: 'cancelled' as const }));
  const deepLinks = createDeepLinkHub({ focus: () => {}, warn: () => {} });
  // No keychain here: both stores keep the token in memory.
  const memoryStore = () =>
    createTokenStore({
      createEntry: () => ({
        getPassword: async () => {
          throw new Error('sin llavero');
        },
        setPassword: async () => {},
        deletePassword: async () => true,
      }),
      warn: () => {},
    });
  const handlers = createBridgeHandlers({
    tokenStore: memoryStore(),
    doorTokenStore: memoryStore(),
    filePicker: { pick },
    fileSaver: { save },
    openExternal,
    googleSignIn: { signIn: vi.fn(async () => ({ status: 'cancelled' as const })) },
    appConfig: { apiBase: 'http://127.0.0.1:3000/api/v1', version: '0.1.0' },
    deepLinks,
  });
  registerIpcHandlers({
    ipcMain: { handle: (channel, listener) => listeners.set(channel, listener) },
    handlers,
    isTrustedSender: (event) => isAppUrl(event.senderFrame?.url, devServerUrl),
  });
  const call = (channel: Channel, url: string | null, ...args: unknown[]) =>
    listeners.get(channel)!({ senderFrame: url === null ? null : { url } }, ...args);
  return { listeners, call, openExternal, pick, save, deepLinks };
}

const APP = 'app://pulso/organizador/crear-evento';

describe('ipc handlers', () => {
  it('registers exactly one handler per bridge channel', () => {
    const { listeners } = setup();
    expect([...listeners.keys()].sort()).toEqual(Object.values(CHANNELS).sort());
  });

  it('answers the app page', async () => {
    const { call } = setup();
    await call(CHANNELS.tokenSet, APP, 'jwt-abc');
    expect(await call(CHANNELS.tokenGet, APP)).toBe('jwt-abc');
    expect(await call(CHANNELS.appConfig, APP)).toEqual({
      apiBase: 'http://127.0.0.1:3000/api/v1',
      version: '0.1.0',
    });
  });

  it('hands the app page the pulso:// link the system gave the app, as an app path', async () => {
    const { call, deepLinks } = setup();
    const next = call(CHANNELS.deepLinkNext, APP);
    deepLinks.receive('pulso://orden/42');
    expect(await next).toBe('/mis-entradas?orden=42');
    // Only the app page may wait for links, and with no arguments.
    await expect(call(CHANNELS.deepLinkNext, 'https://evil.example/')).rejects.toThrow();
    await expect(call(CHANNELS.deepLinkNext, APP, 'x')).rejects.toThrow(MSG.datosInvalidos);
  });

  it("keeps the door app's session apart from the website's", async () => {
    const { call } = setup();
    await call(CHANNELS.tokenSet, APP, 'web-jwt');
    await call(CHANNELS.doorTokenSet, 'app://pulso/puerta/', 'door-jwt');
    expect(await call(CHANNELS.tokenGet, APP)).toBe('web-jwt');
    expect(await call(CHANNELS.doorTokenGet, APP)).toBe('door-jwt');
    await call(CHANNELS.doorTokenClear, APP);
    expect(await call(CHANNELS.doorTokenGet, APP)).toBeNull();
    expect(await call(CHANNELS.tokenGet, APP)).toBe('web-jwt');
  });

  it('rejects a sender that is not the app origin', async () => {
    const { call, pick } = setup();
    for (const url of [
      'https://evil.example/',
      'file:///etc/passwd',
      'app://otro/',
      'http://127.0.0.1:5173/',
      null,
    ]) {
      await expect(call(CHANNELS.filePick, url, 'image')).rejects.toThrow(/no autorizado/);
    }
    expect(pick).not.toHaveBeenCalled();
  });

  it('trusts the dev server origin only in development', async () => {
    const dev = setup('http://localhost:5173');
    await expect(dev.call(CHANNELS.tokenInfo, 'http://localhost:5173/ingresar')).resolves.toEqual({
      backend: 'memory',
    });
    await expect(dev.call(CHANNELS.tokenInfo, 'http://localhost:5174/')).rejects.toThrow(
      /no autorizado/,
    );
  });

  it('rejects invalid payloads before any handler runs', async () => {
    const { call, openExternal, pick } = setup();
    await expect(call(CHANNELS.filePick, APP, 'exe')).rejects.toThrow(MSG.datosInvalidos);
    await expect(call(CHANNELS.filePick, APP)).rejects.toThrow(MSG.datosInvalidos);
    await expect(call(CHANNELS.tokenSet, APP, '')).rejects.toThrow(MSG.datosInvalidos);
    await expect(call(CHANNELS.tokenSet, APP, 'a', 'extra')).rejects.toThrow(MSG.datosInvalidos);
    await expect(call(CHANNELS.shellOpenExternal, APP, 'file:///etc/passwd')).rejects.toThrow(
      MSG.datosInvalidos,
    );
    await expect(call(CHANNELS.shellOpenExternal, APP, 'javascript:alert(1)')).rejects.toThrow(
      MSG.datosInvalidos,
    );
    expect(pick).not.toHaveBeenCalled();
    expect(openExternal).not.toHaveBeenCalled();
  });

  it('file:save takes only a bare file name, bytes within the limit and a MIME type', async () => {
    const { call, save } = setup();
    const file = {
      suggestedName: 'asistentes-12.csv',
      bytes: new Uint8Array([1]),
      mime: 'text/csv',
    };
    for (const bad of [
      { ...file, suggestedName: '../../.bashrc' },
      { ...file, suggestedName: '/etc/cron.d/x.csv' },
      { ...file, suggestedName: 'C:\\Windows\\x.csv' },
      { ...file, suggestedName: '.oculto.csv' },
      { ...file, suggestedName: 'sin-extension' },
      { ...file, suggestedName: 'a\nb.csv' },
      { ...file, bytes: 'texto' },
      { ...file, bytes: new Uint8Array(LIMITS.saveFileMaxBytes + 1) },
      { ...file, mime: 'text/csv\r\nX: y' },
      { ...file, path: '/tmp/x.csv' },
    ]) {
      await expect(call(CHANNELS.fileSave, APP, bad)).rejects.toThrow(MSG.datosInvalidos);
    }
    expect(save).not.toHaveBeenCalled();
    await call(CHANNELS.fileSave, APP, { ...file, suggestedName: 'liquidación 12.pdf' });
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('opens web links in the system browser', async () => {
    const { call, openExternal } = setup();
    await call(
      CHANNELS.shellOpenExternal,
      APP,
      'https://www.google.com/maps/dir/?api=1&destination=Rosario',
    );
    expect(openExternal).toHaveBeenCalledWith(
      'https://www.google.com/maps/dir/?api=1&destination=Rosario',
    );
  });
});
