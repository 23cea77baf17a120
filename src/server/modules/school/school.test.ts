import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { upload } from '../../testing/multipart';
import { addSchoolTeacher, buildOtherSchool, demoSchoolId } from '../../testing/schools';
import { buildTestApp, type TestApp } from '../../testing/test-app';
import { TEST_DIALECTS } from '../../testing/test-db';
import { call } from '../../testing/test-requests';
import { analysisSettingsOf } from './analysis-settings';

type Settings = {
  canEdit: boolean;
  grades: {
    id: string;
    name: string;
    level: number;
    retired: boolean;
    classes: { id: string; name: string; students: number; retired: boolean }[];
  }[];
  analysis: { subjectId: string; settings: Record<string, number>; isDefault: boolean }[];
  stageIds: string[];
  subjects: { id: string; inUse: boolean }[];
  rollovers: { summary: string; doneBy: string }[];
  org: { name: string; logo: string };
};

describe.each(TEST_DIALECTS)('学校设置 on %s', (dialect) => {
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

  const settings = async (token = director) =>
    (await call<Settings>(t, token, 'GET', `/api/school/${orgId}/settings`)).body.data;

  it('shows the school to members; only the creator and administrators change it', async () => {
    const mine = await settings();
    expect(mine.canEdit).toBe(true);
    expect(mine.stageIds).toEqual(['junior']);
    expect(mine.grades.map((g) => `${g.name}:${g.level}:${g.classes.length}`)).toEqual([
      '初一（2026级）:7:3',
      '初二（2025级）:8:3',
      '初三（2024级）:9:3',
    ]);
    expect(mine.grades[1]!.classes[0]).toMatchObject({ name: '初二(1)班', students: 40 });
    expect((await settings(teacher)).canEdit).toBe(false);

    const body = {
      name: '示例实验中学（新校区）',
      stageIds: ['junior'],
      subjectIds: ['junior-math', 'junior-chinese'],
    };
    const refused = await call(t, teacher, 'PUT', `/api/school/${orgId}/profile`, body);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('很抱歉，您暂无该操作权限');
    expect((await call(t, director, 'PUT', `/api/school/${orgId}/profile`, body)).status).toBe(200);
    const after = await settings();
    expect(after.org.name).toBe('示例实验中学（新校区）');
    expect(
      after.subjects
        .filter((s) => s.inUse)
        .map((s) => s.id)
        .sort(),
    ).toEqual(['junior-chinese', 'junior-math']);
    expect(after.analysis.map((a) => a.subjectId).sort()).toEqual([
      'junior-chinese',
      'junior-math',
    ]);
    const mixed = await call(t, director, 'PUT', `/api/school/${orgId}/profile`, {
      ...body,
      subjectIds: ['senior-math'],
    });
    expect(mixed.body.message).toBe('所选学科不属于所选学段');

    const other = await buildOtherSchool(t);
    expect((await call(t, other.token, 'GET', `/api/school/${orgId}/settings`)).status).toBe(403);
    expect((await call(t, other.token, 'PUT', `/api/school/${orgId}/profile`, body)).status).toBe(
      403,
    );
  });

  it('uploads a logo that the top navigation shows', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="100"><rect width="400" height="100" fill="green"/></svg>',
    );
    expect(
      (await upload(t, teacher, `/api/school/${orgId}/logo`, [{ name: 'logo.svg', bytes: svg }]))
        .statusCode,
    ).toBe(403);
    const res = await upload(t, director, `/api/school/${orgId}/logo`, [
      { name: 'logo.svg', bytes: svg },
    ]);
    expect(res.statusCode).toBe(200);
    const info = (await t.get('/api/system/user/info', teacher)).json().data;
    expect(info.orgLogo).toBe(res.json().data.logo);
    expect((await t.get(info.logoPath)).headers['content-type']).toBe('image/png');
  });

  it('adds, renames and retires grades and classes', async () => {
    const grade = await call<{ id: string }>(t, director, 'POST', `/api/school/${orgId}/grades`, {
      level: 7,
      cohort: 2027,
      classCount: 2,
    });
    expect(grade.status).toBe(200);
    const again = await call(t, director, 'POST', `/api/school/${orgId}/grades`, {
      level: 7,
      cohort: 2027,
      classCount: 1,
    });
    expect(again.body.message).toBe('已有年级“初一（2027级）”');
    const added = await call<{ id: string }>(
      t,
      director,
      'POST',
      `/api/school/${orgId}/grades/${grade.body.data.id}/classes`,
      {},
    );
    const g = (await settings()).grades.find((x) => x.id === grade.body.data.id)!;
    expect(g.classes.map((c) => c.name)).toEqual(['初一(1)班', '初一(2)班', '初一(3)班']);
    expect(
      (
        await call(t, teacher, 'PUT', `/api/school/${orgId}/classes/${added.body.data.id}`, {
          name: '实验班',
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await call(t, director, 'PUT', `/api/school/${orgId}/classes/${added.body.data.id}`, {
          name: '实验班',
        })
      ).status,
    ).toBe(200);
    const clash = await call(
      t,
      director,
      'PUT',
      `/api/school/${orgId}/classes/${added.body.data.id}`,
      { name: '初一(1)班' },
    );
    expect(clash.body.message).toBe('已有“初一(1)班”');

    const full = (await settings()).grades.find((x) => x.name === '初二（2025级）')!.classes[0]!;
    const busy = await call(t, director, 'DELETE', `/api/school/${orgId}/classes/${full.id}`);
    expect(busy.body.message).toBe('该班级还有学生，请先将学生调到其他班级');
    expect(
      (await call(t, director, 'DELETE', `/api/school/${orgId}/classes/${grade.body.data.id}`))
        .status,
    ).toBe(200);
    const retired = (await settings()).grades.find((x) => x.id === grade.body.data.id)!;
    expect(retired.retired).toBe(true);
    expect(retired.classes.every((c) => c.retired)).toBe(true);
    const years = (await t.get(`/api/system/class?orgId=${orgId}&type=1`, teacher)).json().data;
    expect(years.map((y: { name: string }) => y.name)).not.toContain('初一（2027级）');
  });

  it('keeps 四率 lines and analysis settings per subject (defaults 85/70/60/40, 10, 5)', async () => {
    expect(await analysisSettingsOf(t.ctx.db, orgId, 'junior-math')).toEqual({
      excellent: 85,
      good: 70,
      pass: 60,
      low: 40,
      bandWidth: 10,
      criticalBuffer: 5,
      isDefault: true,
    });
    const lines = { excellent: 90, good: 75, pass: 60, low: 30, bandWidth: 5, criticalBuffer: 3 };
    expect(
      (await call(t, teacher, 'PUT', `/api/school/${orgId}/analysis/junior-math`, lines)).status,
    ).toBe(403);
    expect(
      (await call(t, director, 'PUT', `/api/school/${orgId}/analysis/junior-math`, lines)).status,
    ).toBe(200);
    expect(await analysisSettingsOf(t.ctx.db, orgId, 'junior-math')).toEqual({
      ...lines,
      isDefault: false,
    });
    const bad = await call(t, director, 'PUT', `/api/school/${orgId}/analysis/junior-math`, {
      ...lines,
      good: 95,
    });
    expect(bad.body.message).toBe('四率线应满足：优秀 > 良好 > 及格 > 低分');
    const math = (await settings()).analysis.find((a) => a.subjectId === 'junior-math')!;
    expect(math).toMatchObject({ isDefault: false, settings: lines });
  });

  it('rolls the school year over with a preview and a record', async () => {
    const before = await settings();
    const senior = before.grades[2]!;
    await addSchoolTeacher(t, 'gradeteacher', { defaultClassId: senior.id });
    const preview = await call<{
      promote: { from: string; to: string; classes: { to: string }[] }[];
      graduate: { name: string; students: number }[];
      create: { name: string; classCount: number }[];
    }>(t, director, 'GET', `/api/school/${orgId}/rollover`);
    expect(preview.body.data.promote.map((p) => `${p.from}→${p.to}`)).toEqual([
      '初一（2026级）→初二（2026级）',
      '初二（2025级）→初三（2025级）',
    ]);
    expect(preview.body.data.promote[0]!.classes.map((c) => c.to)).toEqual([
      '初二(1)班',
      '初二(2)班',
      '初二(3)班',
    ]);
    expect(preview.body.data.graduate).toEqual([
      expect.objectContaining({ name: '初三（2024级）', students: 120 }),
    ]);
    expect(preview.body.data.create).toEqual([
      expect.objectContaining({ name: '初一（2027级）', classCount: 3 }),
    ]);
    expect((await call(t, teacher, 'GET', `/api/school/${orgId}/rollover`)).status).toBe(403);
    expect(
      (await call(t, teacher, 'POST', `/api/school/${orgId}/rollover`, { classCounts: {} })).status,
    ).toBe(403);

    const done = await call(t, director, 'POST', `/api/school/${orgId}/rollover`, {
      classCounts: { junior: 4 },
    });
    expect(done.body.message).toBe('学年升级完成');
    const after = await settings();
    const active = after.grades.filter((g) => !g.retired);
    expect(active.map((g) => `${g.name}:${g.level}:${g.classes.length}`)).toEqual([
      '初一（2027级）:7:4',
      '初二（2026级）:8:3',
      '初三（2025级）:9:3',
    ]);
    expect(after.grades.find((g) => g.retired)?.name).toBe('初三（2024级）');
    // Students stay in their (renamed) class; the teacher's 初二(1)班 of 2025 is 初三(1)班 now.
    expect(active[2]!.classes[0]).toMatchObject({ name: '初三(1)班', students: 40 });
    const info = (await t.get('/api/system/user/gradeInfo', teacher)).json().data;
    expect(info.classes.map((c: { name: string }) => c.name)).toEqual(['初三(1)班', '初三(2)班']);
    const graduated = (
      await t.get('/api/system/user/gradeInfo', await t.login('gradeteacher'))
    ).json().data;
    expect(graduated.classDefaultId).toBeNull();
    expect(after.rollovers).toHaveLength(1);
    expect(after.rollovers[0]!.doneBy).toBe('张主任');
    expect(JSON.parse(after.rollovers[0]!.summary).create[0]).toMatchObject({
      name: '初一（2027级）',
      classCount: 4,
    });
  });

  it('creates a new school whose creator is the caller', async () => {
    const res = await call<{ id: string }>(t, teacher, 'POST', '/api/account/schools', {
      name: '第二中学',
      stageIds: ['senior'],
    });
    expect(res.status).toBe(200);
    const id = res.body.data.id;
    const s = (await call<Settings>(t, teacher, 'GET', `/api/school/${id}/settings`)).body.data;
    expect(s).toMatchObject({ canEdit: true, stageIds: ['senior'], grades: [] });
    expect(
      (
        await call(t, teacher, 'POST', `/api/school/${id}/grades`, {
          level: 10,
          cohort: 2026,
          classCount: 2,
        })
      ).status,
    ).toBe(200);
    const profile = (await t.get('/api/account/profile', teacher)).json().data;
    expect(
      profile.schools
        .map((x: { name: string; isCreator: boolean }) => `${x.name}:${x.isCreator}`)
        .sort(),
    ).toEqual(['示例实验中学:false', '第二中学:true']);
  });
});
