import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  analyseExam,
  bandsFromCounts,
  DEFAULT_ANALYSIS_SETTINGS,
  examFull,
  summaryFromAggregates,
  totalOf,
  type AnalysisSettings,
  type ExamResults,
} from '../../../shared/analysis';
import {
  buildFixtureExam,
  buildQuestion,
  buildStudent,
} from '../../../shared/analysis/analysis.fixture';
import type { Db } from '../../db/connect';
import { createTestDb } from '../../testing/test-db';
import { TEST_DIALECTS } from '../../testing/test-db';
import { gradeOf, paperClassAggregates } from './grade-aggregates';

/** Stores an exam's totals in the scores read model as marking would. */
async function storeTotals(db: Db, paperId: string, exam: ExamResults) {
  await db
    .insertInto('studentTotals')
    .values(
      exam.students.map((s) => {
        const total = s.absent ? null : totalOf(s, exam.questions);
        return {
          paperId,
          studentId: s.id,
          classId: s.classId,
          objective: null,
          subjective: null,
          total,
          absent: s.absent ? (1 as const) : (0 as const),
          complete: s.absent ? (0 as const) : (1 as const),
          updatedAt: '2026-09-01T08:00:00.000Z',
        };
      }),
    )
    .execute();
}

/** A seeded grade: 3 classes of 30 on a 100-point paper, scores at half points, some 缺考. */
function randomExam(): ExamResults {
  let seed = 7;
  const rand = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
  const questions = [buildQuestion({ id: 'q1', full: 60 }), buildQuestion({ id: 'q2', full: 40 })];
  const students = Array.from({ length: 90 }, (_, i) => {
    const c = i % 3;
    return buildStudent({
      id: `r${i}`,
      classId: `k${c}`,
      className: `高一(${c + 1})班`,
      absent: i % 17 === 5,
      scores: [Math.round(rand() * 120) / 2, Math.round(rand() * (60 + c * 10)) / 2],
    });
  });
  students.push(buildStudent({ id: 'top', classId: 'k0', scores: [60, 40] }));
  return { questions, students };
}

describe.each(TEST_DIALECTS)('年级聚合 (SQL) on %s', (dialect) => {
  let db: Db;
  let destroy: () => Promise<void>;
  beforeAll(async () => {
    ({ db, destroy } = await createTestDb(dialect));
  });
  afterAll(() => destroy());

  const cases: [string, () => ExamResults, AnalysisSettings][] = [
    [
      'the hand-worked fixture',
      () => buildFixtureExam(),
      { ...DEFAULT_ANALYSIS_SETTINGS, bandWidth: 5 },
    ],
    ['a seeded grade of 91', randomExam, DEFAULT_ANALYSIS_SETTINGS],
  ];
  it.each(cases)('equal the metrics library on %s', async (name, make, settings) => {
    const exam = make();
    const paperId = name.startsWith('the') ? 'p-fixture' : 'p-random';
    await storeTotals(db, paperId, exam);
    const full = examFull(exam.questions);
    const js = analyseExam(exam, settings);
    const sqlClasses = await paperClassAggregates(
      db,
      paperId,
      full,
      settings.lines,
      settings.bandWidth,
    );
    expect(sqlClasses.map((c) => c.classId).sort()).toEqual(
      js.classes.map((c) => c.classId).sort(),
    );
    const pick = (s: ReturnType<typeof summaryFromAggregates>) => ({ ...s, median: null });
    for (const c of js.classes) {
      const mine = sqlClasses.find((x) => x.classId === c.classId)!;
      const summary = summaryFromAggregates(mine.agg, full);
      expect(summary.participants).toBe(c.summary.participants);
      expect(summary.absent).toBe(c.summary.absent);
      expect(summary.mean).toBeCloseTo(c.summary.mean!, 9);
      expect(summary.sd).toBeCloseTo(c.summary.sd!, 9);
      expect(pick(summary)).toEqual({ ...pick(c.summary), mean: summary.mean, sd: summary.sd });
      expect(bandsFromCounts(mine.bands, full, settings.bandWidth)).toEqual(c.bands);
    }
    const grade = gradeOf(sqlClasses);
    const g = summaryFromAggregates(grade.agg, full);
    expect([g.participants, g.absent, g.max, g.min]).toEqual([
      js.grade.summary.participants,
      js.grade.summary.absent,
      js.grade.summary.max,
      js.grade.summary.min,
    ]);
    expect(g.mean).toBeCloseTo(js.grade.summary.mean!, 9);
    expect(g.sd).toBeCloseTo(js.grade.summary.sd!, 9);
    expect(g.rates).toEqual(js.grade.summary.rates);
    expect(bandsFromCounts(grade.bands, full, settings.bandWidth)).toEqual(js.grade.bands);
  });

  it('works the fixture’s class 1 by hand: 10, 7.5, 7.5 and one 缺考', async () => {
    const [c1] = (
      await paperClassAggregates(db, 'p-fixture', 10, DEFAULT_ANALYSIS_SETTINGS.lines, 5)
    ).filter((c) => c.classId === 'c1');
    expect(c1!.agg.moments).toEqual({ n: 3, sum: 25, sumSq: 212.5, min: 7.5, max: 10 });
    expect(c1!.agg.absent).toBe(1);
    // Lines 8.5 / 7 / 6 / 4: 优秀 1, 良好 3, 及格 3, 低分 0; bands [0,5) 0, [5,10] 3.
    expect(c1!.agg.rateCounts).toEqual({ excellent: 1, good: 3, pass: 3, low: 0 });
    expect(c1!.bands).toEqual([0, 3]);
  });
});
