import type { PaperQuestion } from '../paper';
import { mm } from '../units';
import { answerBlock } from './answer.blocks';
import { para, plain, type FlowContext } from './flow-context';
import type { FlowBlock } from './flow.types';
import { SPACE, STYLES } from './flow-style';
import { optionRows } from './options.rows';
import { makeBlock, paragraphRows } from './rows';

/** The number and score that open a 小题: 3．（4分）. */
export const questionLead = (q: PaperQuestion): string => `${q.no}．（${q.score}分）`;

/** A 小题: stem with its number and options in one block, each part a block, then its answer. */
export const questionBlocks = (
  ctx: FlowContext,
  q: PaperQuestion,
  withAnswer: boolean,
): FlowBlock[] => {
  const stem = para(ctx, [plain(questionLead(q)), ...q.stem], STYLES.body);
  // 判断题 are answered √/× on the card: their T/F options are not printed.
  const options = q.kind === 'judge' ? [] : optionRows(ctx, q.options);
  const blocks = [
    makeBlock('question', [...paragraphRows(stem), ...options], {
      questionNo: q.no,
      spaceBefore: mm(SPACE.question),
    }),
  ];
  for (const part of q.parts) {
    const p = para(ctx, [plain(part.label), ...part.stem], STYLES.body);
    blocks.push(
      makeBlock('part', paragraphRows(p), { questionNo: q.no, spaceBefore: mm(SPACE.part) }),
    );
  }
  if (withAnswer) blocks.push(answerBlock(ctx, q, { numbered: false, analysis: true }));
  return blocks;
};
