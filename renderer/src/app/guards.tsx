import type { CdRol } from '@shared/domain/roles';
import { hasAnyRole } from '@shared/domain/roles';
import { ROUTES } from '@shared/routes';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { setPostLoginRedirect } from '../platform/local-store';
import { AUTH_TEXT } from '@shared/texts/auth';
import { useAppDispatch, useAppSelector } from '../state/hooks';
import { selectUser } from '../state/session-slice';
import { loginOpened, selectSalidaVoluntaria } from '../state/ui-slice';

/**
 * Route guard of shared/routes.ts: when none of the user's roles is allowed, go to /. Without a
 * user (a mailed ticket link, a bookmark, a session that ran out) it goes to / as well, but with
 * the login modal open saying why, and the link is followed once they sign in or sign up: no
 * dead end. Reactive: signing out on purpose (here or in another tab) just leaves the screen.
 */
export function RequireRoles({ roles }: { roles: ReadonlyArray<CdRol> }) {
  const user = useAppSelector(selectUser);
  const salida = useAppSelector(selectSalidaVoluntaria);
  const dispatch = useAppDispatch();
  const { pathname, search } = useLocation();
  const pedir = !user && !salida;
  useEffect(() => {
    if (!pedir) return;
    setPostLoginRedirect(`${pathname}${search}`);
    dispatch(loginOpened(AUTH_TEXT.paraVerPagina));
  }, [pedir, pathname, search, dispatch]);
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
