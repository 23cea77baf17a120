import type { BasketInfo, PaperDetail } from '../../../shared/api';
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
