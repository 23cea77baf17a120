import type { PageFrame } from '../frame/page-frame';
import { isObjective, type PaperDoc } from '../paper';
import { mm } from '../units';
import { answerBlock } from './answer.blocks';
import { para, plain, type FlowContext } from './flow-context';
import type { FlowBlock, FlowMeasurer, PaperFlow } from './flow.types';
import { SPACE, STYLES } from './flow-style';
import { keyTableRows } from './key-table.rows';
import { numberPages } from './page-numbers.stage';
import { paginate } from './paginate.stage';
import { makeBlock, paragraphRows } from './rows';
import { sectionBlock } from './section.blocks';

/** Answer key options: compact = answers only, objective keys in tables of five per row. */
export interface AnswerKeyOptions {
  compact: boolean;
}

/** Heading under the paper title on a full and on a compact answer key. */
export const KEY_TITLES = { full: '参考答案与解析', compact: '参考答案' } as const;

const keyBlocks = (ctx: FlowContext, paper: PaperDoc, opts: AnswerKeyOptions): FlowBlock[] => {
  const centred = (text: string, style: (typeof STYLES)['title' | 'subtitle']): FlowBlock =>
    makeBlock('title', paragraphRows(para(ctx, [plain(text)], style), 0, ctx.width), {
      keepWithNext: true,
      spaceBefore: mm(SPACE.header),
    });
  const blocks = [
    centred(paper.settings.title, STYLES.title),
    centred(opts.compact ? KEY_TITLES.compact : KEY_TITLES.full, STYLES.subtitle),
  ];
  paper.sections
    .filter((s) => s.questions.length > 0)
    .forEach((s, i) => {
      blocks.push(sectionBlock(ctx, s, i));
      if (opts.compact && isObjective(s.kind)) {
        blocks.push(
          makeBlock('key-table', keyTableRows(ctx, s.questions), { spaceBefore: mm(SPACE.answer) }),
        );
        return;
      }
      for (const q of s.questions)
        blocks.push(
          answerBlock(ctx, q, {
            numbered: true,
            withScore: !opts.compact,
            analysis: !opts.compact,
          }),
        );
    });
  return blocks;
};

/** Lays out the answer key of a paper (answers and 解析 with the paper's numbering and scores). */
export const flowAnswerKey = (
  paper: PaperDoc,
  frame: PageFrame,
  measurer: FlowMeasurer,
  opts: AnswerKeyOptions,
): PaperFlow => {
  const width = Math.min(...frame.columns.map((c) => c.w));
  const blocks = keyBlocks({ measurer, width }, paper, opts);
  return { frame, pages: numberPages(paginate(blocks, frame.columns), frame, measurer) };
};
