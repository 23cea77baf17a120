import { createSlice } from '@reduxjs/toolkit';

/** Client state of the page chrome. */
export interface UiState {
  /** The 注册/登录 box. */
  loginBoxOpen: boolean;
}

const uiSlice = createSlice({
  name: 'ui',
  initialState: { loginBoxOpen: false } as UiState,
  reducers: {
    loginBoxToggled(state) {
      state.loginBoxOpen = !state.loginBoxOpen;
    },
    loginBoxClosed(state) {
      state.loginBoxOpen = false;
    },
  },
});

export const { loginBoxToggled, loginBoxClosed } = uiSlice.actions;
export const uiReducer = uiSlice.reducer;
