import type { z } from 'zod';
import { contentProblems, type importSave, type QuestionInput } from '../../../../shared/api';
import type { ServerContext } from '../../../context';
import { fail } from '../../../lib/app-error';
import { newId, nowIso } from '../../../lib/ids';
import { checkLinks } from '../question-links';
import { authorSchool, insertRow } from '../question-write.service';

/** Saves the corrected questions of a Word import as the teacher's own, all in one transaction. */
export async function saveImported(
  ctx: ServerContext,
  userId: string,
  body: z.output<typeof importSave>,
): Promise<string[]> {
  const orgId = await authorSchool(ctx.db, userId);
  const year = body.year ?? new Date(ctx.now()).getFullYear();
  const inputs: QuestionInput[] = body.questions.map((q, i) => {
    const input: QuestionInput = {
      ...q,
      subjectId: body.subjectId,
      difficulty: body.difficulty,
      year,
      source: body.source,
      chapterIds: body.chapterId ? [body.chapterId] : [],
      knowledgeIds: body.knowledgeIds,
    };
    const problem = contentProblems(input)[0];
    if (problem) throw fail.badRequest(`第${i + 1}题：${problem}`);
    return input;
  });
  const links = await checkLinks(ctx.db, {
    subjectId: body.subjectId,
    chapterIds: body.chapterId ? [body.chapterId] : [],
    knowledgeIds: body.knowledgeIds,
  });
  const who = { userId, orgId, at: nowIso(ctx.now()) };
  const ids = inputs.map(() => newId(ctx.now()));
  await ctx.db.transaction().execute(async (trx) => {
    for (const [i, input] of inputs.entries())
      await insertRow(trx, who, ids[i] ?? '', input, null, links);
  });
  return ids;
}
