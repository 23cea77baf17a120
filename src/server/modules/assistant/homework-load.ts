import { paperQuestions, type PaperDoc } from '../../../layout';
import { analyseExam } from '../../../shared/analysis';
import type { AssistantClassRow, AssistantQuestionRow } from '../../../shared/api/assistant';
import type { ServerContext } from '../../context';
import { isAdmin, requireMembership } from '../system/access';
import { readablePaper } from '../analysis/analysis.service';
import { loadExam } from '../analysis/exam-load';

/**
 * Who may read a homework in 作业助手 (as 学情分析 allows: owner, administrators, grade directors,
 * teachers of a class that sat it) and whose names, answers and images they may see (as 班级学情:
 * every class for the owner, administrators and grade directors; otherwise the classes the user
 * teaches in the paper's subject).
 */
export async function homeworkAccess(ctx: ServerContext, userId: string, paperId: string) {
  const paper = await readablePaper(ctx, userId, paperId);
  const m = await requireMembership(ctx.db, userId, paper.orgId);
  const everything = paper.ownerId === userId || isAdmin(m) || m.isGradeDirector === 1;
  const taught = new Set(
    (
      await ctx.db
        .selectFrom('teacherAssignments')
        .select('classId')
        .where('userId', '=', userId)
        .where('subjectId', '=', paper.subjectId)
        .execute()
    ).map((a) => a.classId),
  );
  return { paper, readable: (classId: string) => everything || taught.has(classId) };
}

/** What a user may read of a homework. */
export type HomeworkAccess = Awaited<ReturnType<typeof homeworkAccess>>;

/**
 * One homework as 作业助手 reads it: its access, current doc, the analysis's results and figures
 * (shared/analysis over marking's final scores, as 学情分析; 409 while none is final).
 */
export async function loadHomework(ctx: ServerContext, userId: string, paperId: string) {
  const { paper, readable } = await homeworkAccess(ctx, userId, paperId);
  const version = await ctx.db
    .selectFrom('paperVersions')
    .select('doc')
    .where('paperId', '=', paper.id)
    .where('version', '=', paper.currentVersion)
    .executeTakeFirstOrThrow();
  const doc = JSON.parse(version.doc) as PaperDoc;
  const { results, settings } = await loadExam(ctx, paper);
  const analysis = analyseExam(results, settings);
  return { paper, doc, questions: paperQuestions(doc), results, settings, analysis, readable };
}

/** A loaded homework. */
export type Homework = Awaited<ReturnType<typeof loadHomework>>;

/**
 * Submitted / expected per class of the analysis: 应交 = the class's students, 已交 = students
 * with a scanned sheet (a totals row, not 缺考), 缺考, and the final ones the figures count.
 */
export async function classRows(ctx: ServerContext, hw: Homework): Promise<AssistantClassRow[]> {
  const ids = hw.analysis.classes.map((c) => c.classId);
  if (!ids.length) return [];
  const roster = await ctx.db
    .selectFrom('students')
    .select(['classId', (eb) => eb.fn.countAll().as('n')])
    .where('classId', 'in', ids)
    .groupBy('classId')
    .execute();
  const totals = await ctx.db
    .selectFrom('studentTotals')
    .select(['classId', 'absent', 'complete'])
    .where('paperId', '=', hw.paper.id)
    .where('classId', 'in', ids)
    .execute();
  return hw.analysis.classes.map((c) => {
    const mine = totals.filter((t) => t.classId === c.classId);
    const absent = mine.filter((t) => t.absent === 1).length;
    return {
      classId: c.classId,
      className: c.className,
      expected: Number(roster.find((r) => r.classId === c.classId)?.n ?? 0),
      submitted: mine.length - absent,
      absent,
      final: c.summary.participants,
      mean: c.summary.mean,
      scoreRate: c.summary.scoreRate,
    };
  });
}

/** Each question's grade figures (questionStats) with its class 得分率, in paper order. */
export const questionRows = (hw: Homework): AssistantQuestionRow[] =>
  hw.analysis.grade.questions.map((q, i) => ({
    questionId: q.questionId,
    label: q.label,
    kind: q.kind,
    objective: q.objective,
    full: q.full,
    participants: q.participants,
    mean: q.mean,
    scoreRate: q.scoreRate,
    fullCount: q.fullCount,
    wrongCount: q.participants - q.fullCount,
    classRates: hw.analysis.classes.map((c) => c.questions[i]?.scoreRate ?? null),
  }));

/** Question ids, the lowest 得分率 first; ties: more students wrong, then paper order. */
export const hardestFirst = (rows: readonly AssistantQuestionRow[]): string[] =>
  rows
    .map((r, i) => ({ r, i }))
    .sort(
      (a, b) =>
        (a.r.scoreRate ?? 2) - (b.r.scoreRate ?? 2) || b.r.wrongCount - a.r.wrongCount || a.i - b.i,
    )
    .map(({ r }) => r.questionId);
