import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BankQuestion, ChapterKnowledgeItem, KnowledgeChapterItem } from '../../../shared/api';
import { buildTestApp, type TestApp } from '../../testing/test-app';
import { TEST_DIALECTS } from '../../testing/test-db';
import { call } from '../../testing/test-requests';

type Page = { total: number; list: BankQuestion[] };

describe.each(TEST_DIALECTS)('chapter ↔ 知识点 map on %s', (dialect) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
    token = await t.login('teacher');
  });
  afterAll(async () => t.close());

  const get = <T>(url: string) => call<T>(t, token, 'GET', url);
  /** The map as imported, for comparing with what the endpoints answer. */
  const mapped = (where: 'chapterId' | 'knowledgeId', ids: string[]) =>
    t.ctx.db.selectFrom('chapterKnowledge').selectAll().where(where, 'in', ids).execute();

  it('answers the 知识点 a 节 teaches, in 知识点-tree order with their upper point', async () => {
    const res = await get<ChapterKnowledgeItem[]>(
      '/api/teacher/bank/chapters/math.ch1.s2/knowledge',
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      { id: 'kp.math.pythagoras.theorem', name: '勾股定理', parentName: '勾股定理' },
      { id: 'kp.math.pythagoras.converse', name: '勾股定理的逆定理', parentName: '勾股定理' },
    ]);
  });

  it('answers for a 章 what its 节 teach, each 知识点 once', async () => {
    const sections = ['math.ch1.s1', 'math.ch1.s2', 'math.ch1.s3'];
    const expected = new Set((await mapped('chapterId', sections)).map((l) => l.knowledgeId));
    const kps = (await get<ChapterKnowledgeItem[]>('/api/teacher/bank/chapters/math.ch1/knowledge'))
      .body.data;
    expect(kps.map((k) => k.id).sort()).toEqual([...expected].sort());
    expect(new Set(kps.map((k) => k.id)).size).toBe(kps.length);
  });

  it('answers the chapters that teach a 知识点, and for an upper 知识点 those of its sub-points', async () => {
    const leaf = 'kp.math.pythagoras.theorem';
    const res = await get<KnowledgeChapterItem[]>(`/api/teacher/bank/knowledge/${leaf}/chapters`);
    // 勾股定理 is taught in chapter 1 and used again in 3.2 (平面直角坐标系), in book order.
    expect(res.body.data.map((c) => c.id)).toEqual([
      'math.ch1.s1',
      'math.ch1.s2',
      'math.ch1.s3',
      'math.ch3.s2',
    ]);
    expect(res.body.data[0]).toEqual({
      id: 'math.ch1.s1',
      name: expect.any(String),
      chapterName: expect.stringContaining('勾股定理'),
      textbookId: 'math.general.g8a',
      textbookName: '八年级上册',
    });
    const children = ['kp.math.pythagoras.theorem', 'kp.math.pythagoras.converse'];
    const apply = 'kp.math.pythagoras.apply';
    const expected = new Set(
      (await mapped('knowledgeId', [...children, apply])).map((l) => l.chapterId),
    );
    const upper = (
      await get<KnowledgeChapterItem[]>('/api/teacher/bank/knowledge/kp.math.pythagoras/chapters')
    ).body.data;
    expect(upper.map((c) => c.id).sort()).toEqual([...expected].sort());
  });

  it('narrows a chapter’s questions by one of its 知识点', async () => {
    const list = async (q: string) =>
      (await get<Page>(`/api/teacher/bank/questions?subjectId=junior-math&pageSize=50&${q}`)).body
        .data;
    const chapter = await list('nodeId=math.ch1');
    const kp = 'kp.math.pythagoras.converse';
    const narrowed = await list(`nodeId=math.ch1&knowledgeId=${kp}`);
    expect(narrowed.total).toBeGreaterThan(0);
    expect(narrowed.total).toBeLessThan(chapter.total);
    expect(narrowed.list.every((q) => q.knowledge.some((k) => k.id === kp))).toBe(true);
    const sections = new Set(['math.ch1', 'math.ch1.s1', 'math.ch1.s2', 'math.ch1.s3']);
    expect(narrowed.list.every((q) => q.chapters.some((c) => sections.has(c.id)))).toBe(true);
  });

  it('answers 404 in Chinese for unknown nodes, 401 without a token, and documents both routes', async () => {
    const chapter = await get('/api/teacher/bank/chapters/nope/knowledge');
    expect([chapter.status, chapter.body.message]).toEqual([404, '章节不存在']);
    const kp = await get('/api/teacher/bank/knowledge/nope/chapters');
    expect([kp.status, kp.body.message]).toEqual([404, '知识点不存在']);
    expect((await t.get('/api/teacher/bank/chapters/math.ch1/knowledge')).statusCode).toBe(401);
    const spec = (await t.get('/api/docs/json')).json() as {
      paths: Record<string, { get?: { tags?: string[] } }>;
    };
    for (const path of [
      '/api/teacher/bank/chapters/{id}/knowledge',
      '/api/teacher/bank/knowledge/{id}/chapters',
    ])
      expect(spec.paths[path]?.get?.tags).toEqual(['bank']);
  });
});
