import { describe, expect, it } from 'vitest';
import {
  buildFixtureExam,
  buildQuestion,
  buildStudent,
  FIXTURE_QUESTIONS,
} from './analysis.fixture';
import { analyseExam } from './analyse-exam';
import { DEFAULT_ANALYSIS_SETTINGS } from './settings';

// Totals: 甲 10, 乙 7.5, 丙 7.5, 丁 缺考 | 戊 5, 己 1, 庚 7.5; full marks 10.
// Grade: n 6, Σ 38.5, mean 77/12, Σx² 294.75, variance 294.75/6 − (77/12)² = 1145/144.
const MEAN = 77 / 12;
const SD = Math.sqrt(1145 / 144);
const a = analyseExam(buildFixtureExam(), { ...DEFAULT_ANALYSIS_SETTINGS, criticalBuffer: 1 });

describe('analyseExam on the hand-worked fixture', () => {
  it('summarises the grade: 缺考 counted apart and in no figure', () => {
    const g = a.grade.summary;
    expect(a.full).toBe(10);
    expect(g).toMatchObject({ participants: 6, absent: 1, max: 10, min: 1, median: 7.5 });
    expect(g.mean).toBeCloseTo(MEAN, 12);
    expect(g.sd).toBeCloseTo(SD, 12);
    expect(g.scoreRate).toBeCloseTo(MEAN / 10, 12);
    // Lines 8.5 / 7 / 6 / 4: ≥8.5 甲; ≥7 甲乙丙庚; ≥6 the same four; <4 己.
    expect(a.lines).toEqual({ excellent: 8.5, good: 7, pass: 6, low: 4 });
    expect(g.rates.excellent.count).toBe(1);
    expect(g.rates.good.count).toBe(4);
    expect(g.rates.pass.share).toBeCloseTo(4 / 6, 12);
    expect(g.rates.low.count).toBe(1);
    expect(a.grade.box).toEqual({ min: 1, q1: 5.625, median: 7.5, q3: 7.5, max: 10 });
  });

  it('summarises each class, its 超均率 against the grade and its place by mean', () => {
    const [c1, c2] = a.classes;
    // (1)班: 10, 7.5, 7.5 → mean 25/3, variance (25/9 + 25/36 + 25/36)/3 = 25/18; 1 缺考.
    expect(c1).toMatchObject({ className: '高一(1)班', rank: 1 });
    expect(c1!.summary).toMatchObject({ participants: 3, absent: 1, median: 7.5 });
    expect(c1!.summary.mean).toBeCloseTo(25 / 3, 12);
    expect(c1!.summary.sd).toBeCloseTo(Math.sqrt(25 / 18), 12);
    expect(c1!.overAverage).toBeCloseTo((25 / 3 - MEAN) / MEAN, 12);
    // (2)班: 5, 1, 7.5 → mean 4.5, variance (0.25 + 12.25 + 9)/3 = 43/6; 低分 己.
    expect(c2).toMatchObject({ className: '高一(2)班', rank: 2 });
    expect(c2!.summary.mean).toBe(4.5);
    expect(c2!.summary.sd).toBeCloseTo(Math.sqrt(43 / 6), 12);
    expect(c2!.summary.rates.low).toEqual({ count: 1, share: 1 / 3 });
    expect(c2!.overAverage).toBeCloseTo((4.5 - MEAN) / MEAN, 12);
  });

  it('ranks students in class and grade with shared places, 缺考 unranked and listed last', () => {
    const rows = a.students.map((r) => [r.student.name, r.total, r.classRank, r.gradeRank]);
    expect(rows).toEqual([
      ['甲', 10, 1, 1],
      ['丙', 7.5, 2, 2],
      ['乙', 7.5, 2, 2],
      ['丁', null, null, null],
      ['庚', 7.5, 1, 2],
      ['戊', 5, 2, 5],
      ['己', 1, 3, 6],
    ]);
  });

  it('splits totals into objective and subjective', () => {
    const bing = a.students.find((r) => r.student.name === '丙')!;
    expect([bing.objective, bing.subjective]).toEqual([3, 4.5]);
    const ding = a.students.find((r) => r.student.name === '丁')!;
    expect([ding.objective, ding.subjective, ding.z, ding.t]).toEqual([null, null, null, null]);
  });

  it('gives Z = (X − mean) / SD and T = 50 + 10 Z against the grade', () => {
    const jia = a.students.find((r) => r.student.name === '甲')!;
    expect(jia.z).toBeCloseTo((10 - MEAN) / SD, 12);
    expect(jia.t).toBeCloseTo(50 + (10 * (10 - MEAN)) / SD, 12);
    const ji = a.students.find((r) => r.student.name === '己')!;
    expect(ji.z).toBeLessThan(0);
  });

  it('lists 临界生 with line − buffer ≤ score < line (buffer 1)', () => {
    // 优秀 8.5: 乙 丙 庚 at 7.5 (gap 1); 良好 7: [6, 7) nobody; 及格 6: 戊 at 5 (gap 1).
    const c = a.grade.critical;
    // Equal gaps by name in pinyin order: 丙 bing, 庚 geng, 乙 yi.
    expect(c.excellent.map((s) => [s.name, s.gap])).toEqual([
      ['丙', 1],
      ['庚', 1],
      ['乙', 1],
    ]);
    expect(c.good).toEqual([]);
    expect(c.pass.map((s) => s.name)).toEqual(['戊']);
    expect(Object.keys(c.pass[0]!).sort()).toEqual(
      ['className', 'classId', 'gap', 'id', 'name', 'total'].sort(),
    );
    expect(a.classes[1]!.critical.pass.map((s) => s.name)).toEqual(['戊']);
  });

  it('computes 分数段 with the chosen width, the grade α and the option distributions', () => {
    const b5 = analyseExam(buildFixtureExam(), { ...DEFAULT_ANALYSIS_SETTINGS, bandWidth: 5 });
    expect(b5.grade.bands.map((b) => [b.label, b.count, b.cumCount])).toEqual([
      ['[5, 10]', 5, 5],
      ['[0, 5)', 1, 6],
    ]);
    expect(a.alpha).toBeCloseTo(744 / 1145, 12);
    expect(a.options.map((o) => o.questionId)).toEqual(['q1', 'q2']);
  });
});

