import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { registerUser } from '../../testing/account';
import { addSchoolTeacher, buildOtherSchool, demoSchoolId } from '../../testing/schools';
import { buildTestApp, type TestApp } from '../../testing/test-app';
import { TEST_DIALECTS } from '../../testing/test-db';
import { call } from '../../testing/test-requests';

type View = {
  canManage: boolean;
  members: {
    userId: string;
    username: string;
    isCreator: boolean;
    isAdministrator: boolean;
    gradeDirector: boolean;
    assignments: { className: string; subjectName: string }[];
  }[];
  invitations: { id: string; status: string; uses: number }[];
  requests: { id: string; username: string }[];
};

describe.each(TEST_DIALECTS)('团队 and 邀请 on %s', (dialect) => {
  let t: TestApp;
  let orgId: string;
  let director: string;
  let teacher: string;
  beforeEach(async () => {
    t = await buildTestApp(dialect);
    orgId = await demoSchoolId(t);
    director = await t.login('director');
    teacher = await t.login('teacher');
  });
  afterEach(async () => {
    await t.close();
  });

  const view = async (token = director) =>
    (await call<View>(t, token, 'GET', `/api/team/${orgId}/members`)).body.data;
  const idOf = async (username: string) =>
    (
      await t.ctx.db
        .selectFrom('users')
        .select('id')
        .where('username', '=', username)
        .executeTakeFirstOrThrow()
    ).id;
  const classId = async (name: string) =>
    (
      await t.ctx.db
        .selectFrom('classes')
        .select('id')
        .where('name', '=', name)
        .executeTakeFirstOrThrow()
    ).id;
  const invite = async (fields: Record<string, unknown> = {}, token = director) =>
    call<{ id: string; code: string; status: string }>(
      t,
      token,
      'POST',
      `/api/team/${orgId}/invitations`,
      {
        role: 'teacher',
        assignments: [{ subjectId: 'junior-english', classId: await classId('初一(1)班') }],
        expiresInDays: 7,
        singleUse: false,
        requiresApproval: false,
        note: '',
        ...fields,
      },
    );
  const join = (code: string, token: string) =>
    call<{ status: string }>(t, token, 'POST', `/api/team/invite/${code}/join`);

  it('shows members with roles and classes; invitations and requests only to administrators', async () => {
    const mine = await view();
    expect(mine.canManage).toBe(true);
    const li = mine.members.find((m) => m.username === 'teacher')!;
    expect(li.assignments.map((a) => `${a.subjectName} ${a.className}`)).toEqual([
      '数学 初二(1)班',
      '数学 初二(2)班',
    ]);
    await invite();
    expect((await view()).invitations).toHaveLength(1);
    const theirs = await view(teacher);
    expect(theirs).toMatchObject({ canManage: false, invitations: [], requests: [] });
    expect(theirs.members.map((m) => m.username).sort()).toEqual([
      'director',
      'teacher',
      'wang',
      'zhao',
    ]);
  });

  it('checks roles on the server: teachers, other schools and the last creator', async () => {
    const teacherId = await idOf('teacher');
    const directorId = await idOf('director');
    const roles = { isCreator: false, isAdministrator: true, gradeDirector: false };
    const self = await call(
      t,
      teacher,
      'PUT',
      `/api/team/${orgId}/members/${teacherId}/roles`,
      roles,
    );
    expect(self.status).toBe(403);
    const other = await buildOtherSchool(t);
    expect(
      (await call(t, other.token, 'PUT', `/api/team/${orgId}/members/${teacherId}/roles`, roles))
        .status,
    ).toBe(403);
    expect((await call(t, other.token, 'GET', `/api/team/${orgId}/members`)).status).toBe(403);
    expect(
      (await call(t, other.token, 'DELETE', `/api/team/${orgId}/members/${teacherId}`)).status,
    ).toBe(403);

    const demote = await call(
      t,
      director,
      'PUT',
      `/api/team/${orgId}/members/${directorId}/roles`,
      { ...roles, isCreator: false },
    );
    expect(demote.body.message).toBe('学校至少要有一位创建者，请先指定另一位创建者');
    const leave = await call(t, director, 'DELETE', `/api/team/${orgId}/members/${directorId}`);
    expect(leave.body.message).toBe('学校至少要有一位创建者，请先指定另一位创建者');

    // An administrator who is not a creator cannot touch creators.
    const admin = await addSchoolTeacher(t, 'wuadmin');
    await call(t, director, 'PUT', `/api/team/${orgId}/members/${admin.userId}/roles`, roles);
    const adminToken = await t.login('wuadmin');
    expect(
      (
        await call(t, adminToken, 'PUT', `/api/team/${orgId}/members/${teacherId}/roles`, {
          ...roles,
          gradeDirector: true,
        })
      ).status,
    ).toBe(200);
    const grab = await call(
      t,
      adminToken,
      'PUT',
      `/api/team/${orgId}/members/${admin.userId}/roles`,
      { ...roles, isCreator: true },
    );
    expect(grab.status).toBe(403);
    expect(
      (await call(t, adminToken, 'DELETE', `/api/team/${orgId}/members/${directorId}`)).status,
    ).toBe(403);

    // Hand over: a second creator, then the first may step down and leave.
    expect(
      (
        await call(t, director, 'PUT', `/api/team/${orgId}/members/${admin.userId}/roles`, {
          ...roles,
          isCreator: true,
        })
      ).status,
    ).toBe(200);
    expect(
      (await call(t, director, 'PUT', `/api/team/${orgId}/members/${directorId}/roles`, roles))
        .status,
    ).toBe(200);
    expect(
      (await call(t, director, 'DELETE', `/api/team/${orgId}/members/${directorId}`)).body.message,
    ).toBe('已退出学校');
    const info = (await t.get('/api/system/user/info', director)).json().data;
    expect(info.orgDefaultId).toBeNull();
  });

  it('changes teaching assignments and removes a member whose papers stay with the school', async () => {
    const teacherId = await idOf('teacher');
    const assignments = [{ subjectId: 'junior-physics', classId: await classId('初三(2)班') }];
    expect(
      (
        await call(t, teacher, 'PUT', `/api/team/${orgId}/members/${teacherId}/assignments`, {
          assignments,
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await call(t, director, 'PUT', `/api/team/${orgId}/members/${teacherId}/assignments`, {
          assignments,
        })
      ).status,
    ).toBe(200);
    const li = (await view()).members.find((m) => m.username === 'teacher')!;
    expect(li.assignments.map((a) => `${a.subjectName} ${a.className}`)).toEqual([
      '物理 初三(2)班',
    ]);
    const other = await buildOtherSchool(t);
    const foreign = await call(
      t,
      director,
      'PUT',
      `/api/team/${orgId}/members/${teacherId}/assignments`,
      { assignments: [{ subjectId: 'junior-math', classId: other.classId }] },
    );
    expect(foreign.body.message).toBe('只能分配本校在用的班级');

    const paper = await call<{ paperInfo: { id: string }[] }>(
      t,
      teacher,
      'POST',
      '/api/teacher/paper/question/addQuestion',
      {
        questionId: (
          await t.ctx.db
            .selectFrom('questions')
            .select('id')
            .where('subjectId', '=', 'junior-math')
            .executeTakeFirstOrThrow()
        ).id,
      },
    );
    const paperId = paper.body.data.paperInfo[0]!.id;
    expect(
      (await call(t, director, 'DELETE', `/api/team/${orgId}/members/${teacherId}`)).body.message,
    ).toBe('已移除');
    expect(
      (await t.get('/api/system/user/gradeInfo', teacher)).json().data.orgDefaultId,
    ).toBeNull();
    expect((await call(t, director, 'GET', `/api/teacher/paper/${paperId}`)).status).toBe(200);
    expect((await call(t, teacher, 'GET', `/api/teacher/paper/${paperId}`)).status).toBe(404);
  });

  it('joins through an invitation link with its role and classes; expiry, single use and revocation', async () => {
    const made = await invite({ role: 'gradeDirector', singleUse: true });
    expect((await invite({}, teacher)).status).toBe(403);
    const code = made.body.data.code;
    const open = await t.app.inject({ method: 'GET', url: `/api/team/invite/${code}` });
    expect(open.json().data).toMatchObject({
      orgName: '示例实验中学',
      inviter: '张主任',
      role: 'gradeDirector',
      status: '有效',
      classes: ['初一(1)班'],
    });

    const newbie = await registerUser(t, 'newteacher', '13900000001');
    expect((await join(code, newbie)).body).toEqual({
      message: '已加入学校',
      data: { status: 'joined', orgId },
    });
    const joined = (await t.get('/api/system/user/gradeInfo', newbie)).json().data;
    expect(joined).toMatchObject({
      orgDefaultId: orgId,
      gradeDirector: true,
      isAdministrator: false,
    });
    expect(joined.classes.map((c: { name: string }) => c.name)).toEqual(['初一(1)班']);
    expect((await join(code, newbie)).body.data.status).toBe('already');

    t.clock.now += 61_000;
    let late = await registerUser(t, 'lateteacher', '13900000002');
    expect((await join(code, late)).body.message).toBe('邀请链接已用完，请向管理员重新索取');

    const expiring = (await invite({ expiresInDays: 1 })).body.data.code;
    t.clock.now += 24 * 3600_000 + 1;
    late = await t.login('lateteacher');
    director = await t.login('director');
    teacher = await t.login('teacher');
    expect((await join(expiring, late)).body.message).toBe('邀请链接已过期，请向管理员重新索取');

    const revoked = (await invite()).body.data;
    expect(
      (await call(t, teacher, 'DELETE', `/api/team/${orgId}/invitations/${revoked.id}`)).status,
    ).toBe(403);
    expect(
      (await call(t, director, 'DELETE', `/api/team/${orgId}/invitations/${revoked.id}`)).status,
    ).toBe(200);
    expect((await join(revoked.code, late)).body.message).toBe(
      '邀请链接已撤销，请向管理员重新索取',
    );
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/team/invite/${revoked.code}` })).json().data
        .status,
    ).toBe('已撤销');
    expect((await t.app.inject({ method: 'GET', url: '/api/team/invite/nope' })).statusCode).toBe(
      404,
    );
  });

  it('asks the administrator when the link says so: approve and reject', async () => {
    const code = (await invite({ requiresApproval: true })).body.data.code;
    const a = await registerUser(t, 'applicant', '13900000003');
    expect((await join(code, a)).body).toEqual({
      message: '已提交申请，等待管理员审核',
      data: { status: 'pending', orgId },
    });
    expect((await t.get('/api/system/user/info', a)).json().data.orgDefaultId).toBeNull();
    expect((await t.get('/api/account/profile', a)).json().data.pending).toEqual([
      expect.objectContaining({ name: '示例实验中学' }),
    ]);
    const requests = (await view()).requests;
    expect(requests.map((r) => r.username)).toEqual(['applicant']);
    expect(
      (await call(t, teacher, 'POST', `/api/team/${orgId}/requests/${requests[0]!.id}/approve`))
        .status,
    ).toBe(403);
    expect(
      (await call(t, director, 'POST', `/api/team/${orgId}/requests/${requests[0]!.id}/approve`))
        .status,
    ).toBe(200);
    expect((await t.get('/api/system/user/info', a)).json().data.orgDefaultId).toBe(orgId);
    expect(
      (await call(t, director, 'POST', `/api/team/${orgId}/requests/${requests[0]!.id}/approve`))
        .status,
    ).toBe(404);

    t.clock.now += 61_000;
    const b = await registerUser(t, 'rejected', '13900000004');
    await join(code, b);
    const second = (await view()).requests[0]!;
    expect(
      (await call(t, director, 'POST', `/api/team/${orgId}/requests/${second.id}/reject`)).status,
    ).toBe(200);
    expect((await t.get('/api/system/user/info', b)).json().data.orgDefaultId).toBeNull();
    expect((await view()).requests).toEqual([]);
  });
});
