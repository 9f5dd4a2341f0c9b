import { createSlice } from '@reduxjs/toolkit';

/**
 * UI flags shared across the layout and features: the nav's Filtros button toggles
 * `filtersOpen` and the home feature mounts its filter modal on it; anything may open the
 * login modal, which the layout mounts once.
 */
export interface UiState {
  filtersOpen: boolean;
  loginOpen: boolean;
}

const initialState: UiState = { filtersOpen: false, loginOpen: false };

export const uiSlice = createSlice({
  name: 'ui',
  initialState,
  reducers: {
    filtersToggled(state) {
      state.filtersOpen = !state.filtersOpen;
    },
    filtersClosed(state) {
      state.filtersOpen = false;
    },
    loginOpened(state) {
      state.loginOpen = true;
    },
    loginClosed(state) {
      state.loginOpen = false;
    },
  },
});

export const { filtersToggled, filtersClosed, loginOpened, loginClosed } = uiSlice.actions;

export const selectFiltersOpen = (state: { ui: UiState }): boolean => state.ui.filtersOpen;
export const selectLoginOpen = (state: { ui: UiState }): boolean => state.ui.loginOpen;
