/** Reading laid-out flows in tests: the text of a line, the blocks of a flow in reading order. */
import type { PaperFlow, PlacedBlock, PlacedLine } from '../../src/layout';

/** The text of a placed line; boxes show as [tex], [img], [blank]. */
export const lineText = (l: PlacedLine): string =>
  l.line.items.map((i) => (i.kind === 'text' ? i.text : `[${i.kind}]`)).join('');

/** All placed blocks of a flow, page by page, column by column. */
export const blocksOf = (flow: PaperFlow): PlacedBlock[] =>
  flow.pages.flatMap((p) => p.columns.flatMap((c) => c.blocks));

/** The text of a block's first line. */
export const firstText = (b: PlacedBlock): string => (b.lines[0] ? lineText(b.lines[0]) : '');
