import type { TokenResponse } from '../../../shared/api';
import { http } from '../../../ui';

/** The calls of 注册 and 忘记密码 (public). */
export const accountApi = {
  usernameFree: async (username: string) =>
    (await http().get<{ available: boolean }>('/account/username', { username })).data.available,
  /** Registers and answers the new session's tokens (the body itself is the token answer). */
  register: async (body: Record<string, string>) =>
    (await http().postJson<null>('/account/register', body)) as unknown as TokenResponse,
  resetPassword: (body: Record<string, string>) =>
    http().postJson<null>('/account/password/reset', body),
};
