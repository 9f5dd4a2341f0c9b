import type { LoginResponse } from '@shared/api/session';
import { ROUTES } from '@shared/routes';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { establishSession } from '../../session/session-actions';
import { useAppDispatch } from '../../state/hooks';
import { loginClosed } from '../../state/ui-slice';

/**
 * After any successful sign-in: establish the session (token, stored user), close the login
 * modal and follow the stored redirect. Registration passes `goHome` (spec: it goes to /).
 */
export function useStartSession() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(
    async (response: LoginResponse, options: { goHome?: boolean } = {}) => {
      const redirect = await dispatch(establishSession(response));
      dispatch(loginClosed());
      if (options.goHome) await navigate(ROUTES.home.path);
      else if (redirect) await navigate(redirect);
    },
    [dispatch, navigate],
  );
}
