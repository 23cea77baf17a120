import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PaperDetail, PaperListItem } from '../../../shared/api';
import { buildOtherSchool, type OtherSchool } from '../../testing/schools';
import { buildTestApp, type TestApp } from '../../testing/test-app';
import { TEST_DIALECTS } from '../../testing/test-db';
import { call } from '../../testing/test-requests';
import { buildSavedPaper, chooseSchoolYear, classIdsByName } from './paper.fixture';

describe.each(TEST_DIALECTS)('paper permissions on %s', (dialect) => {
  let t: TestApp;
  let token: string;
  let other: OtherSchool;
  let paper: PaperDetail;
  beforeEach(async () => {
    t = await buildTestApp(dialect);
    token = await t.login('teacher');
    other = await buildOtherSchool(t);
    paper = await buildSavedPaper(t, token, '第一单元测验');
  });
  afterEach(async () => t.close());

  const url = (suffix = '') => `/api/teacher/paper/${paper.id}${suffix}`;

  it('answers a teacher (even an administrator) of another school 404 on everything of a paper', async () => {
    const attempts = [
      call(t, other.token, 'GET', url()),
      call(t, other.token, 'PUT', url('/doc'), { doc: paper.doc, revision: paper.revision }),
      call(t, other.token, 'POST', url('/save')),
      call(t, other.token, 'POST', url('/copy')),
      call(t, other.token, 'PUT', url('/classes'), { classIds: [other.classId] }),
      call(t, other.token, 'DELETE', url()),
    ];
    for (const res of await Promise.all(attempts))
      expect([res.status, res.body.message]).toEqual([404, '试卷不存在或已删除']);
    const list = await call<{ total: number; list: PaperListItem[] }>(
      t,
      other.token,
      'GET',
      '/api/teacher/paper/list',
    );
    expect(list.body.data.total).toBe(0);
    // Nothing changed: the paper is still there, unassigned, and no copy was made.
    const mine = (await call<PaperDetail>(t, token, 'GET', url())).body.data;
    expect(mine).toMatchObject({ revision: paper.revision, classes: [], status: '草稿' });
    const papers = await t.ctx.db.selectFrom('papers').select('id').execute();
    expect(papers).toHaveLength(1);
  });

  it('assigns only to classes of the own school and the chosen school year, saying why in Chinese', async () => {
    await chooseSchoolYear(t, token, '初二（2025级）');
    const assign = (classIds: string[]) =>
      call<PaperDetail>(t, token, 'PUT', url('/classes'), { classIds });
    const [own, elder, grade] = await classIdsByName(t, '初二(1)班', '初三(1)班', '初二（2025级）');
    for (const ids of [[other.classId], [own!, other.classId], ['no-such-class'], [grade!]]) {
      const res = await assign(ids);
      expect([res.status, res.body.message]).toEqual([400, '只能布置到本校的班级']);
    }
    const older = await assign([own!, elder!]);
    expect([older.status, older.body.message]).toEqual([400, '只能布置到当前学年的班级']);
    expect((await call<PaperDetail>(t, token, 'GET', url())).body.data.classes).toEqual([]);
    const ok = await assign([own!]);
    expect(ok.status).toBe(200);
    expect(ok.body.data.classes.map((c) => c.name)).toEqual(['初二(1)班']);
  });
});
