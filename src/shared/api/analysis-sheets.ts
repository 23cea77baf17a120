import { difficultyLevel, discriminationLevel, RATE_KEYS, RATE_NAMES } from '../analysis';
import type {
  ClassAnalysisAnswer,
  ClassTable,
  GradeAnalysisAnswer,
  GradeTable,
} from './analysis-pages';

/** A table cell: a number, or a text such as 缺考 or — (no value). */
export type Cell = string | number;

/** A table as the page shows it and the .xlsx holds it: Chinese header and rows. */
export interface Sheet {
  name: string;
  header: string[];
  rows: Cell[][];
}

/** A score or mean at 0.01 points; — for none. */
export const points = (x: number | null | undefined): Cell =>
  x === null || x === undefined ? '—' : Math.round(x * 100) / 100;

/** A share as a percentage at 0.1 %; — for none. */
export const percent = (x: number | null | undefined): Cell =>
  x === null || x === undefined ? '—' : Math.round(x * 1000) / 10;

/** A rank or count; — for none. */
const whole = (x: number | null | undefined): Cell => (x === null || x === undefined ? '—' : x);

/** 年级学情's tables: 成绩概况, 分数段, 小题分析 and 临界生. */
export function gradeSheets(g: GradeAnalysisAnswer): Record<GradeTable, Sheet> {
  const a = g.analysis;
  const groups = [
    { name: '年级', summary: a.grade.summary, bands: a.grade.bands, over: null, rank: null },
    ...a.classes.map((c) => ({
      name: c.className,
      summary: c.summary,
      bands: c.bands,
      over: percent(c.overAverage),
      rank: whole(c.rank),
    })),
  ];
  const summary: Sheet = {
    name: '成绩概况',
    header: [
      '班级',
      '参考人数',
      '缺考',
      '平均分',
      '最高分',
      '最低分',
      '标准差',
      '中位数',
      ...RATE_KEYS.map((k) => `${RATE_NAMES[k]}率(%)`),
      '超均率(%)',
      '名次',
    ],
    rows: groups.map((c) => [
      c.name,
      c.summary.participants,
      c.summary.absent,
      points(c.summary.mean),
      points(c.summary.max),
      points(c.summary.min),
      points(c.summary.sd),
      points(c.summary.median),
      ...RATE_KEYS.map((k) => percent(c.summary.rates[k].share)),
      c.over ?? '—',
      c.rank ?? '—',
    ]),
  };
  const bands: Sheet = {
    name: '分数段',
    header: ['分数段', ...groups.flatMap((c) => [`${c.name}人数`, `${c.name}累计比例(%)`])],
    rows: a.grade.bands.map((b, i) => [
      b.label,
      ...groups.flatMap((c) => [c.bands[i]?.count ?? 0, percent(c.bands[i]?.cumShare)]),
    ]),
  };
  const questions: Sheet = {
    name: '小题分析',
    header: [
      '题号',
      '题型',
      '满分',
      '平均分',
      '难度P',
      '难度等级',
      '区分度D',
      '区分度等级',
      ...a.classes.map((c) => `${c.className}得分率(%)`),
    ],
    rows: a.grade.questions.map((q, i) => [
      q.label,
      q.kind,
      q.full,
      points(q.mean),
      points(q.scoreRate),
      difficultyLevel(q.scoreRate) ?? '—',
      points(q.discrimination),
      discriminationLevel(q.discrimination) ?? '—',
      ...a.classes.map((c) => percent(c.questions[i]?.scoreRate)),
    ]),
  };
  const critical: Sheet = {
    name: '临界生',
    header: ['班级', '分数线', '线上分数', '姓名', '总分', '差距'],
    rows: a.classes.flatMap((c) =>
      (['excellent', 'good', 'pass'] as const).flatMap((k) =>
        c.critical[k].map((s) => [
          c.className,
          RATE_NAMES[k],
          a.lines[k],
          s.name,
          points(s.total),
          points(s.gap),
        ]),
      ),
    ),
  };
  return { summary, bands, questions, critical };
}

/** 班级学情's tables; `line` picks the students below it. */
export function classSheets(c: ClassAnalysisAnswer, line: number): Record<ClassTable, Sheet> {
  const students: Sheet = {
    name: '学生成绩',
    header: [
      '考号',
      '姓名',
      '总分',
      '客观题',
      '主观题',
      '班级排名',
      '年级排名',
      '班级进退步',
      '年级进退步',
    ],
    rows: c.students.map((s) =>
      s.absent
        ? [s.examNo, s.name, '缺考', '缺考', '缺考', '—', '—', '—', '—']
        : [
            s.examNo,
            s.name,
            points(s.total),
            points(s.objective),
            points(s.subjective),
            whole(s.classRank),
            whole(s.gradeRank),
            whole(s.classProgress),
            whole(s.gradeProgress),
          ],
    ),
  };
  const questions: Sheet = {
    name: '小题得分率',
    header: ['题号', '题型', '满分', '班级平均分', '班级得分率(%)', '年级得分率(%)'],
    rows: c.questions.map((q) => [
      q.label,
      q.kind,
      q.full,
      points(q.classMean),
      percent(q.classRate),
      percent(q.gradeRate),
    ]),
  };
  const options: Sheet = {
    name: '选项分布',
    header: ['题号', '正确答案', '答案', '人数', '比例(%)', '对错', '选择此答案的学生'],
    rows: c.options.flatMap((o) =>
      o.answers.map((x) => [
        o.label,
        o.key,
        x.answer === '' ? '未作答' : x.answer,
        x.count,
        percent(x.share),
        x.right ? '正确' : '错误',
        x.right ? '' : x.students.map((s) => s.name).join('、'),
      ]),
    ),
  };
  const rates = (name: string, head: string, list: ClassAnalysisAnswer['kinds']): Sheet => ({
    name,
    header: [head, '班级得分率(%)', '年级得分率(%)'],
    rows: list.map((r) => [r.name, percent(r.classRate), percent(r.gradeRate)]),
  });
  const below: Sheet = {
    name: `低于${line}分的学生`,
    header: ['考号', '姓名', '总分', '差距'],
    rows: c.students
      .filter((s) => !s.absent && s.total !== null && s.total < line)
      .sort((a, b) => a.total! - b.total! || a.name.localeCompare(b.name, 'zh-CN'))
      .map((s) => [s.examNo, s.name, points(s.total), points(line - s.total!)]),
  };
  return {
    students,
    questions,
    options,
    knowledge: rates('知识点得分率', '知识点', c.knowledge),
    kinds: rates('题型得分率', '题型', c.kinds),
    below,
  };
}
