import type {
  GradeSummaryData,
  ReportQuestion,
  ReportSlipsData,
  ScoreSheetData,
  SheetRow,
  SlipData,
} from './report.types';

const SURNAMES = '张王李赵刘陈杨黄周吴徐孙胡朱高林何郭马罗';
const GIVEN = ['镕', '堃', '喆', '子涵', '雨桐', '浩然', '一诺', '思远', '欣怡', '俊熙'];

/** A name for student i (rare characters included). */
export const nameOf = (i: number): string =>
  `${SURNAMES[i % SURNAMES.length]}${GIVEN[(i * 7) % GIVEN.length]}`;

/** n items of 2 to 12 marks, labelled 1..n. */
export const buildQuestions = (n: number): ReportQuestion[] =>
  Array.from({ length: n }, (_, i) => ({ label: String(i + 1), full: 2 + ((i * 5) % 11) }));

/** A student's row: deterministic scores, the third student 缺考. */
export const buildSheetRow = (i: number, questions: readonly ReportQuestion[]): SheetRow => {
  const absent = i === 2;
  const scores = questions.map((q, k) =>
    absent ? null : ((i * 3 + k * 7) % (q.full * 2 + 1)) / 2,
  );
  const total = absent ? null : scores.reduce<number>((s, x) => s + (x ?? 0), 0);
  return {
    examNo: `20250301${String(i + 1).padStart(2, '0')}`,
    name: nameOf(i),
    absent,
    scores,
    objective: absent ? null : (scores[0] ?? 0),
    subjective: absent || total === null ? null : total - (scores[0] ?? 0),
    total,
    classRank: absent ? null : i + 1,
    gradeRank: absent ? null : i * 3 + 1,
  };
};

/** A class of `students` with `items` items. */
export const buildScoreSheet = (students = 50, items = 40): ScoreSheetData => {
  const questions = buildQuestions(items);
  return {
    heading: { title: '2025学年第一学期期中考试 数学', subtitle: '示例中学 · 高一年级 · 数学' },
    className: '高一(3)班',
    full: questions.reduce((s, q) => s + q.full, 0),
    questions,
    rows: Array.from({ length: students }, (_, i) => buildSheetRow(i, questions)),
    summary: {
      participants: students - 1,
      absent: 1,
      mean: 88.25,
      max: 141,
      min: 35.5,
      median: 90,
      sd: 18.6,
    },
  };
};

/** Report slips of `students` with `items` items. */
export const buildSlips = (
  students = 50,
  items = 24,
  perPage: number | 'auto' = 4,
): ReportSlipsData => {
  const sheet = buildScoreSheet(students, items);
  const slips: SlipData[] = sheet.rows.map((r) => ({
    ...r,
    className: sheet.className,
    classSize: students - 1,
    gradeSize: 200,
    classMean: 88.25,
    gradeMean: 85.1,
    weakest: r.absent
      ? []
      : [
          { name: '函数的单调性与最值', rate: 0.35 },
          { name: '等差数列的前 n 项和', rate: 0.48 },
          { name: '三角恒等变换', rate: 0.61 },
        ],
    hasKnowledge: true,
  }));
  return { heading: sheet.heading, full: sheet.full, questions: sheet.questions, slips, perPage };
};

/** A paragraph long enough to wrap over three lines of a landscape page. */
export const LONG_NOTE =
  '高分组和低分组各取参考人数的百分之二十七，四舍五入且至少一人；区分度在零点四以上为很好，零点三到零点三九为良好，零点二到零点二九为尚可，零点二以下较差，应当修改或淘汰。'.repeat(
    3,
  );

/** A grade summary of `classes` classes and `items` items. */
export const buildGradeSummary = (classes = 6, items = 30): GradeSummaryData => {
  const questions = buildQuestions(items);
  const classNames = Array.from({ length: classes }, (_, i) => `高一(${i + 1})班`);
  const row = (name: string, i: number) => ({
    name,
    participants: 45 - i,
    absent: i % 3,
    mean: 90 - i * 2.5,
    max: 148 - i,
    min: 30 + i,
    median: 91 - i * 2,
    sd: 15 + i / 3,
    overAverage: i === 0 ? null : 0.05 - i * 0.02,
    rank: i === 0 ? null : i,
    rates: { excellent: 0.2 - i / 100, good: 0.45, pass: 0.7, low: 0.08 },
  });
  return {
    heading: { title: '2025学年第一学期期中考试 数学', subtitle: '示例中学 · 高一年级 · 数学' },
    full: 150,
    lines: { excellent: 127.5, good: 105, pass: 90, low: 60 },
    bandWidth: 10,
    criticalBuffer: 5,
    alpha: 0.86,
    rows: [row('年级', 0), ...classNames.map((n, i) => row(n, i + 1))],
    bandLabels: Array.from(
      { length: 15 },
      (_, i) => `[${140 - i * 10}, ${150 - i * 10}${i ? ')' : ']'}`,
    ),
    bands: ['年级', ...classNames].map((name) => ({
      name,
      counts: Array.from({ length: 15 }, (_, k) => (k * 3) % 7),
      cumShares: Array.from({ length: 15 }, (_, k) => (k + 1) / 15),
    })),
    classNames,
    questions: questions.map((q, i) => ({
      label: q.label,
      kind: i < 12 ? '单选' : '解答',
      full: q.full,
      mean: q.full * 0.6,
      scoreRate: 0.6,
      discrimination: 0.35,
      classRates: classNames.map((_, k) => 0.5 + k / 50),
    })),
    critical: classNames.map((name, i) => ({
      name,
      excellent: [nameOf(i), nameOf(i + 1)],
      good: [],
      pass: Array.from({ length: 9 }, (_, k) => nameOf(i * 9 + k)),
    })),
    definitions: [
      {
        name: '平均分',
        formula: '平均分 = 参考学生总分之和 ÷ 参考人数',
        convention: '缺考学生不计入。',
      },
      {
        name: '区分度',
        formula: '区分度 D = (前 27% 平均分 − 后 27% 平均分) ÷ 满分',
        convention: LONG_NOTE,
      },
    ],
  };
};
