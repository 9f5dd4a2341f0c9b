import { render } from '@testing-library/react';
import type { SessionUser } from '@shared/api/session';
import type { CdRol } from '@shared/domain/roles';
import { ROLES } from '@shared/domain/roles';
import { createMemoryRouter, RouterProvider, type InitialEntry } from 'react-router-dom';
import { vi } from 'vitest';
import { Providers } from '../app/providers';
import { buildRoutes } from '../app/routes';
import { createAppStore } from '../app/store';
import { setPlatform } from '../platform';
import { writeStoredUser, writeWebToken } from '../platform/local-store';
import { createWebPlatform } from '../platform/web';
import { easyChallenge } from './desafio-fixtures';

// The app loads antd on demand (ui/antd-scope.tsx). Tests load it up front, as the old
// always-mounted provider did, so the first antd screen of a file is not slower than
// Testing Library's waits.
await import('../ui/antd-scope');

/** Node's Request needs an absolute URL, so tests use the web platform with a full API base. */
export const TEST_API = 'http://localhost/api/v1';

export function makeUser(roles: CdRol[], name = 'Lucía Pérez'): SessionUser {
  return {
    id: 7,
    name,
    email: 'lucia@example.com',
    roles: ROLES.filter((r) => roles.includes(r.cdRol)),
    avatarUrl: null,
  };
}

type Handler = (request: Request) => Response | Promise<Response>;

export function json(status: number, body: unknown, type = 'application/json'): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': type },
  });
}

export function problem(status: number, detail: string, errors?: Record<string, string>): Response {
  return json(status, { title: 'Error', status, detail, errors }, 'application/problem+json');
}

/**
 * A fake network for unit tests: "METHOD /path" -> handler. Unknown calls answer 404,
 * GET /Config answers "no Google" and GET /Desafio an easy challenge unless a test overrides
 * them.
 */
export function fakeNetwork(routes: Record<string, Handler>) {
  const calls: Request[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    calls.push(request);
    const { pathname } = new URL(request.url);
    const key = `${request.method} ${pathname.replace('/api/v1', '')}`;
    const handler =
      routes[key] ??
      (key === 'GET /Config'
        ? () => json(200, { google: null, mapsApiKey: null })
        : key === 'GET /Desafio'
          ? () => json(200, easyChallenge())
          : null);
    return handler ? handler(request) : problem(404, 'No encontrado');
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

/**
 * Renders the whole app (layout, routes, guards) at `path` (a location with navigation state
 * too), with an optional signed-in user.
 */
export function renderApp(path: InitialEntry, user: SessionUser | null = null) {
  setPlatform(createWebPlatform(TEST_API));
  if (user) {
    writeStoredUser(user);
    writeWebToken('test-token');
  }
  const store = createAppStore(user);
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
  const view = render(
    <Providers store={store}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { store, router, ...view };
}
