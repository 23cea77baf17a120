import type { ClassItem, TokenResponse } from '../../shared/api';
import type { ShellApi } from '../api/shell.api';
import { isLoggedIn } from './session.selectors';
import { gradeInfoLoaded, schoolYearChosen, tokensReceived, userLoaded } from './session.slice';
import type { AppStore } from './store';

/** What the session steps need (injected so tests use a real store and a stand-in transport). */
export interface SessionServiceDeps {
  store: AppStore;
  api: ShellApi;
  navigate(path: string): void;
  reload(): void;
  /** Clears local storage and the user (the app's `endSession`). */
  endSession(): void;
  now(): number;
  /** Closes the error messages still up (a failed attempt's 用户名或密码错误 after a good one). */
  clearNotices(): void;
}

/** The session's transitions of spec section 4: sign in, sign out, grade info, school year. */
export function createSessionService(deps: SessionServiceDeps) {
  const { store, api } = deps;
  const loadGradeInfo = async () => {
    store.dispatch(gradeInfoLoaded(await api.gradeInfo()));
  };
  return {
    /** Password login: store the tokens, then the user, then the grade info. */
    async signIn(username: string, password: string): Promise<void> {
      const token = await api.login(username, password);
      deps.clearNotices();
      store.dispatch(tokensReceived({ token, now: deps.now() }));
      store.dispatch(userLoaded(await api.userInfo()));
      await loadGradeInfo();
    },
    /** A session the server opened (registration): store the tokens, then the user and grade info. */
    async signInWithToken(token: TokenResponse): Promise<void> {
      deps.clearNotices();
      store.dispatch(tokensReceived({ token, now: deps.now() }));
      store.dispatch(userLoaded(await api.userInfo()));
      await loadGradeInfo();
    },
    /** At start, when logged in: refresh the user and load the grade info. */
    async restore(): Promise<void> {
      if (!isLoggedIn(store.getState().session)) return;
      store.dispatch(userLoaded(await api.userInfo()));
      await loadGradeInfo();
    },
    loadGradeInfo,
    /** Sign-out: call the endpoint, clear local storage, set the user to null, go to '/'. */
    async signOut(): Promise<void> {
      await api.signOut().catch(() => undefined);
      deps.endSession();
      deps.navigate('/');
    },
    /** The server already ended the session (sign-out everywhere): clear it here and go to '/'. */
    ended(): void {
      deps.endSession();
      deps.navigate('/');
    },
    /** Default school year change: tell the server, store the choice, reload the page. */
    async chooseSchoolYear(orgId: string, grade: ClassItem): Promise<void> {
      await api.setDefaultGrade(orgId, grade.id);
      store.dispatch(schoolYearChosen(grade));
      deps.reload();
    },
  };
}

/** The session service. */
export type SessionService = ReturnType<typeof createSessionService>;
