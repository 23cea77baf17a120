import type { PaperDoc } from '../paper';
import { answerBlock } from './answer.blocks';
import { para, plain, type FlowContext } from './flow-context';
import type { FlowBlock } from './flow.types';
import { STYLES } from './flow-style';
import { headerBlocks } from './header.blocks';
import { questionBlocks } from './question.blocks';
import { makeBlock, paragraphRows } from './rows';
import { sectionBlock } from './section.blocks';

/** How a paper is printed: with answers (after each question or at the end, per its settings). */
export interface PaperFlowOptions {
  withAnswers?: boolean;
}

/** Heading of the answers printed at the end of a paper. */
export const END_ANSWERS_TITLE = '参考答案与解析';

/** All blocks of a paper in reading order; `withFields` adds 学校/班级/姓名/考号 under the title. */
export const paperBlocks = (
  ctx: FlowContext,
  paper: PaperDoc,
  withFields: boolean,
  opts: PaperFlowOptions,
): FlowBlock[] => {
  const placement = paper.settings.answerPlacement;
  const sections = paper.sections.filter((s) => s.questions.length > 0);
  const after = opts.withAnswers === true && placement === 'after-each';
  const blocks = headerBlocks(ctx, paper, withFields);
  sections.forEach((s, i) => {
    blocks.push(sectionBlock(ctx, s, i));
    for (const q of s.questions) blocks.push(...questionBlocks(ctx, q, after));
  });
  if (opts.withAnswers === true && placement === 'end') {
    const title = para(ctx, [plain(END_ANSWERS_TITLE)], STYLES.subtitle);
    blocks.push(
      makeBlock('answers-title', paragraphRows(title, 0, ctx.width), {
        pageBreakBefore: true,
        keepWithNext: true,
      }),
    );
    sections.forEach((s, i) => {
      blocks.push(sectionBlock(ctx, s, i));
      for (const q of s.questions)
        blocks.push(answerBlock(ctx, q, { numbered: true, analysis: true }));
    });
  }
  return blocks;
};
