import type { CdRol } from '@shared/domain/roles';
import { hasAnyRole } from '@shared/domain/roles';
import { ROUTES } from '@shared/routes';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { setPostLoginRedirect } from '../platform/local-store';
import { useAppSelector } from '../state/hooks';
import { selectUser } from '../state/session-slice';

/**
 * Route guard of shared/routes.ts: without a user, or when none of the user's roles is allowed,
 * go to /. Reactive: logging out (here or in another tab) on a guarded screen leaves it.
 */
export function RequireRoles({ roles }: { roles: ReadonlyArray<CdRol> }) {
  const user = useAppSelector(selectUser);
  if (!user || !hasAnyRole(user.roles, roles)) return <Navigate to={ROUTES.home.path} replace />;
  return <Outlet />;
}

/** Crear Evento needs a session: a guest is sent to /precrearevento and returns after login. */
export function RequireLogin() {
  const user = useAppSelector(selectUser);
  const { pathname } = useLocation();
  useEffect(() => {
    if (!user) setPostLoginRedirect(pathname);
  }, [user, pathname]);
  if (!user) return <Navigate to={ROUTES.preCrearEvento.path} replace />;
  return <Outlet />;
}
