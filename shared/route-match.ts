import { ROUTES, type RouteKey } from './routes';

/** Apart from routes.ts, which ships with every page: only the server and tests match paths. */
const ROUTE_PATTERNS = (Object.keys(ROUTES) as RouteKey[]).map((key) => ({
  key,
  // As React Router matches: whole segments, any case, an optional trailing slash.
  pattern: new RegExp(
    `^${ROUTES[key].path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]+/g, '[^/]+')}/?$`,
    'i',
  ),
}));

/**
 * The route an address's path opens, or null when it names no page (the server answers those
 * 404; the app's catch-all route shows the same not-found page).
 */
export function routeKeyOf(pathname: string): RouteKey | null {
  return ROUTE_PATTERNS.find(({ pattern }) => pattern.test(pathname))?.key ?? null;
}
