import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SessionUser } from '@shared/api/session';

/** Who is signed in. Persisted by session/ (storage key `user`), never by the reducer. */
export interface SessionState {
  user: SessionUser | null;
}

const initialState: SessionState = { user: null };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    userSet(state, action: PayloadAction<SessionUser>) {
      state.user = action.payload;
    },
    userCleared(state) {
      state.user = null;
    },
  },
});

export const { userSet, userCleared } = sessionSlice.actions;

export const selectUser = (state: { session: SessionState }): SessionUser | null =>
  state.session.user;
