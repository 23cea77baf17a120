import type {
  AssistantAttention,
  AssistantDetails,
  AssistantOverview,
  AssistantReport,
} from '../../../shared/api/assistant';
import type { ServerContext } from '../../context';
import { withAnswers } from '../analysis/exam-answers';
import { homeworkItems, itemIndex } from './homework-items';
import { classRows, hardestFirst, loadHomework, questionRows } from './homework-load';
import { submissionTimeline } from './homework-timeline';

/**
 * 数据分析: submitted / expected per class with its first and last submission, when each class's
 * cards came in, the 分数段, each question's 得分率, hardest first.
 */
export async function overview(
  ctx: ServerContext,
  userId: string,
  paperId: string,
): Promise<AssistantOverview> {
  const hw = await loadHomework(ctx, userId, paperId);
  const questions = questionRows(hw);
  const timeline = await submissionTimeline(ctx, hw);
  return {
    paperId: hw.paper.id,
    title: hw.paper.title,
    full: hw.analysis.full,
    lines: hw.analysis.lines,
    summary: hw.analysis.grade.summary,
    classes: (await classRows(ctx, hw)).map((c, i) => ({
      ...c,
      firstAt: timeline[i]?.times[0] ?? null,
      lastAt: timeline[i]?.times.at(-1) ?? null,
    })),
    timeline,
    bands: hw.analysis.grade.bands,
    questions,
    hardest: hardestFirst(questions),
  };
}

/**
 * 作业详情: every student of the classes the user may see × every question, the final score, the
 * marking item with the answer images (subjective) and the option read (objective).
 */
export async function details(
  ctx: ServerContext,
  userId: string,
  paperId: string,
): Promise<AssistantDetails> {
  const hw = await loadHomework(ctx, userId, paperId);
  const { results } = hw;
  const mine = results.students.filter((s) => hw.readable(s.classId));
  const answered = await withAnswers(ctx.db, hw.paper.id, results, mine);
  const items = itemIndex(await homeworkItems(ctx, hw.paper.id));
  const rowOf = new Map(hw.analysis.students.map((r) => [r.student.id, r]));
  const classes = hw.analysis.classes
    .filter((c) => hw.readable(c.classId))
    .map((c) => ({ id: c.classId, name: c.className }));
  return {
    paperId: hw.paper.id,
    title: hw.paper.title,
    full: hw.analysis.full,
    classes,
    questions: results.questions.map((q) => ({
      questionId: q.id,
      label: q.label,
      full: q.full,
      objective: q.objective,
    })),
    rows: answered.map((s) => ({
      studentId: s.id,
      name: s.name,
      examNo: s.examNo ?? '',
      classId: s.classId,
      className: s.className,
      absent: s.absent,
      total: rowOf.get(s.id)?.total ?? null,
      cells: results.questions.map((q, i) => {
        const item = items.get(`${s.id}/${q.id}`);
        return {
          score: s.absent ? null : s.scores[i]!,
          itemId: item && item.images > 0 ? item.id : null,
          images: item?.images ?? 0,
          answer: s.answers?.[i] ?? null,
        };
      }),
    })),
  };
}

/**
 * 作业报告: the class summaries beside the grade's, each question's 得分率 (grade and classes),
 * and the students needing attention in the classes the user may see: 缺考, and below the 及格
 * line (lowest first).
 */
export async function report(
  ctx: ServerContext,
  userId: string,
  paperId: string,
): Promise<AssistantReport> {
  const hw = await loadHomework(ctx, userId, paperId);
  const { analysis } = hw;
  const rows = await classRows(ctx, hw);
  const subject = await ctx.db
    .selectFrom('subjects')
    .select('name')
    .where('id', '=', hw.paper.subjectId)
    .executeTakeFirst();
  const pass = analysis.lines.pass;
  const attention: AssistantAttention[] = analysis.students
    .filter((r) => hw.readable(r.student.classId))
    .filter((r) => r.student.absent || (r.total !== null && r.total < pass))
    .sort(
      (a, b) => (a.total ?? -1) - (b.total ?? -1) || a.student.name.localeCompare(b.student.name),
    )
    .map((r) => ({
      name: r.student.name,
      examNo: r.student.examNo ?? '',
      className: r.student.className,
      total: r.total,
      reason: r.student.absent ? '缺考' : `低于及格线（${pass} 分）`,
    }));
  return {
    paperId: hw.paper.id,
    title: hw.paper.title,
    subtitle: `${subject?.name ?? ''} · ${rows.map((c) => c.className).join('、')} · 满分 ${analysis.full} 分`,
    full: analysis.full,
    lines: analysis.lines,
    grade: analysis.grade.summary,
    classes: analysis.classes.map((c, i) => ({
      className: c.className,
      expected: rows[i]!.expected,
      submitted: rows[i]!.submitted,
      summary: c.summary,
    })),
    classNames: analysis.classes.map((c) => c.className),
    questions: questionRows(hw),
    attention,
  };
}
