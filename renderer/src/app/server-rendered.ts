import { SERVER_STATE_ID } from '@shared/api/server-render';
import { matchRoutes, type RouteObject } from 'react-router-dom';

/** The API cache a server-rendered page came with (issue 11), or null for a client-only page. */
export function readServerState(): unknown {
  const script = document.getElementById(SERVER_STATE_ID);
  if (!script?.textContent) return null;
  try {
    return JSON.parse(script.textContent) as unknown;
  } catch {
    return null;
  }
}

/**
 * Loads the screens the current address matches before the router is made, as React Router
 * asks for lazy routes under server rendering: otherwise its first render is the loading
 * fallback, not the page the server sent.
 */
export async function loadMatchedScreens(routes: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}
