import type { UserGradeInfo } from '../../../shared/api';
import type { DisplayLink } from '../../../shared/api/large-screen';
import { http } from '../../../ui';

/** The address a wall screen opens with a display link's token (read-only, no sign-in). */
export const displayUrl = (token: string): string =>
  `${window.location.origin}/largescreen?token=${encodeURIComponent(token)}`;

/** The calls behind 展示链接 on /bigData (the links answer only for administrators). */
export const displayLinksApi = {
  /** Whether the signed-in teacher administers the school (or created it). */
  isAdministrator: async () => {
    const info = (await http().get<UserGradeInfo>('/system/user/gradeInfo')).data;
    return info.isAdministrator || info.isCreator;
  },
  list: async () => (await http().get<DisplayLink[]>('/teacher/screen/links')).data,
  /** Makes a link; its token is in this answer only. */
  create: async (label: string) =>
    (await http().postJson<DisplayLink>('/teacher/screen/links', { label })).data,
  revoke: async (id: string) =>
    (await http().del(`/teacher/screen/links/${encodeURIComponent(id)}`)).message,
};
