import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { LoginResponse } from '@shared/api/session';
import { baseApi } from '../api/base-api';
import { errorStatus } from '../api/problem';
import { getPlatform } from '../platform';
import { readStoredUser, takePostLoginRedirect, writeStoredUser } from '../platform/local-store';
import { userSet } from '../state/session-slice';
import { signedOutOnPurpose } from '../state/ui-slice';
import { clearLocalSession } from './clear-local-session';
import { sessionApi } from './session-api';

type Thunk<R> = ThunkAction<Promise<R>, unknown, unknown, UnknownAction>;

/** Data that differs per person; refetched when who is signed in changes. */
const PERSONAL_TAGS = [
  'Usuario',
  'Evento',
  'Ticket',
  'Orden',
  'Fiesta',
  'Resenia',
  'Artista',
] as const;

/**
 * The single place a session starts (password login, registration's auto-login, Google):
 * token through the platform, user under storage key `user`, then the stored post-login
 * redirect is read and cleared. Returns that redirect for the caller to follow (or ignore).
 */
export function establishSession(response: LoginResponse): Thunk<string | null> {
  return async (dispatch) => {
    dispatch(signedOutOnPurpose(false));
    await getPlatform().setToken(response.token);
    writeStoredUser(response.usuario);
    dispatch(userSet(response.usuario));
    dispatch(baseApi.util.invalidateTags([...PERSONAL_TAGS]));
    return takePostLoginRedirect();
  };
}

/** Cerrar sesión: revokes the session on the server (best effort), then forgets it here. */
export function logout(): Thunk<void> {
  return async (dispatch) => {
    // Leaving a guarded screen this way is no reason to ask to sign in again (app/guards.tsx).
    dispatch(signedOutOnPurpose(true));
    try {
      await dispatch(sessionApi.endpoints.logout.initiate()).unwrap();
    } catch {
      // Offline or already revoked: the local session is dropped either way.
    }
    await dispatch(clearLocalSession());
    dispatch(baseApi.util.invalidateTags([...PERSONAL_TAGS]));
  };
}

/**
 * After a server-rendered page hydrates (it was rendered for a guest): the stored user shows,
 * and their personal data (favourite flags) is fetched again. /Security/Me still confirms it.
 */
export function adoptStoredUser(): Thunk<void> {
  return async (dispatch) => {
    const user = readStoredUser();
    if (!user) return;
    dispatch(userSet(user));
    dispatch(baseApi.util.invalidateTags([...PERSONAL_TAGS]));
  };
}

/**
 * At start: a stored user without a token is stale (e.g. a desktop whose keychain is memory
 * only); with a token, /Security/Me refreshes the user (roles may have changed). A 401 clears
 * the session; a network failure keeps the stored user so the app still opens offline.
 */
export function restoreSession(): Thunk<void> {
  return async (dispatch) => {
    const token = await getPlatform().getToken();
    if (!token) {
      if (readStoredUser()) await dispatch(clearLocalSession());
      return;
    }
    const result = await dispatch(
      sessionApi.endpoints.me.initiate(undefined, { subscribe: false, forceRefetch: true }),
    );
    if (result.data) {
      writeStoredUser(result.data.usuario);
      dispatch(userSet(result.data.usuario));
    } else if (errorStatus(result.error) === 401) {
      await dispatch(clearLocalSession());
    }
  };
}
