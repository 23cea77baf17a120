import type { UserInfo } from '../../shared/api';
import type { RootState } from './store';

/** Logged in = an access token is stored and the stored user object is non-empty (spec section 2). */
export function isLoggedIn(session: {
  accessToken: string | null;
  user: UserInfo | Record<string, unknown> | null;
}): boolean {
  return Boolean(session.accessToken) && !!session.user && Object.keys(session.user).length > 0;
}

/** Whether someone is signed in. */
export const selectLoggedIn = (state: RootState) => isLoggedIn(state.session);
/** The signed-in user, or null. */
export const selectUser = (state: RootState) => state.session.user;
/** The default-organisation info, or null until loaded. */
export const selectGradeInfo = (state: RootState) => state.session.gradeInfo;
/** The default school year, or null (暂无默认学年). */
export const selectSchoolYear = (state: RootState) => state.session.schoolYear;
/** The default organisation id, from the grade info or else the user. */
export const selectOrgId = (state: RootState) =>
  state.session.gradeInfo?.orgDefaultId ?? state.session.user?.orgDefaultId ?? null;
