import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import { onStoredUserChange } from '../platform/local-store';
import { userCleared, userSet } from '../state/session-slice';

/** Mirrors another tab's login/logout into this tab. Returns the unsubscribe. */
export function startSessionMirror(dispatch: Dispatch<UnknownAction>): () => void {
  return onStoredUserChange((user) => {
    dispatch(user ? userSet(user) : userCleared());
  });
}
