import { paperQuestions, restore, type CardLayout, type PaperDoc } from '../../../layout';
import type { ServerContext } from '../../context';
import { storedCardLayout } from '../print/print.repository';
import { updateClassDefault } from '../system/system.service';
import type { DemoActor } from './demo-exam.api';
import { DEMO_EXAM, type PlannedObjective } from './demo-exam.plan';

/** A demo paper as the seed needs it: paper, printed layout, objective keys, subjective ids. */
export interface ComposedExam {
  paperId: string;
  layout: CardLayout;
  objective: PlannedObjective[];
  subjective: string[];
  /** The bank questions of the paper, in paper order. */
  bankIds: string[];
}

/** A demo paper to compose: its title and how its bank questions are chosen (on first make). */
export interface PaperRecipe {
  title: string;
  pick: (teacher: DemoActor) => Promise<string[]>;
}

/** The teacher's saved paper of that title when an earlier start made it. */
const existing = (ctx: ServerContext, ownerId: string, title: string) =>
  ctx.db
    .selectFrom('papers')
    .select('id')
    .where('ownerId', '=', ownerId)
    .where('title', '=', title)
    .where('isBasket', '=', 0)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();

/** The first `n` bank questions of a kind (the bank's own order), optionally in one chapter. */
export async function bankQuestions(
  teacher: DemoActor,
  kind: string,
  n: number,
  nodeId?: string,
): Promise<string[]> {
  const node = nodeId ? `&nodeId=${nodeId}` : '';
  const found = await teacher.get<{ list: { id: string }[] }>(
    `/teacher/bank/questions?subjectId=junior-math&kind=${kind}&pageSize=${n}${node}`,
  );
  return found.list.map((q) => q.id);
}

/** The demo exam: the bank's first single choices and 解答 of 初二数学. */
export const EXAM_RECIPE: PaperRecipe = {
  title: DEMO_EXAM.title,
  pick: async (teacher) => [
    ...(await bankQuestions(teacher, 'single', DEMO_EXAM.single)),
    ...(await bankQuestions(teacher, 'solve', DEMO_EXAM.solve)),
  ],
};

/**
 * As 李老师: composes a paper from the seeded bank through the 试题篮, titles and saves it,
 * assigns the classes, and prints each class's personalised card set (which stores the card
 * layout and freezes the version). Reuses the paper an interrupted start saved.
 */
export async function composeExam(
  ctx: ServerContext,
  teacher: DemoActor,
  classIds: string[],
  recipe: PaperRecipe = EXAM_RECIPE,
): Promise<ComposedExam> {
  let paperId = (await existing(ctx, teacher.userId, recipe.title))?.id;
  if (!paperId) {
    const basket = await teacher.get<{ paperInfo: { id: string }[] }>(
      '/teacher/paper/info/getQuestionBasket',
    );
    for (const b of basket.paperInfo)
      await teacher.send('DELETE', `/teacher/paper/info/${b.id}/clearBasket`);
    let basketId = '';
    for (const questionId of await recipe.pick(teacher))
      basketId = (
        await teacher.send<{ paperInfo: { id: string }[] }>(
          'POST',
          '/teacher/paper/question/addQuestion',
          { questionId },
        )
      ).paperInfo[0]!.id;
    const draft = await teacher.get<{ doc: PaperDoc; revision: number }>(
      `/teacher/paper/${basketId}`,
    );
    const doc = { ...draft.doc, settings: { ...draft.doc.settings, title: recipe.title } };
    await teacher.send('PUT', `/teacher/paper/${basketId}/doc`, {
      doc,
      revision: draft.revision,
    });
    paperId = (await teacher.send<{ id: string }>('POST', `/teacher/paper/${basketId}/save`)).id;
    // Classes are assigned within the chosen school year (学年): the paper's grade.
    const grade = await ctx.db
      .selectFrom('classes')
      .select(['orgId', 'pid'])
      .where('id', '=', classIds[0]!)
      .executeTakeFirstOrThrow();
    await updateClassDefault(ctx.db, teacher.userId, grade.orgId, grade.pid!);
    await teacher.send('PUT', `/teacher/paper/${paperId}/classes`, { classIds });
  }
  const detail = await teacher.get<{ doc: PaperDoc }>(`/teacher/paper/${paperId}`);
  let stored = await storedCardLayout(ctx.db, paperId, detail.doc.version);
  if (!stored) {
    await teacher.bytes('/teacher/print/card/students', { paperId, classIds });
    stored = await storedCardLayout(ctx.db, paperId, detail.doc.version);
  }
  const layout = restore(JSON.parse(stored!) as unknown);
  const questions = paperQuestions(detail.doc);
  return {
    paperId,
    layout,
    objective: questions
      .filter((q) => q.options.length > 0)
      .map((q) => ({ id: q.id, options: q.options.map((o) => o.label), key: q.key })),
    subjective: questions.filter((q) => q.options.length === 0).map((q) => q.id),
    bankIds: questions.map((q) => q.questionId),
  };
}
