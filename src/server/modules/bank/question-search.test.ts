import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BankQuestion } from '../../../shared/api';
import { buildTestApp, type TestApp } from '../../testing/test-app';
import { TEST_DIALECTS } from '../../testing/test-db';
import { call } from '../../testing/test-requests';
import { plainText } from './question.mapper';
import { searchTerms } from './question-search';
import { buildQuestionInput } from './question-write.fixture';

type Page = { total: number; list: BankQuestion[] };

describe('search terms', () => {
  it('splits on half- and full-width spaces and 、，, dropping LIKE wildcards', () => {
    expect(searchTerms(' 勾股　定理 ,面积、100%_ ')).toEqual(['勾股', '定理', '面积', '100']);
    expect(searchTerms(undefined)).toEqual([]);
  });
});

describe.each(TEST_DIALECTS)('bank search on %s', (dialect) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
    token = await t.login('teacher');
    for (const input of [
      buildQuestionInput(),
      buildQuestionInput({
        stem: [{ t: 'text', v: '三边为 5、6、7 的三角形面积是多少？' }],
        analysis: [{ t: 'text', v: '用海伦公式计算。' }],
      }),
    ])
      expect((await call(t, token, 'POST', '/api/teacher/bank/questions', input)).status).toBe(200);
  });
  afterAll(async () => t.close());

  const search = async (keyword: string) => {
    const r = await call<Page>(
      t,
      token,
      'GET',
      `/api/teacher/bank/questions?subjectId=junior-math&pageSize=50&keyword=${encodeURIComponent(keyword)}`,
    );
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.data;
  };
  const ownText = (q: BankQuestion) =>
    [q.stem, ...q.options.map((o) => o.content), q.answer, ...q.parts.map((p) => p.stem)]
      .map(plainText)
      .join('');

  it('finds every question of a 知识点 by part of its name, own-text matches first', async () => {
    const tagged = await t.ctx.db
      .selectFrom('questionKnowledge')
      .innerJoin('knowledgePoints', 'knowledgePoints.id', 'questionKnowledge.knowledgeId')
      .innerJoin('questions', 'questions.id', 'questionKnowledge.questionId')
      .select('questionKnowledge.questionId')
      .distinct()
      .where('knowledgePoints.name', 'like', '%勾股%')
      .where('questions.subjectId', '=', 'junior-math')
      .where('questions.deletedAt', 'is', null)
      .execute();
    expect(tagged.length).toBeGreaterThan(5);
    const found = await search('勾股');
    const ids = found.list.map((q) => q.id);
    for (const { questionId } of tagged) expect(ids).toContain(questionId);
    const own = found.list.map((q) => ownText(q).includes('勾股'));
    expect(own.some(Boolean)).toBe(true);
    expect(own.some((x) => !x)).toBe(true);
    expect(own.indexOf(false)).toBeGreaterThan(own.lastIndexOf(true));
  });

  it('finds by chapter name, by 解析 and by two terms together', async () => {
    const chapter = await t.ctx.db
      .selectFrom('chapters')
      .innerJoin('questionChapters', 'questionChapters.chapterId', 'chapters.id')
      .select(['chapters.name', 'questionChapters.questionId'])
      .where('chapters.pid', 'is not', null)
      .where('chapters.textbookId', '=', 'math.general.g8a')
      .orderBy('chapters.name')
      .executeTakeFirstOrThrow();
    expect((await search(chapter.name)).list.map((q) => q.id)).toContain(chapter.questionId);

    const byAnalysis = (await search('海伦公式')).list;
    expect(byAnalysis.map((q) => plainText(q.analysis))).toContain('用海伦公式计算。');

    const both = await search('勾股 面积');
    const onlyOne = await search('勾股');
    expect(both.total).toBeGreaterThan(0);
    expect(both.total).toBeLessThan(onlyOne.total);
    expect((await search('勾股　面积')).total).toBe(both.total);
  });
});
