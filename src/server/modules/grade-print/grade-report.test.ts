import { describe, expect, it } from 'vitest';
import { analyseExam, DEFAULT_ANALYSIS_SETTINGS } from '../../../shared/analysis';
import { buildFixtureExam } from '../../../shared/analysis/analysis.fixture';
import {
  classOf,
  gradeSummaryOf,
  reportSlipsOf,
  scoreSheetOf,
  type ReportSource,
} from './grade-report';
import { buildSampleExam } from './sample-exam';

// The hand-worked fixture of shared/analysis: 甲 10, 乙 7.5, 丙 7.5, 丁 缺考 | 戊 5, 己 1, 庚 7.5.
const src: ReportSource = {
  heading: { title: '单元测验', subtitle: '示例中学' },
  results: {
    ...buildFixtureExam(),
    students: buildFixtureExam().students.map((s, i) => ({ ...s, examNo: `0${7 - i}` })),
  },
  settings: { ...DEFAULT_ANALYSIS_SETTINGS, criticalBuffer: 1 },
};
const a = analyseExam(src.results, src.settings);
const c1 = classOf(a, 'c1')!;

describe('grade documents from the analysis', () => {
  it("lists a class's sheet by rank (缺考 last, no scores) or by 考号", () => {
    const sheet = scoreSheetOf(src, a, c1, 'rank');
    expect(sheet.rows.map((r) => [r.name, r.total, r.classRank, r.gradeRank])).toEqual([
      ['甲', 10, 1, 1],
      ['丙', 7.5, 2, 2],
      ['乙', 7.5, 2, 2],
      ['丁', null, null, null],
    ]);
    expect(sheet.rows[3]).toMatchObject({ absent: true, scores: [null, null, null] });
    expect(sheet.rows[1]).toMatchObject({ scores: [0, 3, 4.5], objective: 3, subjective: 4.5 });
    expect(sheet).toMatchObject({ className: '高一(1)班', full: 10 });
    expect(sheet.summary).toMatchObject({ participants: 3, absent: 1, median: 7.5 });
    expect(sheet.questions).toEqual([
      { label: '1', full: 2 },
      { label: '2', full: 3 },
      { label: '3', full: 5 },
    ]);
    const byNo = scoreSheetOf(src, a, c1, 'examNo');
    expect(byNo.rows.map((r) => r.examNo)).toEqual(['04', '05', '06', '07']);
  });

  it("gives each slip the student's ranks among how many and weakest 知识点", () => {
    const slips = reportSlipsOf(src, a, c1, 4);
    const yi = slips.slips.find((s) => s.name === '乙')!;
    expect(yi).toMatchObject({ classRank: 2, classSize: 3, gradeRank: 2, gradeSize: 6 });
    // 乙: 数列 4.75/6.5, 函数 2.75/3.5 (worked out in shared/analysis).
    expect(yi.weakest.map((w) => w.name)).toEqual(['数列', '函数']);
    expect(yi.weakest[0]!.rate).toBeCloseTo(4.75 / 6.5, 12);
    expect(slips.slips.find((s) => s.name === '甲')!.weakest).toEqual([]);
    expect(slips.slips.find((s) => s.name === '丁')).toMatchObject({ absent: true, weakest: [] });
    expect(slips.slips[0]!.hasKnowledge).toBe(true);
    expect(slips.slips[0]!.classMean).toBeCloseTo(25 / 3, 12);
  });

  it('puts the grade first in the summary, then each class with 超均率 and place', () => {
    const sum = gradeSummaryOf(src, a);
    expect(sum.rows.map((r) => [r.name, r.participants, r.absent, r.rank])).toEqual([
      ['年级', 6, 1, null],
      ['高一(1)班', 3, 1, 1],
      ['高一(2)班', 3, 0, 2],
    ]);
    expect(sum.rows[0]!.overAverage).toBeNull();
    expect(sum.rows[1]!.overAverage).toBeCloseTo((25 / 3 - 77 / 12) / (77 / 12), 12);
    expect(sum.rows[2]!.rates.low).toBeCloseTo(1 / 3, 12);
    expect(sum.lines).toEqual({ excellent: 8.5, good: 7, pass: 6, low: 4 });
    expect(sum.bands[0]).toMatchObject({ name: '年级', counts: [6] });
    expect(sum.questions[0]!.classRates[0]).toBeCloseTo(2 / 3, 12); // (1)班 q1: 2, 2, 0 of 2 each
    expect(sum.critical[0]).toEqual({
      name: '高一(1)班',
      excellent: ['丙', '乙'],
      good: [],
      pass: [],
    });
    expect(sum.alpha).toBeCloseTo(744 / 1145, 12);
    expect(sum.definitions.map((d) => d.name)).toContain('难度');
    expect(sum.definitions.find((d) => d.name === '临界生')!.formula).toContain('− 1 分');
  });
});

describe('the sample exam of the test print', () => {
  it('is the same every time: 3 classes, 135 students, 4 缺考, 150 marks, hard names', () => {
    const one = buildSampleExam();
    expect(buildSampleExam()).toEqual(one);
    expect(one.students).toHaveLength(135);
    expect(one.students.filter((s) => s.absent)).toHaveLength(4);
    expect(one.questions.reduce((s, q) => s + q.full, 0)).toBe(150);
    const names = one.students.map((s) => s.name).join();
    for (const n of ['镕', '堃', '喆', '欧阳思远', '阿依古丽·买买提']) expect(names).toContain(n);
    const analysis = analyseExam(one);
    const ranks = analysis.students.map((r) => r.gradeRank).filter((r) => r !== null);
    expect(new Set(ranks).size).toBeLessThan(ranks.length); // ties exist
    expect(analysis.alpha).toBeGreaterThan(0.6);
  });
});
