import type { BrowserWindowConstructorOptions, WebContents } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { allowsPermission, buildCsp, createSecureWindow, hardenWebContents } from './security';

type Listener = (event: { url: string; preventDefault(): void }) => void;

function fakeContents() {
  const listeners = new Map<string, Listener>();
  let openHandler: ((details: { url: string }) => { action: string }) | null = null;
  const contents = {
    on: (name: string, listener: Listener) => listeners.set(name, listener),
    setWindowOpenHandler: (handler: typeof openHandler) => {
      openHandler = handler;
    },
  } as unknown as WebContents;
  const navigate = (name: string, url: string) => {
    const event = { url, preventDefault: vi.fn() };
    listeners.get(name)!(event);
    return event.preventDefault.mock.calls.length > 0;
  };
  return { contents, navigate, open: (url: string) => openHandler!({ url }) };
}

describe('window hardening', () => {
  it('isolates and sandboxes the renderer', () => {
    class FakeWindow {
      constructor(readonly options: BrowserWindowConstructorOptions) {}
    }
    const win = createSecureWindow(FakeWindow, '/p/index.cjs', { width: 800, title: 'Pulso' });
    expect(win.options).toMatchObject({ width: 800, title: 'Pulso' });
    expect(win.options.webPreferences).toMatchObject({
      preload: '/p/index.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      disableBlinkFeatures: 'Auxclick',
    });
  });

  it('keeps navigation inside the app', () => {
    const { contents, navigate } = fakeContents();
    hardenWebContents(contents, { openExternal: async () => {}, warn: () => {} });
    expect(navigate('will-navigate', 'app://pulso/eventos')).toBe(false);
    expect(navigate('will-navigate', 'https://evil.example/')).toBe(true);
    expect(navigate('will-navigate', 'file:///etc/passwd')).toBe(true);
    expect(navigate('will-redirect', 'https://evil.example/')).toBe(true);
    expect(navigate('will-attach-webview', 'app://pulso/')).toBe(true);
  });

  it('never opens windows: web links go to the system browser, others are dropped', () => {
    const openExternal = vi.fn(async (_url: string) => {});
    const { contents, open } = fakeContents();
    hardenWebContents(contents, { openExternal, warn: () => {} });
    expect(open('https://www.mercadopago.com.ar/checkout')).toEqual({ action: 'deny' });
    expect(open('smb://server/share')).toEqual({ action: 'deny' });
    expect(openExternal.mock.calls).toEqual([['https://www.mercadopago.com.ar/checkout']]);
  });

  it('builds a strict CSP that allows the API origin', () => {
    const csp = buildCsp('http://127.0.0.1:3000');
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval';");
    expect(csp).toContain("connect-src 'self' http://127.0.0.1:3000");
    expect(csp).toContain("img-src 'self' data: blob: https: http://127.0.0.1:3000");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("base-uri 'self'"); // the renderer's <base href="/"> keeps deep links loading
    // WebAssembly may compile ('wasm-unsafe-eval'); JavaScript may not be eval'd.
    expect(csp).not.toContain("'unsafe-eval'");
  });
});

describe('permissions', () => {
  it("grants only the camera and writing to the clipboard, and only to the app's own pages", () => {
    expect(allowsPermission('media', 'app://pulso/puerta/', ['video'])).toBe(true);
    expect(allowsPermission('media', 'app://pulso/puerta/', ['video', 'audio'])).toBe(false);
    expect(allowsPermission('media', 'app://pulso/puerta/', ['audio'])).toBe(false);
    expect(allowsPermission('media', 'app://pulso/puerta/', [])).toBe(false);
    expect(allowsPermission('media', 'https://example.com/', ['video'])).toBe(false);
    expect(allowsPermission('geolocation', 'app://pulso/', undefined)).toBe(false);
    expect(allowsPermission('notifications', 'app://pulso/', undefined)).toBe(false);
    // "Copiar enlace": writing to the clipboard from the app's pages, never reading it.
    expect(allowsPermission('clipboard-sanitized-write', 'app://pulso/', undefined)).toBe(true);
    expect(allowsPermission('clipboard-sanitized-write', 'https://example.com/', undefined)).toBe(
      false,
    );
    expect(allowsPermission('clipboard-read', 'app://pulso/', undefined)).toBe(false);
    expect(
      allowsPermission(
        'media',
        'http://127.0.0.1:5173/puerta/',
        ['video'],
        'http://127.0.0.1:5173',
      ),
    ).toBe(true);
  });
});
