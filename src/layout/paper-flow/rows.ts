import { mm } from '../units';
import type { BlockKind, FlowBlock, FlowRow, LaidLine, LaidParagraph } from './flow.types';

/** One row per line of a paragraph, shifted right by x, or centred in a width. */
export const paragraphRows = (p: LaidParagraph, x = 0, centreIn?: number): FlowRow[] =>
  p.lines.map((line) => ({
    height: line.height,
    lines: [
      { x: mm(x + (centreIn === undefined ? 0 : (centreIn - line.width) / 2)), y: mm(0), line },
    ],
    rules: [],
  }));

/** Several lines side by side on one row, baselines aligned; cells are [x, line]. */
export const cellsRow = (cells: readonly (readonly [number, LaidLine])[]): FlowRow => {
  const baseline = Math.max(...cells.map(([, l]) => l.baseline));
  const height = Math.max(...cells.map(([, l]) => baseline - l.baseline + l.height));
  return {
    height: mm(height),
    lines: cells.map(([x, line]) => ({ x: mm(x), y: mm(baseline - line.baseline), line })),
    rules: [],
  };
};

/** A block with defaults: no space before, not kept with the next block. */
export const makeBlock = (
  kind: BlockKind,
  rows: FlowRow[],
  extra: Partial<Omit<FlowBlock, 'kind' | 'rows'>> = {},
): FlowBlock => ({ kind, rows, spaceBefore: mm(0), keepWithNext: false, ...extra });

/** Height of a block: the sum of its rows. */
export const blockHeight = (b: FlowBlock): number => b.rows.reduce((h, r) => h + r.height, 0);
