import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { getPlatform } from '../platform';
import { removeStoredUser } from '../platform/local-store';
import { userCleared } from '../state/session-slice';

/**
 * Forgets the session on this device: token (through the platform), stored user, state.
 * Used on logout and when the server answers 401 to a request that carried a token.
 */
export function clearLocalSession(): ThunkAction<Promise<void>, unknown, unknown, UnknownAction> {
  return async (dispatch) => {
    try {
      await getPlatform().clearToken();
    } finally {
      removeStoredUser();
      dispatch(userCleared());
    }
  };
}
