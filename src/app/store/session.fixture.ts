import type { UserGradeInfo, UserInfo } from '../../shared/api';

/** A signed-in user as GET /api/system/user/info returns it. */
export function buildUser(overrides: Partial<UserInfo> = {}): UserInfo {
  return {
    id: 'u-director',
    username: 'director',
    displayName: '王主任',
    avatar: '',
    orgLogo: '',
    logoPath: '',
    orgDefaultId: 'org-1',
    orgName: '示范中学',
    ...overrides,
  };
}

/** A user's grade info as GET /api/system/user/gradeInfo returns it. */
export function buildGradeInfo(overrides: Partial<UserGradeInfo> = {}): UserGradeInfo {
  return {
    orgDefaultId: 'org-1',
    gradeDirector: false,
    isCreator: false,
    isAdministrator: false,
    classDefaultId: null,
    classDefaultName: null,
    subjects: [{ id: 's-math', name: '数学' }],
    classes: [{ id: 'c-1', name: '七年级1班', gradeId: 'g-7' }],
    ...overrides,
  };
}
