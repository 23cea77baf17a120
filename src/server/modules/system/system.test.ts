import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newId, nowIso } from '../../lib/ids';
import { buildTestApp, type TestApp } from '../../testing/test-app';
import { TEST_DIALECTS } from '../../testing/test-db';

describe.each(TEST_DIALECTS)('system on %s', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp(dialect);
  });
  afterEach(async () => {
    await t.close();
  });

  const putForm = (url: string, token: string, fields: Record<string, string>) =>
    t.app.inject({
      method: 'PUT',
      url,
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: new URLSearchParams(fields).toString(),
    });

  /** A second school the demo users do not belong to. */
  async function otherSchool() {
    const orgId = newId();
    const gradeId = newId();
    await t.ctx.db
      .insertInto('orgs')
      .values({ id: orgId, name: '别校', logo: '', createdAt: nowIso() })
      .execute();
    await t.ctx.db
      .insertInto('classes')
      .values({
        id: gradeId,
        orgId,
        pid: null,
        type: 1,
        name: '初一（2026级）',
        cohort: 2026,
        sort: 0,
        createdAt: nowIso(),
      })
      .execute();
    return { orgId, gradeId };
  }

  it('gives the user object with the school logo', async () => {
    const token = await t.login('director');
    const res = await t.get('/api/system/user/info', token);
    expect(res.statusCode).toBe(200);
    const { message, data } = res.json();
    expect(message).toBe('成功');
    expect(data).toMatchObject({
      username: 'director',
      displayName: '张主任',
      orgName: '示例实验中学',
    });
    expect(data.orgLogo).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(data.logoPath).toBe(`/api/system/org/${data.orgDefaultId}/logo`);
    const logo = await t.get(data.logoPath);
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toContain('image/svg+xml');
  });

  it('gives grade info per role', async () => {
    const director = (await t.get('/api/system/user/gradeInfo', await t.login('director'))).json()
      .data;
    expect(director).toMatchObject({
      gradeDirector: true,
      isCreator: true,
      isAdministrator: true,
      classDefaultName: '初二（2025级）',
    });
    const teacher = (await t.get('/api/system/user/gradeInfo', await t.login('teacher'))).json()
      .data;
    expect(teacher).toMatchObject({
      gradeDirector: false,
      isCreator: false,
      isAdministrator: false,
      classDefaultId: null,
      subjects: [{ id: 'junior-math', name: '数学' }],
    });
    expect(teacher.classes.map((c: { name: string }) => c.name)).toEqual([
      '初二(1)班',
      '初二(2)班',
    ]);
  });

  it('lists grade items and sets the default grade', async () => {
    const token = await t.login('teacher');
    const { orgDefaultId } = (await t.get('/api/system/user/info', token)).json().data;
    const res = await t.get(`/api/system/class?orgId=${orgDefaultId}&type=1&pid=`, token);
    expect(res.statusCode).toBe(200);
    const grades = res.json().data as { id: string; name: string }[];
    expect(grades.map((g) => g.name)).toEqual([
      '初一（2026级）',
      '初二（2025级）',
      '初三（2024级）',
    ]);
    const classes = (
      await t.get(`/api/system/class?orgId=${orgDefaultId}&pid=${grades[1]?.id}`, token)
    ).json().data;
    expect(classes.map((c: { name: string }) => c.name)).toEqual([
      '初二(1)班',
      '初二(2)班',
      '初二(3)班',
    ]);

    const set = await putForm('/api/system/class/updateClassDefault', token, {
      orgId: orgDefaultId,
      classId: grades[1]?.id ?? '',
    });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ message: '默认学年已更新', data: null });
    const info = (await t.get('/api/system/user/gradeInfo', token)).json().data;
    expect(info.classDefaultName).toBe('初二（2025级）');

    const notGrade = await putForm('/api/system/class/updateClassDefault', token, {
      orgId: orgDefaultId,
      classId: classes[0].id,
    });
    expect(notGrade.statusCode).toBe(404);
    expect(notGrade.json().message).toBe('所选学年不存在');
  });

  it('refuses data of a school the user does not belong to with 403', async () => {
    const token = await t.login('teacher');
    const other = await otherSchool();
    const list = await t.get(`/api/system/class?orgId=${other.orgId}&type=1`, token);
    expect(list.statusCode).toBe(403);
    expect(list.json()).toEqual({ message: '很抱歉，您暂无该操作权限' });
    const set = await putForm('/api/system/class/updateClassDefault', token, {
      orgId: other.orgId,
      classId: other.gradeId,
    });
    expect(set.statusCode).toBe(403);
    expect((await t.get('/api/system/class?orgId=unknown&type=1', token)).statusCode).toBe(403);
  });

  it('answers bad input with 400 and a Chinese message', async () => {
    const token = await t.login('teacher');
    const res = await t.get('/api/system/class?type=1', token);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^请求参数有误/);
  });

  it('answers unknown API paths with 404 even without a token', async () => {
    for (const token of [undefined, await t.login()]) {
      const res = await t.get('/api/no/such/path', token);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: '很抱歉，资源未找到' });
    }
  });

  it('hides internals of a 500', async () => {
    t.app.get('/api-test/boom', { config: { public: true } }, async () => {
      throw new Error('SECRET stack detail');
    });
    const res = await t.get('/api-test/boom');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: '系统内部异常，请联系网站管理员' });
  });

  it('describes every endpoint in the OpenAPI document', async () => {
    const doc = (await t.get('/api/docs/json')).json();
    for (const path of [
      '/api/oauth/oauth/token',
      '/api/oauth/signout',
      '/api/system/user/info',
      '/api/system/user/gradeInfo',
      '/api/system/class',
      '/api/system/class/updateClassDefault',
    ]) {
      expect(doc.paths[path], path).toBeDefined();
    }
  });
});
