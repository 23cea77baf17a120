import type { Assignment, Invitation, InvitePublic, TeamView } from '../../../shared/api';
import { http } from '../../../ui';

const t = (orgId: string) => `/team/${encodeURIComponent(orgId)}`;

/** The calls of 团队 and 邀请. */
export const teamApi = {
  view: async (orgId: string) => (await http().get<TeamView>(`${t(orgId)}/members`)).data,
  roles: (
    orgId: string,
    userId: string,
    body: { isCreator: boolean; isAdministrator: boolean; gradeDirector: boolean },
  ) => http().putJson<null>(`${t(orgId)}/members/${userId}/roles`, body),
  assignments: (orgId: string, userId: string, assignments: Assignment[]) =>
    http().putJson<null>(`${t(orgId)}/members/${userId}/assignments`, { assignments }),
  remove: (orgId: string, userId: string) => http().del<null>(`${t(orgId)}/members/${userId}`),
  invite: (orgId: string, body: Record<string, unknown>) =>
    http().postJson<Invitation>(`${t(orgId)}/invitations`, body),
  revoke: (orgId: string, id: string) => http().del<null>(`${t(orgId)}/invitations/${id}`),
  decide: (orgId: string, id: string, approve: boolean) =>
    http().postJson<null>(`${t(orgId)}/requests/${id}/${approve ? 'approve' : 'reject'}`),
  publicInvite: async (code: string) =>
    (await http().get<InvitePublic>(`/team/invite/${encodeURIComponent(code)}`)).data,
  join: (code: string) =>
    http().postJson<{ status: 'joined' | 'pending' | 'already'; orgId: string }>(
      `/team/invite/${encodeURIComponent(code)}/join`,
    ),
  /** The school's grades with classes and subjects in use (for assignments). */
  school: async (orgId: string) =>
    (
      await http().get<{
        grades: {
          name: string;
          retired: boolean;
          classes: { id: string; name: string; retired: boolean }[];
        }[];
        subjects: { id: string; name: string; inUse: boolean }[];
      }>(`/school/${encodeURIComponent(orgId)}/settings`)
    ).data,
};

/** The link of an invitation, as people open it. */
export const inviteLink = (code: string): string =>
  `${window.location.origin}/invite?code=${encodeURIComponent(code)}`;
