import type { PageFrame } from '../frame/page-frame';
import type { PaperDoc } from '../paper';
import type { FlowMeasurer, PaperFlow } from './flow.types';
import { numberPages } from './page-numbers.stage';
import { paginate } from './paginate.stage';
import { paperBlocks, type PaperFlowOptions } from './paper.blocks';

/** Lays a paper out on pages and columns of a frame, in mm; deterministic for the same input. */
export const flowPaper = (
  paper: PaperDoc,
  frame: PageFrame,
  measurer: FlowMeasurer,
  opts: PaperFlowOptions = {},
): PaperFlow => {
  const width = Math.min(...frame.columns.map((c) => c.w));
  const blocks = paperBlocks({ measurer, width }, paper, !frame.sealGutter, opts);
  return { frame, pages: numberPages(paginate(blocks, frame.columns), frame, measurer) };
};
