import type { LoginResponse } from '@shared/api/session';
import { ROUTES } from '@shared/routes';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { establishSession } from '../../session/session-actions';
import { useAppDispatch } from '../../state/hooks';
import { loginClosed } from '../../state/ui-slice';

/**
 * After any successful sign-in: establish the session (token, stored user), close the login
 * modal and follow the stored redirect. Registration passes `goHome` (spec: it goes to /),
 * which still follows a return that was waiting (Comprar, a protected link): no dead end.
 */
export function useStartSession() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(
    async (response: LoginResponse, options: { goHome?: boolean } = {}) => {
      const redirect = await dispatch(establishSession(response));
      dispatch(loginClosed());
      if (redirect) await navigate(redirect);
      else if (options.goHome) await navigate(ROUTES.home.path);
    },
    [dispatch, navigate],
  );
}
