import type { PersonOverview, PersonPaper } from './analysis-person';
import { pct, type ReportTable } from './data-center-tables';

/** A rank as the page shows it: place/of, or — for 缺考. */
const rank = (r: number | null, of: number) => (r === null ? '—' : `${r}/${of}`);

/** 成绩与名次 of one subject: one row per paper, as the page's table and its .xlsx show it. */
export const personHistoryTable = (o: PersonOverview, subjectId: string): ReportTable => ({
  header: ['作业', '日期', '总分', '得分率', '班级名次', '年级名次'],
  rows: (o.subjects.find((s) => s.subjectId === subjectId)?.points ?? []).map((p) => [
    p.title,
    p.date,
    p.absent ? '缺考' : `${p.total}/${p.full}`,
    pct(p.scoreRate),
    rank(p.classRank, p.classSize),
    rank(p.gradeRank, p.gradeSize),
  ]),
});

/** 错题: every question got wrong. */
export const personWrongTable = (o: PersonOverview): ReportTable => ({
  header: ['作业', '题号', '类型', '得分'],
  rows: o.wrong.map((w) => [
    w.paperTitle,
    `第${w.no}题`,
    w.kind === 'objective' ? '客观题' : '主观题',
    `${w.score}/${w.full}`,
  ]),
});

/** 逐题得分 of one paper, beside the class. */
export const personQuestionTable = (p: PersonPaper): ReportTable => ({
  header: ['题号', '题型', '满分', '得分', '班级得分率'],
  rows: p.questions.map((q) => [
    `第${q.no}题`,
    q.kind,
    q.full,
    q.score === null ? '—' : q.score,
    pct(q.classRate),
  ]),
});
