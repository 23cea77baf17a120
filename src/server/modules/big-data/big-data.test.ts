import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RateItem } from '../../../shared/analysis';
import type { BigDataReport } from '../../../shared/api/big-data';
import { paperQuestions } from '../../../layout';
import { nowIso } from '../../lib/ids';
import { addSchoolTeacher } from '../../testing/schools';
import type { TestApp } from '../../testing/test-app';
import { TEST_DIALECTS } from '../../testing/test-db';
import { call, questionIds } from '../../testing/test-requests';
import { classId } from '../print/print.fixture';
import {
  buildMarkingApp,
  buildMarkingPaper,
  markEverything,
  scanClassDirect,
} from '../marking/testing/marking.fixture';

const HOUR = 3600_000;
const url = '/api/teacher/big-data?from=2026-08-01&to=2026-09-02';

/**
 * The hand-worked school: paper A given 2026-09-01 to 初二(1)班 and 初二(2)班 (40 students each),
 * paper B (never scanned) to (1)班. (1)班: 5 scanned, seat 5 缺考, marked 5 hours after the scan,
 * full − 1 on every box (24 marks each; objective answers blank). (2)班: 3 scanned, not marked.
 */
describe.each(TEST_DIALECTS)('大数据 API on %s', (dialect) => {
  let t: TestApp;
  let teacher: string;
  let director: string;
  let paper: Awaited<ReturnType<typeof buildMarkingPaper>>;
  let full: number;
  let k1: string;
  let k2: string;
  beforeAll(async () => {
    t = await buildMarkingApp(dialect);
    teacher = await t.login();
    paper = await buildMarkingPaper(t);
    const unscanned = await buildMarkingPaper(t);
    const [c1, c2] = [await classId(t, '初二(1)班'), await classId(t, '初二(2)班')];
    const at = nowIso(t.clock.now);
    const p = await t.ctx.db
      .selectFrom('papers')
      .select(['ownerId', 'fullMarks'])
      .where('id', '=', paper.id)
      .executeTakeFirstOrThrow();
    full = p.fullMarks;
    const given = { assignedAt: at, assignedBy: p.ownerId };
    await t.ctx.db
      .insertInto('paperClasses')
      .values([
        { paperId: paper.id, classId: c1, ...given },
        { paperId: paper.id, classId: c2, ...given },
        { paperId: unscanned.id, classId: c1, ...given },
      ])
      .execute();
    // 知识点: q5 → K1, q6 → K1 and K2 (half each), q7 → K2.
    const qs = paperQuestions(paper.doc);
    const real = await questionIds(t, 'junior-math', 'solve', 3);
    qs.filter((q) => q.no >= 5).forEach((q, i) => (q.questionId = real[i]!));
    await t.ctx.db
      .updateTable('paperVersions')
      .set({ doc: JSON.stringify(paper.doc) })
      .where('paperId', '=', paper.id)
      .execute();
    const bank = (no: number) => qs.find((q) => q.no === no)!.questionId;
    const points = await t.ctx.db
      .selectFrom('knowledgePoints')
      .select('id')
      .orderBy('id')
      .limit(2)
      .execute();
    [k1, k2] = [points[0]!.id, points[1]!.id];
    await t.ctx.db.deleteFrom('questionKnowledge').where('questionId', 'in', real).execute();
    await t.ctx.db
      .insertInto('questionKnowledge')
      .values([
        { questionId: bank(5), knowledgeId: k1, weight: 1 },
        { questionId: bank(6), knowledgeId: k1, weight: 1 },
        { questionId: bank(6), knowledgeId: k2, weight: 1 },
        { questionId: bank(7), knowledgeId: k2, weight: 1 },
      ])
      .execute();
    await scanClassDirect(t, paper, '初二(1)班', { students: 5, absent: [5] });
    t.clock.now += 5 * HOUR;
    teacher = await t.login();
    await markEverything(t, teacher, paper.id);
    await scanClassDirect(t, paper, '初二(2)班', { students: 3 });
    director = await t.login('director');
  });
  afterAll(() => t.close());

  const report = async (path = url) =>
    (await call<BigDataReport>(t, director, 'GET', path)).body.data;

  it('papers, participation, 得分率 and its trend per grade and subject', async () => {
    const r = await report();
    expect([r.from, r.to]).toEqual(['2026-08-01', '2026-09-02']);
    const math = r.cells.find((c) => c.subjectName === '数学')!;
    expect(math.gradeName).toContain('初二');
    // Two papers given; one scored: 4 sat of the 40 + 40 enrolled in the classes given it.
    expect([math.papers, math.scoredPapers]).toEqual([2, 1]);
    expect(math.participation).toBeCloseTo(4 / 80, 9);
    expect(math.scoreRate).toBeCloseTo(24 / full, 9);
    expect(math.trend.map((x) => [x.paperId, x.date])).toEqual([[paper.id, '2026-09-01']]);
  });

  it('compares grades with 批改周期 from scan to 已完成', async () => {
    const g = (await report()).grades.find((x) => x.gradeName.includes('初二'))!;
    expect([g.papers, g.students, g.marked, g.scanned]).toEqual([2, 80, 1, 2]);
    expect(g.turnaroundHours).toBeCloseTo(5, 6);
    expect(g.scoreRate).toBeCloseTo(24 / full, 9);
  });

  it('知识点 得分率 per grade equal the 年级学情 of the same scores', async () => {
    const r = await report();
    const grade = await call<{ analysis: { grade: { knowledge: RateItem[] } } }>(
      t,
      director,
      'GET',
      `/api/teacher/analysis/papers/${paper.id}/grade`,
    );
    const expected = grade.body.data.analysis.grade.knowledge.filter((k) => k.possible > 0);
    expect(expected.length).toBeGreaterThan(0);
    expect(r.knowledge).toHaveLength(expected.length);
    // By hand, 4 sat: K1 = (12 + 44 / 2) / (16 + 48 / 2) = 34 / 40; K2 = (44 / 2 + 40) / (24 + 48).
    const rate = (id: string) => r.knowledge.find((x) => x.knowledgeId === id)!.rate;
    expect(rate(k1)).toBeCloseTo(34 / 40, 9);
    expect(rate(k2)).toBeCloseTo(62 / 72, 9);
    expect(r.weakest.map((x) => x.knowledgeId)).toEqual([k1, k2]);
    for (const k of expected) {
      const mine = r.knowledge.find((x) => x.knowledgeId === k.key)!;
      expect([mine.name, mine.paperId]).toEqual([k.name, paper.id]);
      expect(mine.got).toBeCloseTo(k.got, 9);
      expect(mine.possible).toBeCloseTo(k.possible, 9);
    }
  });

  it('follows new scores at once (the warm cache drops a paper that changed)', async () => {
    await markEverything(t, teacher, paper.id);
    const r = await report();
    const math = r.cells.find((c) => c.subjectName === '数学')!;
    expect(math.participation).toBeCloseTo(7 / 80, 9);
    // 7 sat: K1 = (7·3 + 7·11 / 2) / (7·4 + 7·12 / 2) = 59.5 / 70.
    const k = r.knowledge.find((x) => x.knowledgeId === k1)!;
    expect([k.got, k.possible]).toEqual([59.5, 70]);
    const grade = await call<{ analysis: { grade: { knowledge: RateItem[] } } }>(
      t,
      director,
      'GET',
      `/api/teacher/analysis/papers/${paper.id}/grade`,
    );
    const same = grade.body.data.analysis.grade.knowledge.find((x) => x.key === k.knowledgeId)!;
    expect(k.possible).toBeCloseTo(same.possible, 9);
  });

  it('keeps to the period, checks it, and answers only leaders of the school', async () => {
    const before = await report('/api/teacher/big-data?from=2026-08-01&to=2026-09-01');
    expect([before.cells, before.grades, before.knowledge]).toEqual([[], [], []]);
    const bad = await call(
      t,
      director,
      'GET',
      '/api/teacher/big-data?from=2026-09-02&to=2026-09-01',
    );
    expect(bad.status).toBe(400);
    expect((await call(t, teacher, 'GET', url)).status).toBe(403);
    const colleague = await addSchoolTeacher(t, 'sun');
    expect((await call(t, colleague.token, 'GET', url)).status).toBe(403);
  });
});
