import type { PaperDoc } from '../paper';
import type { CardElementDraft, CardLayout, CardLayoutOptions, CardPage } from './card.types';
import { CARD_LAYOUT_VERSION } from './card.types';
import { withId } from './card-ids';
import { BLOCK_GAP } from './card.constants';
import { flowBlocks, type FlowColumns } from './flow';
import { cardFrame, layoutPageMarks } from './page-marks.layout';
import { paperBlocks } from './paper-blocks';
import { DEFAULT_NOTICE, layoutStudentBlock } from './student.layout';

/** Notice items of a paper: one per non-empty line, or the default 注意事项. */
const noticeLines = (notice: string): string[] => {
  const lines = notice
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  return lines.length > 0 ? lines : DEFAULT_NOTICE;
};

/** Lays out the answer card of a paper: pages, columns and every element, deterministically. */
export function layoutCard(paper: PaperDoc, options: CardLayoutOptions = {}): CardLayout {
  const { settings } = paper;
  const size = options.size ?? settings.size;
  const frame = cardFrame(size, options.columns ?? settings.card.columns);
  const n = frame.columns.length;
  const first = frame.columns[0]!;
  const student = layoutStudentBlock({
    col: first,
    y: first.y,
    mode: options.studentId ?? settings.card.studentId,
    digits: Math.min(12, Math.max(4, Math.round(options.idDigits ?? settings.card.idDigits))),
    notice: options.notice ?? noticeLines(settings.notice),
  });
  const cols: FlowColumns = {
    rect: (k) => frame.columns[k % n]!,
    top: (k) => frame.columns[k % n]!.y + (k === 0 ? student.height + BLOCK_GAP : 0),
  };
  const flowed = flowBlocks(paperBlocks(paper, first.w), cols);
  const pageCount = Math.ceil(flowed.length / n);
  const title = `${settings.title} 答题卡`;
  const pages = Array.from({ length: pageCount }, (_, i): CardPage => {
    const index = i + 1;
    const code = {
      paperId: paper.id,
      paperVersion: paper.version,
      layoutVersion: CARD_LAYOUT_VERSION,
      page: index,
    };
    const marks = layoutPageMarks({
      frame,
      page: index,
      pageCount,
      code,
      title,
      subtitle: settings.subtitle,
    });
    const drafts: CardElementDraft[] = [
      ...marks,
      ...(index === 1 ? student.elements : []),
      ...flowed.slice(i * n, index * n).flat(),
    ];
    return {
      index,
      side: index % 2 === 1 ? 'front' : 'back',
      columns: frame.columns,
      elements: drafts.map((d) => withId(d, index)),
    };
  });
  return {
    kind: 'card',
    version: CARD_LAYOUT_VERSION,
    paperId: paper.id,
    paperVersion: paper.version,
    size,
    sheet: frame.sheet,
    pages,
  };
}
