import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BasketInfo } from '../../../shared/api';
import { buildTestApp, type TestApp } from '../../testing/test-app';
import { TEST_DIALECTS } from '../../testing/test-db';
import { call, questionIds } from '../../testing/test-requests';

describe.each(TEST_DIALECTS)('question basket on %s', (dialect) => {
  let t: TestApp;
  let token: string;
  beforeEach(async () => {
    t = await buildTestApp(dialect);
    token = await t.login('teacher');
  });
  afterEach(async () => t.close());

  const basket = async () =>
    (await call<BasketInfo>(t, token, 'GET', '/api/teacher/paper/info/getQuestionBasket')).body;
  const add = (questionId: string) =>
    call<BasketInfo>(t, token, 'POST', '/api/teacher/paper/question/addQuestion', { questionId });

  it('starts empty with the exact shape', async () => {
    expect(await basket()).toEqual({
      message: '成功',
      data: { sumCount: 0, paperInfo: [], type: {}, questionIds: [] },
    });
  });

  it('collects questions per stage + subject with counts per 题型', async () => {
    const singles = await questionIds(t, 'junior-math', 'single', 3);
    const solves = await questionIds(t, 'junior-math', 'solve', 2);
    for (const id of [...singles, ...solves, singles[0]!]) expect((await add(id)).status).toBe(200);
    const { data } = await basket();
    expect(data.sumCount).toBe(5);
    expect(data.paperInfo).toHaveLength(1);
    const paper = data.paperInfo[0]!;
    expect(paper).toMatchObject({
      stageId: 'junior',
      subjectId: 'junior-math',
      stageName: '初中',
      subjectName: '数学',
    });
    expect(paper.testPaperTextbook).toBe('math.general.g8a');
    expect(data.type[paper.id]).toEqual([
      { dataName: '单选', questionCount: 3, typeId: 1 },
      { dataName: '解答', questionCount: 2, typeId: 6 },
    ]);
    expect(new Set(data.questionIds)).toEqual(new Set([...singles, ...solves]));
  });

  it('puts a question of another subject into its own basket paper', async () => {
    await add((await questionIds(t, 'junior-math', 'single', 1))[0]!);
    await add((await questionIds(t, 'junior-physics', 'single', 1))[0]!);
    const { data } = await basket();
    expect(data.paperInfo.map((p) => p.subjectName).sort()).toEqual(['数学', '物理']);
    expect(data.sumCount).toBe(2);
  });

  it('deletes one question, one 题型, and clears a paper', async () => {
    const singles = await questionIds(t, 'junior-math', 'single', 2);
    const blanks = await questionIds(t, 'junior-math', 'blank', 2);
    for (const id of [...singles, ...blanks]) await add(id);
    const del = await call<BasketInfo>(
      t,
      token,
      'DELETE',
      `/api/teacher/paper/question/type/delQuestion/${singles[0]}`,
    );
    expect(del.status).toBe(200);
    expect(del.body.data.sumCount).toBe(3);
    expect(del.body.data.questionIds).not.toContain(singles[0]);
    const paperId = del.body.data.paperInfo[0]!.id;
    const byType = await call<BasketInfo>(
      t,
      token,
      'DELETE',
      `/api/teacher/paper/question/type/delType/${paperId}/5`,
    );
    expect(byType.body.data.type[paperId]).toEqual([
      { dataName: '单选', questionCount: 1, typeId: 1 },
    ]);
    const clear = await call(t, token, 'DELETE', `/api/teacher/paper/info/${paperId}/clearBasket`);
    expect(clear.status).toBe(200);
    expect(clear.body.message).toBe('试题篮已清空');
    expect((await basket()).data).toEqual({
      sumCount: 0,
      paperInfo: [],
      type: {},
      questionIds: [],
    });
  });

  it('refuses unknown questions and other teachers’ baskets', async () => {
    expect((await add('nope')).status).toBe(404);
    await add((await questionIds(t, 'junior-math', 'single', 1))[0]!);
    const paperId = (await basket()).data.paperInfo[0]!.id;
    const other = await t.login('director');
    const res = await call(t, other, 'DELETE', `/api/teacher/paper/info/${paperId}/clearBasket`);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('很抱歉，您暂无该操作权限');
  });
});
