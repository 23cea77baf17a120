import { RATE_KEYS, RATE_NAMES } from '../analysis';
import type { AverageReport, CorrectReport, SubjectReport } from './data-center';

/** A report table as both the page and the .xlsx show it: a header and rows of cell texts. */
export interface ReportTable {
  header: string[];
  rows: (string | number)[][];
}

/** A share as a percentage with one decimal; — when there is none. */
export const pct = (x: number | null | undefined): string =>
  x === null || x === undefined ? '—' : `${(x * 100).toFixed(1)}%`;
/** A score with at most two decimals; — when there is none. */
export const score = (x: number | null | undefined): string =>
  x === null || x === undefined ? '—' : String(Math.round(x * 100) / 100);

/** 学科统计 table. */
export const subjectTable = (r: SubjectReport): ReportTable => ({
  header: ['学科', '布置份数', '已出成绩', '参与率', '平均得分率'],
  rows: r.rows.map((x) => [
    x.subjectName,
    x.papers,
    x.scoredPapers,
    pct(x.participation),
    pct(x.scoreRate),
  ]),
});

/** 作业批改报表 table. */
export const correctTable = (r: CorrectReport): ReportTable => ({
  header: [
    '教师',
    '班级',
    '布置',
    '已扫描',
    '已批改',
    '按时批改',
    '逾期批改',
    '逾期未完成',
    '完成率',
  ],
  rows: r.rows.map((x) => [
    x.teacherName,
    x.className,
    x.assigned,
    x.scanned,
    x.marked,
    x.onTime,
    x.late,
    x.overdue,
    pct(x.completion),
  ]),
});

/** 班级均分 table: the grade's row first. */
export const averageTable = (r: AverageReport): ReportTable => {
  const line = (name: string, s: AverageReport['rows'][number]['summary'], over: string) => [
    name,
    s.participants,
    s.absent,
    score(s.mean),
    score(s.max),
    score(s.min),
    score(s.sd),
    ...RATE_KEYS.map((k) => pct(s.rates[k].share)),
    over,
  ];
  return {
    header: [
      '班级',
      '参考人数',
      '缺考',
      '平均分',
      '最高分',
      '最低分',
      '标准差',
      ...RATE_KEYS.map((k) => `${RATE_NAMES[k]}率`),
      '超均率',
    ],
    rows: [
      ...(r.grade ? [line('年级', r.grade.summary, '—')] : []),
      ...r.rows.map((x) => line(x.className, x.summary, pct(x.overAverage))),
    ],
  };
};

/** 小题对比 table: per question the grade's 得分率 and each class's. */
export const questionTable = (r: AverageReport): ReportTable => ({
  header: ['题号', '满分', '年级得分率', ...r.rows.map((x) => x.className)],
  rows: r.questions.map((q) => [
    `第${q.no}题`,
    q.full,
    pct(q.gradeRate),
    ...r.rows.map((x) => pct(q.rates[x.classId])),
  ]),
});
