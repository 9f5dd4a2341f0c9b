import { describe, expect, it, vi } from 'vitest';
import { deepLinkPath } from '@shared/routes';
import {
  claimSingleInstance,
  createDeepLinkHub,
  deepLinkInArgv,
  type SingleInstanceApp,
} from './deep-link';

describe('pulso:// links the app accepts', () => {
  it('opens the order page for pulso://orden/<id>, with what the provider said', () => {
    expect(deepLinkPath('pulso://orden/42')).toBe('/mis-entradas?orden=42');
    expect(deepLinkPath('pulso://orden/42?pago=pendiente')).toBe(
      '/mis-entradas?orden=42&pago=pendiente',
    );
    expect(deepLinkPath('pulso://orden/42?pago=rechazado')).toBe(
      '/mis-entradas?orden=42&pago=rechazado',
    );
    // Windows may add a slash; schemes are case-blind.
    expect(deepLinkPath('pulso://orden/42/')).toBe('/mis-entradas?orden=42');
    expect(deepLinkPath('PULSO://orden/7')).toBe('/mis-entradas?orden=7');
  });

  it('refuses everything else', () => {
    for (const url of [
      'pulso://orden/',
      'pulso://orden/0',
      'pulso://orden/-1',
      'pulso://orden/01',
      'pulso://orden/12abc',
      'pulso://orden/99999999999',
      'pulso://orden/3000000000',
      'pulso://orden/42?pago=aprobado',
      'pulso://orden/42?pago=pendiente&x=1',
      'pulso://orden/42?redirect=https://evil.example',
      'pulso://orden/42#frag',
      'pulso://orden/42/../../miperfil',
      'pulso://orden/%34%32',
      'pulso://user:pass@orden/42',
      'pulso://evento/42',
      'pulso://miperfil',
      'pulso:orden/42',
      'pulso:///orden/42',
      'https://pulso.example/mis-entradas?orden=42',
      'app://pulso/mis-entradas?orden=42',
      'javascript:alert(1)',
      ` pulso://orden/42`,
      'pulso://orden/42\n',
      `pulso://orden/42?pago=${'x'.repeat(200)}`,
      '',
    ])
      expect(deepLinkPath(url), url).toBeNull();
  });

  it('finds the link among the arguments of a start (Windows, Linux)', () => {
    expect(deepLinkInArgv(['/opt/Pulso/pulso', '--no-sandbox', 'pulso://orden/5'])).toBe(
      'pulso://orden/5',
    );
    expect(deepLinkInArgv(['C:\\Pulso\\Pulso.exe', 'PULSO://orden/5/'])).toBe('PULSO://orden/5/');
    expect(deepLinkInArgv(['/opt/Pulso/pulso', '--inspect'])).toBeNull();
  });
});

describe('the hub between the system and the renderer', () => {
  it('answers a waiting renderer at once, and focuses the window', async () => {
    const focus = vi.fn();
    const hub = createDeepLinkHub({ focus });
    const next = hub.next();
    expect(hub.receive('pulso://orden/9')).toBe(true);
    expect(await next).toBe('/mis-entradas?orden=9');
    expect(focus).toHaveBeenCalledOnce();
  });

  it('keeps the latest link until the renderer asks (the app was started by it)', async () => {
    const hub = createDeepLinkHub({ focus: () => {} });
    hub.receive('pulso://orden/1');
    hub.receive('pulso://orden/2?pago=pendiente');
    expect(await hub.next()).toBe('/mis-entradas?orden=2&pago=pendiente');
    // Given once: the next call waits for another link.
    const again = hub.next();
    hub.receive('pulso://orden/3');
    expect(await again).toBe('/mis-entradas?orden=3');
  });

  it('drops a refused link without focusing or waking the renderer', async () => {
    const focus = vi.fn();
    const warn = vi.fn();
    const hub = createDeepLinkHub({ focus, warn });
    let woke = false;
    void hub.next().then(() => (woke = true));
    expect(hub.receive('pulso://miperfil?borrar=1')).toBe(false);
    await Promise.resolve();
    expect(woke).toBe(false);
    expect(focus).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledOnce();
  });

  it('a newer waiting call (a reloaded page) answers the older one null, so that loop ends', async () => {
    const hub = createDeepLinkHub({ focus: () => {} });
    const old = hub.next();
    const current = hub.next();
    expect(await old).toBeNull();
    hub.receive('pulso://orden/8');
    expect(await current).toBe('/mis-entradas?orden=8');
  });
});

/** Electron's app as claimSingleInstance sees it, with the events a test fires. */
function fakeApp(lock: boolean) {
  let secondInstance: ((argv: string[]) => void) | null = null;
  let openUrl: ((url: string) => void) | null = null;
  const app = {
    requestSingleInstanceLock: vi.fn(() => lock),
    registerScheme: vi.fn(),
    onSecondInstance: vi.fn((l: (argv: string[]) => void) => void (secondInstance = l)),
    onOpenUrl: vi.fn((l: (url: string) => void) => void (openUrl = l)),
    quit: vi.fn(),
  } satisfies SingleInstanceApp;
  return {
    app,
    secondStart: (argv: string[]) => secondInstance!(argv),
    macOpen: (url: string) => openUrl!(url),
  };
}

describe('one Pulso at a time, handing links over', () => {
  it('a second start quits without taking the scheme or any link (the running app gets it)', () => {
    const { app } = fakeApp(false);
    const hub = createDeepLinkHub({ focus: () => {} });
    const receive = vi.spyOn(hub, 'receive');
    expect(
      claimSingleInstance(app, {
        argv: ['pulso', 'pulso://orden/4'],
        hub,
        focus: () => {},
      }),
    ).toBe(false);
    expect(app.quit).toHaveBeenCalledOnce();
    expect(app.registerScheme).not.toHaveBeenCalled();
    expect(receive).not.toHaveBeenCalled();
  });

  it("the running app takes the scheme, the link it started with, later starts' links and macOS's", async () => {
    const { app, secondStart, macOpen } = fakeApp(true);
    const hub = createDeepLinkHub({ focus: () => {} });
    const focus = vi.fn();
    expect(claimSingleInstance(app, { argv: ['pulso', 'pulso://orden/10'], hub, focus })).toBe(
      true,
    );
    expect(app.registerScheme).toHaveBeenCalledOnce();
    expect(app.quit).not.toHaveBeenCalled();
    expect(await hub.next()).toBe('/mis-entradas?orden=10');

    // Windows/Linux: the system starts Pulso again with the link; that start hands it over.
    const next = hub.next();
    secondStart(['C:\\Pulso\\Pulso.exe', '--flag', 'pulso://orden/11?pago=rechazado']);
    expect(focus).toHaveBeenCalledOnce();
    expect(await next).toBe('/mis-entradas?orden=11&pago=rechazado');

    // A plain second start only focuses; a bad link goes nowhere.
    const waiting = hub.next();
    secondStart(['pulso']);
    secondStart(['pulso', 'pulso://orden/11/../../miperfil']);
    expect(focus).toHaveBeenCalledTimes(3);
    // macOS: open-url.
    macOpen('pulso://orden/12');
    expect(await waiting).toBe('/mis-entradas?orden=12');
  });
});