describe('edge cases', () => {
  it('a single student: own mean, SD 0, rank 1, no D, α or Z', () => {
    const one = analyseExam({
      questions: FIXTURE_QUESTIONS,
      students: [buildStudent({ id: 'x', name: '独', scores: [2, 1.5, 3] })],
    });
    expect(one.grade.summary).toMatchObject({ participants: 1, mean: 6.5, sd: 0, median: 6.5 });
    expect(one.students[0]).toMatchObject({ total: 6.5, classRank: 1, gradeRank: 1, z: null });
    expect(one.grade.questions.every((q) => q.discrimination === null)).toBe(true);
    expect(one.alpha).toBeNull();
    expect(one.classes[0]!.overAverage).toBe(0);
  });

  it('everyone 缺考: counted apart, every figure empty rather than 0', () => {
    const none = analyseExam({
      questions: [buildQuestion({ full: 100 })],
      students: [
        buildStudent({ id: 'x', absent: true }),
        buildStudent({ id: 'y', absent: true, classId: 'c2', className: '高一(2)班' }),
      ],
    });
    const g = none.grade.summary;
    expect(g).toMatchObject({ participants: 0, absent: 2, mean: null, sd: null, median: null });
    expect(g.rates.pass).toEqual({ count: 0, share: null });
    expect(none.grade.bands.every((b) => b.count === 0)).toBe(true);
    expect(none.grade.box).toBeNull();
    expect(none.classes.map((c) => [c.rank, c.overAverage])).toEqual([
      [null, null],
      [null, null],
    ]);
    expect(none.alpha).toBeNull();
    expect(none.students.every((r) => r.classRank === null && r.total === null)).toBe(true);
  });
});
