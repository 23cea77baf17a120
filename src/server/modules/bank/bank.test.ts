import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BankCatalog, BankQuestion, TreeNode } from '../../../shared/api';
import { buildTestApp, type TestApp } from '../../testing/test-app';
import { TEST_DIALECTS } from '../../testing/test-db';
import { call } from '../../testing/test-requests';

type Page = { total: number; list: BankQuestion[] };

describe.each(TEST_DIALECTS)('question bank on %s', (dialect) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
    token = await t.login('teacher');
  });
  afterAll(async () => t.close());

  const list = async (query: string) =>
    (await call<Page>(t, token, 'GET', `/api/teacher/bank/questions?${query}`)).body.data;

  it('lists stages, subjects with counts, and textbooks', async () => {
    const cat = (await call<BankCatalog>(t, token, 'GET', '/api/teacher/bank/catalog')).body.data;
    const junior = cat.find((s) => s.stageName === '初中');
    const math = junior?.subjects.find((s) => s.name === '数学');
    expect(math?.questionCount).toBeGreaterThanOrEqual(80);
    expect(math?.textbooks).toEqual([
      { id: 'math.general.g8a', editionName: '通用版', name: '八年级上册' },
    ]);
  });

  it('gives the chapter tree and the knowledge tree, and filters by either', async () => {
    const chapters = (
      await call<TreeNode[]>(t, token, 'GET', '/api/teacher/bank/tree?subjectId=junior-math')
    ).body.data;
    expect(chapters.length).toBeGreaterThanOrEqual(5);
    const ch = chapters[0]!;
    expect(ch.children.length).toBeGreaterThan(0);
    const byChapter = await list(`subjectId=junior-math&nodeId=${ch.id}&pageSize=50`);
    const bySection = await list(`subjectId=junior-math&nodeId=${ch.children[0]!.id}&pageSize=50`);
    expect(byChapter.total).toBeGreaterThan(0);
    expect(byChapter.total).toBeGreaterThanOrEqual(bySection.total);
    const sectionIds = new Set(ch.children.map((c) => c.id));
    expect(byChapter.list.every((q) => q.chapters.some((c) => sectionIds.has(c.id)))).toBe(true);

    const kps = (
      await call<TreeNode[]>(
        t,
        token,
        'GET',
        '/api/teacher/bank/tree?subjectId=junior-math&type=knowledge',
      )
    ).body.data;
    const kp = kps[0]!;
    const byKp = await list(
      `subjectId=junior-math&chapterType=knowledge&nodeId=${kp.id}&pageSize=50`,
    );
    const ids = new Set([kp.id, ...kp.children.map((c) => c.id)]);
    expect(byKp.total).toBeGreaterThan(0);
    expect(byKp.list.every((q) => q.knowledge.some((k) => ids.has(k.id)))).toBe(true);
  });

  it('filters by kind, difficulty, year and a Chinese keyword, with paging', async () => {
    const singles = await list('subjectId=junior-math&kind=single&pageSize=5');
    expect(singles.list).toHaveLength(5);
    expect(
      singles.list.every(
        (q) => q.kind === 'single' && q.typeName === '单选' && q.options.length >= 2,
      ),
    ).toBe(true);
    const page2 = await list('subjectId=junior-math&kind=single&pageSize=5&page=2');
    expect(page2.list[0]!.id).not.toBe(singles.list[0]!.id);
    const easy = await list('subjectId=junior-math&difficulty=1&pageSize=50');
    expect(easy.list.every((q) => q.difficulty === 1 && q.difficultyName === '容易')).toBe(true);
    const sample = singles.list[0]!;
    const year = await list(`subjectId=junior-math&year=${sample.year}&pageSize=50`);
    expect(year.list.every((q) => q.year === sample.year)).toBe(true);
    const word = sample.stem.find((r) => r.t === 'text' && r.v.length >= 4);
    const keyword = word && word.t === 'text' ? word.v.slice(0, 4) : '';
    const found = await list(
      `subjectId=junior-math&keyword=${encodeURIComponent(keyword)}&pageSize=50`,
    );
    expect(found.list.map((q) => q.id)).toContain(sample.id);
    expect(
      (
        await list(
          'subjectId=junior-math&keyword=%E4%B8%8D%E5%AD%98%E5%9C%A8%E7%9A%84%E8%AF%8D%E8%AF%ADxyz',
        )
      ).total,
    ).toBe(0);
  });

  it('answers one question with its answer and 解析, and similar questions of the same kind and 知识点', async () => {
    const [q] = (await list('subjectId=junior-math&kind=single&pageSize=1')).list;
    const one = (await call<BankQuestion>(t, token, 'GET', `/api/teacher/bank/questions/${q!.id}`))
      .body.data;
    expect(one.answerKey).toMatch(/^[A-D]$/);
    expect(one.analysis.length).toBeGreaterThan(0);
    const similar = (
      await call<BankQuestion[]>(t, token, 'GET', `/api/teacher/bank/questions/${q!.id}/similar`)
    ).body.data;
    const kps = new Set(one.knowledge.map((k) => k.id));
    expect(
      similar.every(
        (s) => s.kind === 'single' && s.id !== one.id && s.knowledge.some((k) => kps.has(k.id)),
      ),
    ).toBe(true);
    expect((await call(t, token, 'GET', '/api/teacher/bank/questions/nope')).status).toBe(404);
  });

  it('serves seed images publicly and refuses made-up names', async () => {
    const withImage = await t.ctx.db
      .selectFrom('questions')
      .select('content')
      .where('content', 'like', '%seed:%')
      .limit(1)
      .executeTakeFirstOrThrow();
    const src = /seed:([a-z0-9-]+\.png)/.exec(withImage.content)?.[1];
    const res = await t.get(`/api/bank/images/seed/${src}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect((await t.get('/api/bank/images/seed/..%2F..%2Fetc%2Fpasswd')).statusCode).toBe(404);
    expect((await t.get('/api/bank/images/upload/aaaaaaaaaaaaaaaa.png')).statusCode).toBe(404);
  });
});
