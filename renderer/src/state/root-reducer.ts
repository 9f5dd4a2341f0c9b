import { combineReducers } from '@reduxjs/toolkit';
import { baseApi } from '../api/base-api';
import { sessionSlice } from './session-slice';
import { uiSlice } from './ui-slice';

/** Reducers live here (not in app/) so features can type their selectors without importing app. */
export const rootReducer = combineReducers({
  [baseApi.reducerPath]: baseApi.reducer,
  [sessionSlice.name]: sessionSlice.reducer,
  [uiSlice.name]: uiSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;
