import { configureStore } from '@reduxjs/toolkit';
import type { SessionUser } from '@shared/api/session';
import { baseApi } from '../api/base-api';
import { rootReducer } from '../state/root-reducer';

/** A fresh store; the session starts from the stored user so guards do not flash a redirect. */
export function createAppStore(user: SessionUser | null = null) {
  return configureStore({
    reducer: rootReducer,
    preloadedState: { session: { user } },
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
