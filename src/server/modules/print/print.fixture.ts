import type { BasketInfo, PaperDetail } from '../../../shared/api';
import { newId, nowIso } from '../../lib/ids';
import type { TestApp } from '../../testing/test-app';
import { call, questionIds } from '../../testing/test-requests';

/** Builds a saved paper through the API: 4 单选 and 1 解答 of 初中数学, titled, on the given size. */
export async function buildSavedPaper(
  t: TestApp,
  token: string,
  overrides: { title?: string; size?: 'A4' | 'A3' } = {},
): Promise<PaperDetail> {
  const ids = [
    ...(await questionIds(t, 'junior-math', 'single', 4)),
    ...(await questionIds(t, 'junior-math', 'solve', 1)),
  ];
  let info: BasketInfo | undefined;
  for (const questionId of ids)
    info = (
      await call<BasketInfo>(t, token, 'POST', '/api/teacher/paper/question/addQuestion', {
        questionId,
      })
    ).body.data;
  const id = info!.paperInfo[0]!.id;
  const draft = (await call<PaperDetail>(t, token, 'GET', `/api/teacher/paper/${id}`)).body.data;
  const settings = {
    ...draft.doc.settings,
    title: overrides.title ?? '第三单元测验',
    size: overrides.size ?? 'A4',
  };
  await call(t, token, 'PUT', `/api/teacher/paper/${id}/doc`, {
    doc: { ...draft.doc, settings },
    revision: draft.revision,
  });
  return (await call<PaperDetail>(t, token, 'POST', `/api/teacher/paper/${id}/save`)).body.data;
}

/** The id of a demo class or grade by name (e.g. 初二(1)班, 初二（2025级）). */
export async function classId(t: TestApp, name: string): Promise<string> {
  const row = await t.ctx.db
    .selectFrom('classes')
    .select('id')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Adds another school with one class of two students; answers the class id. */
export async function buildOtherSchoolClass(t: TestApp): Promise<string> {
  const now = t.clock.now;
  const orgId = newId(now);
  const classIdOther = newId(now + 1);
  const at = nowIso(now);
  await t.ctx.db
    .insertInto('orgs')
    .values({ id: orgId, name: '另一所学校', logo: '', createdAt: at })
    .execute();
  await t.ctx.db
    .insertInto('classes')
    .values({
      id: classIdOther,
      orgId,
      pid: null,
      type: 2,
      name: '外校一班',
      cohort: 2025,
      sort: 1,
      createdAt: at,
    })
    .execute();
  await t.ctx.db
    .insertInto('students')
    .values(
      ['甲', '乙'].map((name, i) => ({
        id: newId(now + 2 + i),
        orgId,
        classId: classIdOther,
        name,
        examNo: `99000${i}`,
        createdAt: at,
      })),
    )
    .execute();
  return classIdOther;
}
