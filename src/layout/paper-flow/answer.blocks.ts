import type { PaperQuestion } from '../paper';
import { answerRuns } from './answer-runs';
import { mm } from '../units';
import { para, plain, type FlowContext } from './flow-context';
import type { FlowBlock, FlowInline } from './flow.types';
import { SPACE, STYLES } from './flow-style';
import { makeBlock, paragraphRows } from './rows';

/** The answer of a question as rich text, each part once (see `answerRuns`). */
export const answerContent = (q: PaperQuestion): FlowInline[] => answerRuns(q);

/** What an answer block shows: a number prefix (答案 at the end) and whether 解析 follows. */
export interface AnswerBlockOptions {
  numbered: boolean;
  withScore?: boolean;
  analysis: boolean;
}

/** 【答案】… 【解析】… for one question. */
export const answerBlock = (
  ctx: FlowContext,
  q: PaperQuestion,
  opts: AnswerBlockOptions,
): FlowBlock => {
  const head: FlowInline[] = opts.numbered
    ? [plain(`${q.no}．${opts.withScore ? `（${q.score}分）` : ''}`)]
    : [];
  const runs: FlowInline[] = [...head, plain('【答案】', { weight: 'bold' }), ...answerContent(q)];
  if (opts.analysis && q.analysis.length > 0)
    runs.push({ t: 'br' }, plain('【解析】', { weight: 'bold' }), ...q.analysis);
  return makeBlock('answer', paragraphRows(para(ctx, runs, STYLES.answer)), {
    questionNo: q.no,
    spaceBefore: mm(opts.numbered ? SPACE.question : SPACE.answer),
  });
};
