import type { ClassItem, TokenResponse, UserGradeInfo, UserInfo } from '../../shared/api';
import type { RequestHelpers } from '../request/request-helpers';
import { TOKEN_PATH } from '../request/http-client';

/** The calls of the app shell (spec section 7), on top of the request helpers. */
export function createShellApi(request: RequestHelpers) {
  return {
    /** Password login through the login helper (client basic authorization). */
    login: (username: string, password: string): Promise<TokenResponse> =>
      request.postToken(TOKEN_PATH, { username, password }, 'password'),
    /** Revokes the session on the server; the answer is not read. */
    signOut: () => request.del<null>('/oauth/signout'),
    userInfo: () => request.get<UserInfo>('/system/user/info').then((body) => body.data),
    gradeInfo: () => request.get<UserGradeInfo>('/system/user/gradeInfo').then((body) => body.data),
    /** The grade (school-year) list of an organisation; called when the year dropdown opens. */
    grades: (orgId: string) =>
      request
        .get<ClassItem[]>('/system/class', { orgId, type: 1, pid: '' })
        .then((body) => body.data),
    setDefaultGrade: (orgId: string, classId: string) =>
      request.putForm<null>('/system/class/updateClassDefault', { orgId, classId }),
  };
}

/** The shell's API. */
export type ShellApi = ReturnType<typeof createShellApi>;
