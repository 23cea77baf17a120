import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ClassItem, TokenResponse, UserGradeInfo, UserInfo } from '../../shared/api';

/** The client-held session (spec section 3) plus the user's grade info and default school year. */
export interface SessionState {
  accessToken: string | null;
  refreshToken: string | null;
  /** Epoch ms: the time of issue plus expires_in seconds. */
  expiresAt: number | null;
  user: UserInfo | null;
  gradeInfo: UserGradeInfo | null;
  /** The default school year (grade) shown in the top navigation; null: 暂无默认学年. */
  schoolYear: ClassItem | null;
  /** Where to go after the session ended (sign-out, 401): the guard sends there, not to /login. */
  exitTo: string | null;
}

/** A session with nobody signed in. */
export const emptySession: SessionState = {
  accessToken: null,
  refreshToken: null,
  expiresAt: null,
  user: null,
  gradeInfo: null,
  schoolYear: null,
  exitTo: null,
};

const sessionSlice = createSlice({
  name: 'session',
  initialState: emptySession,
  reducers: {
    tokensReceived(state, action: PayloadAction<{ token: TokenResponse; now: number }>) {
      const { token, now } = action.payload;
      state.accessToken = token.access_token;
      state.refreshToken = token.refresh_token;
      state.expiresAt = now + token.expires_in * 1000;
    },
    userLoaded(state, action: PayloadAction<UserInfo>) {
      state.user = action.payload;
    },
    gradeInfoLoaded(state, action: PayloadAction<UserGradeInfo>) {
      const info = action.payload;
      state.gradeInfo = info;
      state.schoolYear =
        info.classDefaultId && info.classDefaultName
          ? { id: info.classDefaultId, name: info.classDefaultName }
          : null;
    },
    schoolYearChosen(state, action: PayloadAction<ClassItem>) {
      state.schoolYear = action.payload;
    },
    /** The session ended: everything cleared; the app leaves for `exitTo` (spec: '/'). */
    sessionEnded(_state, action: PayloadAction<string>) {
      return { ...emptySession, exitTo: action.payload };
    },
    exitReached(state) {
      state.exitTo = null;
    },
  },
});

export const {
  tokensReceived,
  userLoaded,
  gradeInfoLoaded,
  schoolYearChosen,
  sessionEnded,
  exitReached,
} = sessionSlice.actions;
export const sessionReducer = sessionSlice.reducer;
