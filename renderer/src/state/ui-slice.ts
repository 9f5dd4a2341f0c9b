import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * UI flags shared across the layout and features: the nav's Filtros button toggles
 * `filtersOpen` and the home feature mounts its filter modal on it; anything may open the
 * login modal, which the layout mounts once.
 */
export interface UiState {
  filtersOpen: boolean;
  loginOpen: boolean;
  /** Why the login modal was opened for the person (a protected link, Comprar), if it was. */
  loginAviso: string | null;
  /**
   * The person signed out on purpose (Cerrar sesión, account deleted): a guarded screen
   * then goes home without asking them to sign in again. Cleared by the next sign-in.
   */
  salidaVoluntaria: boolean;
}

const initialState: UiState = {
  filtersOpen: false,
  loginOpen: false,
  loginAviso: null,
  salidaVoluntaria: false,
};

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
    /** `aviso`: a Spanish line the modal shows above the form, saying why it asks. */
    loginOpened(state, action: PayloadAction<string | undefined>) {
      state.loginOpen = true;
      state.loginAviso = action.payload ?? null;
    },
    loginClosed(state) {
      state.loginOpen = false;
      state.loginAviso = null;
    },
    signedOutOnPurpose(state, action: PayloadAction<boolean>) {
      state.salidaVoluntaria = action.payload;
    },
  },
});

export const { filtersToggled, filtersClosed, loginOpened, loginClosed, signedOutOnPurpose } =
  uiSlice.actions;

export const selectFiltersOpen = (state: { ui: UiState }): boolean => state.ui.filtersOpen;
export const selectLoginOpen = (state: { ui: UiState }): boolean => state.ui.loginOpen;
export const selectLoginAviso = (state: { ui: UiState }): string | null => state.ui.loginAviso;
export const selectSalidaVoluntaria = (state: { ui: UiState }): boolean =>
  state.ui.salidaVoluntaria;
