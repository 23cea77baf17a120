import {
  optionDistribution,
  participantsOf,
  totalOf,
  type StudentResult,
} from '../../../shared/analysis';
import type {
  AssistantAskStudent,
  AssistantCommentary,
  AssistantExample,
} from '../../../shared/api/assistant';
import type { ServerContext } from '../../context';
import { withAnswers } from '../analysis/exam-answers';
import { homeworkItems } from './homework-items';
import { loadHomework, type Homework } from './homework-load';

/** How many students to suggest asking, each way. */
export const ASK_COUNT = 3;

const askOf = (
  s: StudentResult,
  i: number,
  score: number,
): AssistantAskStudent & { examNo: string } => ({
  name: s.name,
  className: s.className,
  examNo: s.examNo ?? '',
  score,
  answer: s.answers?.[i] ?? null,
});

/**
 * Students to ask about question `i` among those the user may see: up to three with full marks
 * (highest totals first, to explain it) and up to three below full marks (lowest item score first,
 * then 考号, to find the mistake).
 */
export function studentsToAsk(hw: Homework, answered: readonly StudentResult[], i: number) {
  const q = hw.results.questions[i]!;
  const mine = answered.filter((s) => hw.readable(s.classId));
  const byNo = (a: { examNo: string }, b: { examNo: string }) => a.examNo.localeCompare(b.examNo);
  const right = mine
    .filter((s) => s.scores[i]! >= q.full)
    .map((s) => ({ s, total: totalOf(s, hw.results.questions) ?? 0 }))
    .sort((a, b) => b.total - a.total || byNo(askOf(a.s, i, 0), askOf(b.s, i, 0)))
    .slice(0, ASK_COUNT)
    .map(({ s }) => askOf(s, i, s.scores[i]!));
  const wrong = mine
    .filter((s) => s.scores[i]! < q.full)
    .map((s) => askOf(s, i, s.scores[i]!))
    .sort((a, b) => a.score - b.score || byNo(a, b))
    .slice(0, ASK_COUNT);
  const strip = ({ examNo: _n, ...rest }: AssistantAskStudent & { examNo: string }) => rest;
  return { right: right.map(strip), wrong: wrong.map(strip) };
}

/** The 优秀答卷 and 典型错误 of the paper, by question, from classes the user may see. */
async function examplesByQuestion(ctx: ServerContext, hw: Homework) {
  const items = (await homeworkItems(ctx, hw.paper.id)).filter(
    (it) => it.example && hw.readable(it.classId),
  );
  const ids = [...new Set(items.map((it) => it.studentId))];
  const people = ids.length
    ? await ctx.db
        .selectFrom('students')
        .innerJoin('classes', 'classes.id', 'students.classId')
        .select(['students.id', 'students.name', 'classes.name as className'])
        .where('students.id', 'in', ids)
        .execute()
    : [];
  const byQuestion = new Map<string, AssistantExample[]>();
  for (const it of items) {
    const who = people.find((p) => p.id === it.studentId);
    const example: AssistantExample = {
      itemId: it.id,
      kind: it.example === '优秀答卷' ? '优秀答卷' : '典型错误',
      note: it.exampleNote ?? '',
      studentName: who?.name ?? '',
      className: who?.className ?? '',
      score: it.finalTotal,
      images: it.images,
    };
    for (const q of it.questionIds) byQuestion.set(q, [...(byQuestion.get(q) ?? []), example]);
  }
  for (const list of byQuestion.values())
    list.sort((a, b) => a.kind.localeCompare(b.kind) || a.itemId.localeCompare(b.itemId));
  return byQuestion;
}

/**
 * 作业讲评: one slide per question in paper order with its stem, 标准答案, 解析, the grade's 得分率,
 * 选项分布 (objective, from the options recognition read), the examples marked during marking and
 * the students to ask.
 */
export async function commentary(
  ctx: ServerContext,
  userId: string,
  paperId: string,
): Promise<AssistantCommentary> {
  const hw = await loadHomework(ctx, userId, paperId);
  const { results } = hw;
  const answered = participantsOf(
    await withAnswers(ctx.db, hw.paper.id, results, results.students),
  );
  const examples = await examplesByQuestion(ctx, hw);
  return {
    paperId: hw.paper.id,
    title: hw.paper.title,
    slides: results.questions.map((aq, i) => {
      const q = hw.questions.find((x) => x.id === aq.id)!;
      const stats = hw.analysis.grade.questions[i]!;
      return {
        questionId: aq.id,
        label: aq.label,
        kind: aq.kind,
        objective: aq.objective,
        full: aq.full,
        stem: q.stem,
        parts: q.parts,
        options: q.options,
        key: q.key,
        answer: q.answer,
        analysis: q.analysis,
        mean: stats.mean,
        scoreRate: stats.scoreRate,
        participants: stats.participants,
        fullCount: stats.fullCount,
        distribution: aq.objective ? optionDistribution(aq, i, answered) : null,
        examples: examples.get(aq.id) ?? [],
        ask: studentsToAsk(hw, answered, i),
      };
    }),
  };
}
