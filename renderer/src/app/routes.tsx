import type { CdRol } from '@shared/domain/roles';
import { ROUTES, type RouteKey } from '@shared/routes';
import type { RouteObject } from 'react-router-dom';
import { ComingSoonPage } from './coming-soon-page';
import { RequireLogin, RequireRoles } from './guards';
import { AppLayout } from './layout/app-layout';
import { ROUTE_TITLES } from './route-titles';
import { NotFoundPage, RouteErrorPage } from './status-pages';

type Lazy = NonNullable<RouteObject['lazy']>;

/** Screens built so far, each loaded on demand. Every other route is a ComingSoon placeholder. */
const SCREENS: Partial<Record<RouteKey, Lazy>> = {
  login: () => import('../features/auth/login-route').then((m) => ({ Component: m.LoginRoute })),
  register: () =>
    import('../features/auth/register-page').then((m) => ({ Component: m.RegisterPage })),
  preCrearEvento: () =>
    import('../features/auth/pre-crear-evento-page').then((m) => ({
      Component: m.PreCrearEventoPage,
    })),
};

function screen(key: RouteKey): RouteObject {
  const path = ROUTES[key].path;
  const lazy = SCREENS[key];
  return lazy ? { path, lazy } : { path, element: <ComingSoonPage title={ROUTE_TITLES[key]} /> };
}

/** Every route of shared/routes.ts, grouped under one guard per allowed-roles set. */
export function buildRoutes(): RouteObject[] {
  const open: RouteObject[] = [];
  const guarded = new Map<string, { roles: ReadonlyArray<CdRol>; children: RouteObject[] }>();
  for (const key of Object.keys(ROUTES) as RouteKey[]) {
    const { roles } = ROUTES[key];
    if (key === 'googleCallback') continue; // outside the layout, below
    if (key === 'crearEvento') {
      open.push({ element: <RequireLogin />, children: [screen(key)] });
    } else if (!roles) {
      open.push(screen(key));
    } else {
      const id = roles.join(',');
      const group = guarded.get(id) ?? { roles, children: [] };
      group.children.push(screen(key));
      guarded.set(id, group);
    }
  }
  return [
    {
      path: ROUTES.googleCallback.path,
      lazy: () =>
        import('../features/auth/google-callback-page').then((m) => ({
          Component: m.GoogleCallbackPage,
        })),
    },
    {
      element: <AppLayout />,
      errorElement: <RouteErrorPage />,
      // Shown while the first screen's chunk loads.
      hydrateFallbackElement: <div className="app-shell" />,
      children: [
        ...open,
        ...[...guarded.values()].map(({ roles, children }) => ({
          element: <RequireRoles roles={roles} />,
          children,
        })),
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}
