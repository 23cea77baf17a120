import { mm } from '../units';
import type { PageFrame } from '../frame/page-frame';
import type { FlowMeasurer, FlowPage } from './flow.types';
import { STYLES } from './flow-style';

/** 第 X 页 共 Y 页: on A3/8K each column is a page, as Chinese papers count them. */
export const pageNumberText = (n: number, total: number): string => `第 ${n} 页 共 ${total} 页`;

/** Adds page numbers under every column that has content (A4: one per page). */
export const numberPages = (
  pages: FlowPage[],
  frame: PageFrame,
  measurer: FlowMeasurer,
): FlowPage[] => {
  const used = pages.flatMap((p) => p.columns).filter((c) => c.blocks.length > 0);
  const total = used.length;
  let n = 0;
  return pages.map((page) => ({
    ...page,
    columns: page.columns.map((column, j) => {
      if (column.blocks.length === 0) return column;
      n += 1;
      const band = frame.columnFooters[j] ?? frame.footer;
      const text = [{ t: 'text', v: pageNumberText(n, total) } as const];
      const line = measurer.paragraph(text, STYLES.footer, { width: band.w }).lines[0];
      if (!line) return column;
      const x = mm(band.x + (band.w - line.width) / 2);
      const y = mm(band.y + (band.h - line.height) / 2);
      return { ...column, footer: { x, y, line } };
    }),
  }));
};
