import { ROUTES } from '@shared/routes';
import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { selectUser } from '../../state/session-slice';
import { loginOpened } from '../../state/ui-slice';

/** /login: sign-in is a modal, so this route opens it over the home screen. */
export function LoginRoute() {
  const user = useAppSelector(selectUser);
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!user) dispatch(loginOpened());
  }, [user, dispatch]);
  return <Navigate to={ROUTES.home.path} replace />;
}
