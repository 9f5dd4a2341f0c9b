// Runs in Chromium: a screen test (vitest.config.ts).
import { render, screen, waitFor } from '@testing-library/react';
import type { DesktopBridge } from '@shared/bridge';
import { TICKETS_TEXT as T } from '@shared/texts/tickets';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../app/providers';
import { buildRoutes } from '../app/routes';
import { createAppStore } from '../app/store';
import { fakeNetwork, json, makeUser, TEST_API } from '../test/render-app';
import { createDesktopPlatform } from './desktop';
import { setPlatform } from './index';
import { writeStoredUser } from './local-store';

/**
 * The desktop bridge with the one part these tests drive: deep-link:next, answered by
 * `deliver` (the main process handing over a pulso:// link it parsed).
 */
function fakeBridge() {
  const waiting: Array<(path: string | null) => void> = [];
  const next = vi.fn(
    () =>
      new Promise<string | null>((resolve) => {
        waiting.push(resolve);
      }),
  );
  const bridge = {
    token: {
      get: async () => 'test-token',
      set: async () => {},
      clear: async () => {},
      info: async () => ({ backend: 'keychain' as const }),
    },
    doorToken: { get: async () => null, set: async () => {}, clear: async () => {} },
    file: {
      pick: async () => ({ status: 'cancelled' as const }),
      save: async () => ({ status: 'cancelled' as const }),
    },
    shell: { openExternal: async () => {} },
    google: { signIn: async () => ({ status: 'cancelled' as const }) },
    app: { config: async () => ({ apiBase: TEST_API, version: 'test' }) },
    deepLink: { next },
  } satisfies DesktopBridge;
  const deliver = async (path: string | null) => {
    await waitFor(() => expect(waiting.length).toBeGreaterThan(0));
    waiting.shift()!(path);
  };
  return { bridge, next, deliver };
}

afterEach(() => vi.restoreAllMocks());

describe('desktop platform: pulso:// links', () => {
  it("the payment provider's way back opens the order's page in the app, showing its state", async () => {
    fakeNetwork({
      'GET /Entrada/MisEntradas': () => json(200, { entradas: [] }),
      'GET /Entrada/MisTransferencias': () => json(200, { enviadas: [] }),
      'GET /Orden/GetOrden': () => json(200, { idOrden: 42, idEvento: 12, estado: 'pagada' }),
    });
    const { bridge, deliver } = fakeBridge();
    const platform = await createDesktopPlatform(bridge);
    setPlatform(platform);
    const user = makeUser([0]);
    writeStoredUser(user);
    const router = createMemoryRouter(buildRoutes(), { initialEntries: ['/mis-entradas'] });
    render(
      <Providers store={createAppStore(user)}>
        <RouterProvider router={router} />
      </Providers>,
    );
    // What app/start.tsx does on the desktop.
    const stop = platform.onDeepLink!((path) => void router.navigate(path));
    expect(await screen.findByText(T.vacio)).toBeTruthy();

    await deliver('/mis-entradas?orden=42');
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe(
        '/mis-entradas?orden=42',
      ),
    );
    expect(await screen.findByText(T.pagoAprobado)).toBeTruthy();
    stop();
  });

  it('keeps waiting after each link, follows only app paths, and stops when a newer call takes over', async () => {
    const { bridge, next, deliver } = fakeBridge();
    const platform = await createDesktopPlatform(bridge);
    const seen: string[] = [];
    platform.onDeepLink!((path) => seen.push(path));
    await deliver('/mis-entradas?orden=1');
    await deliver('//evil.example/x');
    await deliver('https://evil.example/');
    await deliver('/mis-entradas?orden=2&pago=rechazado');
    await waitFor(() => expect(next).toHaveBeenCalledTimes(5));
    expect(seen).toEqual(['/mis-entradas?orden=1', '/mis-entradas?orden=2&pago=rechazado']);
    // Replaced (null): the loop ends and asks no more.
    await deliver(null);
    await new Promise((r) => setTimeout(r, 20));
    expect(next).toHaveBeenCalledTimes(5);
  });
});
