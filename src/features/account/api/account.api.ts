import type { ClassItem, FeedbackItem, Profile } from '../../../shared/api';
import { http } from '../../../ui';

/** The calls of 个人中心 and 问题反馈. */
export const accountApi = {
  profile: async () => (await http().get<Profile>('/account/profile')).data,
  rename: (displayName: string) => http().putJson<null>('/account/profile', { displayName }),
  avatar: (file: File) => {
    const form = new FormData();
    form.append('file', file);
    return http().upload<{ avatar: string }>('/account/avatar', form);
  },
  changePassword: (body: { oldPassword: string; password: string; password2: string }) =>
    http().putJson<null>('/account/password', body),
  changeMobile: (mobile: string, smsCode: string) =>
    http().putJson<null>('/account/mobile', { mobile, smsCode }),
  signOutAll: () => http().del<null>('/account/sessions'),
  setDefaultSchool: (orgId: string) => http().putJson<null>('/account/default-school', { orgId }),
  createSchool: (name: string, stageIds: string[]) =>
    http().postJson<{ id: string }>('/account/schools', { name, stageIds }),
  grades: async (orgId: string) =>
    (await http().get<ClassItem[]>('/system/class', { orgId, type: 1, pid: '' })).data,
  setDefaultGrade: (orgId: string, classId: string) =>
    http().putForm<null>('/system/class/updateClassDefault', { orgId, classId }),
  leave: (orgId: string, userId: string) =>
    http().del<null>(`/team/${encodeURIComponent(orgId)}/members/${encodeURIComponent(userId)}`),

  fileFeedback: (content: string, page: string, files: File[]) => {
    const form = new FormData();
    form.append('content', content);
    form.append('page', page);
    for (const f of files) form.append('screenshots', f, f.name);
    return http().upload<{ id: string }>('/feedback', form);
  },
  myFeedback: async () => (await http().get<FeedbackItem[]>('/feedback/mine')).data,
  schoolFeedback: async (orgId: string) =>
    (await http().get<FeedbackItem[]>(`/feedback/school/${encodeURIComponent(orgId)}`)).data,
  answer: (id: string, answer: string) =>
    http().putJson<null>(`/feedback/${id}/answer`, { answer }),
  screenshot: (id: string, index: number) => http().getBlob(`/feedback/${id}/screenshots/${index}`),
};
