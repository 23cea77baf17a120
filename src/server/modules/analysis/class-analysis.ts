import {
  analyseExam,
  competitionRanks,
  metricDefinitions,
  optionDistribution,
  participantsOf,
  rankChange,
  type RateItem,
} from '../../../shared/analysis';
import type {
  ClassAnalysisAnswer,
  ClassOptionRow,
  ClassRateRow,
} from '../../../shared/api/analysis-pages';
import type { ServerContext } from '../../context';
import { fail } from '../../lib/app-error';
import { isAdmin, requireMembership } from '../system/access';
import { readablePaper } from './analysis.service';
import { withAnswers } from './exam-answers';
import { loadExam, previousPaper, type ExamPaper } from './exam-load';

/**
 * Who reads a class's 班级学情: the paper's owner, the school's administrators and grade directors
 * (every class), and a teacher who teaches the class in the paper's subject (only that class; a
 * teacher of another class that sat the paper gets 403, as a teacher not teaching any class does).
 */
async function requireClassReader(
  ctx: ServerContext,
  userId: string,
  paper: ExamPaper & { ownerId: string },
  classId: string,
) {
  const m = await requireMembership(ctx.db, userId, paper.orgId);
  if (paper.ownerId === userId || isAdmin(m) || m.isGradeDirector === 1) return;
  const teaches = await ctx.db
    .selectFrom('teacherAssignments')
    .select('id')
    .where('userId', '=', userId)
    .where('subjectId', '=', paper.subjectId)
    .where('classId', '=', classId)
    .executeTakeFirst();
  if (!teaches) throw fail.forbidden();
}

/**
 * Ranks of an earlier paper's students (class and grade, shared places) from its totals read model:
 * the same students the analysis counts (final or 缺考), without analysing that paper again.
 */
async function earlierRanks(ctx: ServerContext, paper: ExamPaper | null) {
  const ranks = new Map<string, { classRank: number | null; gradeRank: number | null }>();
  if (!paper) return ranks;
  const rows = await ctx.db
    .selectFrom('studentTotals')
    .select(['studentId', 'classId', 'total', 'absent'])
    .where('paperId', '=', paper.id)
    .where((eb) => eb.or([eb('complete', '=', 1), eb('absent', '=', 1)]))
    .execute();
  const value = (r: (typeof rows)[number]) =>
    r.absent === 1 || r.total === null ? null : Number(r.total);
  const grade = competitionRanks(rows.map(value));
  const byClass = new Map<string, number[]>();
  rows.forEach((r, i) => byClass.set(r.classId, [...(byClass.get(r.classId) ?? []), i]));
  for (const idx of byClass.values()) {
    const inClass = competitionRanks(idx.map((i) => value(rows[i]!)));
    idx.forEach((i, k) =>
      ranks.set(rows[i]!.studentId, { classRank: inClass[k]!, gradeRank: grade[i]! }),
    );
  }
  return ranks;
}

const ratesBeside = (mine: RateItem[], grade: RateItem[]): ClassRateRow[] =>
  grade.map((g) => ({
    key: g.key,
    name: g.name,
    classRate: mine.find((r) => r.key === g.key)?.rate ?? null,
    gradeRate: g.rate,
  }));

/**
 * 班级学情 of one class on a paper: its students (totals, ranks, 进退步 against the class's previous
 * paper of the subject), per-question 得分率 beside the grade's, 选项分布 with who chose each wrong
 * answer, 得分率 by 知识点 and 题型, and every definition.
 */
export async function classAnalysis(
  ctx: ServerContext,
  userId: string,
  paperId: string,
  classId: string,
): Promise<ClassAnalysisAnswer> {
  const paper = await readablePaper(ctx, userId, paperId);
  await requireClassReader(ctx, userId, paper, classId);
  const { results, settings } = await loadExam(ctx, paper);
  const members = results.students.filter((s) => s.classId === classId);
  if (members.length === 0) throw fail.notFound('该班级没有参加这次考试');
  const analysis = analyseExam(results, settings);
  const cls = analysis.classes.find((c) => c.classId === classId)!;
  const previous = await previousPaper(ctx, paper, classId);
  const before = await earlierRanks(ctx, previous);
  const students = analysis.students
    .filter((r) => r.student.classId === classId)
    .map((r) => {
      const was = before.get(r.student.id);
      return {
        studentId: r.student.id,
        name: r.student.name,
        examNo: r.student.examNo ?? '',
        absent: r.student.absent,
        total: r.total,
        objective: r.objective,
        subjective: r.subjective,
        classRank: r.classRank,
        gradeRank: r.gradeRank,
        classProgress: rankChange(r.classRank, was?.classRank ?? null),
        gradeProgress: rankChange(r.gradeRank, was?.gradeRank ?? null),
      };
    });
  const answered = participantsOf(await withAnswers(ctx.db, paper.id, results, members));
  const nameOf = new Map(members.map((s) => [s.id, s.name]));
  const options: ClassOptionRow[] = results.questions.flatMap((q, i) => {
    if (!q.objective) return [];
    const d = optionDistribution(q, i, answered);
    return [
      {
        ...d,
        answers: d.answers.map((a) => ({
          ...a,
          students: a.studentIds.map((id) => ({ id, name: nameOf.get(id) ?? '' })),
        })),
      },
    ];
  });
  return {
    paperId: paper.id,
    title: paper.title,
    classId,
    className: cls.className,
    full: analysis.full,
    settings,
    lines: analysis.lines,
    previous: previous ? { paperId: previous.id, title: previous.title } : null,
    summary: cls.summary,
    gradeSummary: analysis.grade.summary,
    students,
    questions: analysis.grade.questions.map((g, i) => {
      const c = cls.questions[i]!;
      return {
        questionId: g.questionId,
        label: g.label,
        kind: g.kind,
        objective: g.objective,
        full: g.full,
        classMean: c.mean,
        classRate: c.scoreRate,
        gradeMean: g.mean,
        gradeRate: g.scoreRate,
      };
    }),
    options,
    knowledge: ratesBeside(cls.knowledge, analysis.grade.knowledge),
    kinds: ratesBeside(cls.kinds, analysis.grade.kinds),
    definitions: metricDefinitions(settings),
  };
}
