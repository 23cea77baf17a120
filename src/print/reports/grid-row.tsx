import { Canvas } from '@react-pdf/renderer';
import type { PainterFont, ReportFonts } from './report-fonts';

/** A column of a table drawn by GridRow: its width in points and how its text sits. */
export interface GridColumn {
  width: number;
  align?: 'left' | 'center' | 'right';
}

/** Columns of fixed widths, then `rest` columns sharing what is left of `width` (points). */
export const spreadColumns = (
  width: number,
  fixed: readonly number[],
  rest: number,
): GridColumn[] => {
  const used = fixed.reduce((a, b) => a + b, 0);
  const w = rest > 0 ? (width - used) / rest : 0;
  return [
    ...fixed.map((width) => ({ width })),
    ...Array.from({ length: rest }, () => ({ width: w })),
  ];
};

/** One row of a ruled table. */
export interface GridRowProps {
  columns: readonly GridColumn[];
  cells: readonly string[];
  fonts: ReportFonts;
  height: number;
  fontSize: number;
  bold?: boolean;
  /** Background, e.g. '#eeeeee' for headers and every other block of five rows. */
  shade?: string;
  /** Rule above the row too (the first row of a table or of a page's header). */
  topRule?: boolean;
}

/** The part of pdfkit a react-pdf Canvas hands to `paint` that reports draw with. */
export interface Painter {
  rect(x: number, y: number, w: number, h: number): Painter;
  moveTo(x: number, y: number): Painter;
  lineTo(x: number, y: number): Painter;
  lineWidth(w: number): Painter;
  strokeColor(color: string): Painter;
  fillColor(color: string): Painter;
  dash(length: number, options?: { space: number }): Painter;
  stroke(): Painter;
  fill(): Painter;
  font(font: PainterFont): Painter;
  fontSize(size: number): Painter;
  text(text: string, x: number, y: number, options: { lineBreak: false }): Painter;
}

const PAD = 1.5;
const MIN_SIZE = 4.5;

/** Advance width of text at a size, in points (no kerning: digits and CJK are fixed-width). */
export const textWidth = (font: PainterFont, text: string, size: number): number => {
  let em = 0;
  for (const ch of text) em += font.glyphForCodePoint(ch.codePointAt(0) ?? 0).advanceWidth;
  return (em / font.unitsPerEm) * size;
};

/** Text shrunk to fit a width (down to 4.5 pt), then cut with an ellipsis if it still does not. */
export const fitText = (
  font: PainterFont,
  text: string,
  size: number,
  width: number,
): { text: string; size: number } => {
  const w = textWidth(font, text, size);
  if (w <= width) return { text, size };
  const shrunk = Math.max(MIN_SIZE, (size * width * 0.99) / w);
  if (textWidth(font, text, shrunk) <= width) return { text, size: shrunk };
  let cut = [...text];
  while (cut.length > 1 && textWidth(font, `${cut.join('')}…`, shrunk) > width)
    cut = cut.slice(0, -1);
  return { text: `${cut.join('')}…`, size: shrunk };
};

/** Left edges of the columns and the right edge of the last. */
export const columnEdges = (columns: readonly GridColumn[]): number[] =>
  columns.reduce((xs, c) => [...xs, xs[xs.length - 1]! + c.width], [0]);

/** One ruled line of a GridBlock. */
export interface GridLine {
  columns: readonly GridColumn[];
  cells: readonly string[];
  bold?: boolean;
  /** Background, e.g. '#eeeeee' for headers and every other block of five rows. */
  shade?: string;
  /** Rule above the line too (the first line of a table). */
  topRule?: boolean;
  /** Space above the line, in points (between the tables of a block). */
  gapBefore?: number;
}

/** Props of a block of ruled lines drawn on one Canvas. */
export interface GridBlockProps {
  lines: readonly GridLine[];
  fonts: ReportFonts;
  /** Height of each line. */
  height: number;
  fontSize: number;
}

/** Draws one line at `top`: shade, rules (one stroked path), each cell's text fitted. */
export const paintLine = (
  p: Painter,
  line: GridLine,
  top: number,
  h: number,
  fonts: ReportFonts,
  fontSize: number,
) => {
  const xs = columnEdges(line.columns);
  const width = xs[xs.length - 1]!;
  const font = line.bold ? fonts.bold : fonts.regular;
  if (line.shade) p.rect(0, top, width, h).fillColor(line.shade).fill();
  for (const x of xs) p.moveTo(x, top).lineTo(x, top + h);
  if (line.topRule) p.moveTo(0, top).lineTo(width, top);
  p.moveTo(0, top + h)
    .lineTo(width, top + h)
    .lineWidth(0.5)
    .strokeColor('#000000')
    .stroke();
  p.font(font).fillColor('#000000');
  line.cells.forEach((cell, i) => {
    const col = line.columns[i];
    if (!cell || !col) return;
    const room = col.width - 2 * PAD;
    const fitted = fitText(font, cell, fontSize, room);
    const free = room - textWidth(font, fitted.text, fitted.size);
    const align = col.align ?? 'center';
    const x = xs[i]! + PAD + (align === 'left' ? 0 : align === 'right' ? free : free / 2);
    const y = top + h / 2 - (font.ascent / font.unitsPerEm - 0.37) * fitted.size;
    // No width: pdfkit would run its line wrapper for every cell.
    p.fontSize(fitted.size).text(fitted.text, x, y, { lineBreak: false });
  });
};

/**
 * Ruled table lines drawn on one Canvas: rules as stroked paths, each cell's text by pdfkit at its
 * column (shrunk to fit). One react-pdf node for many cells keeps a 50 × 40 score sheet and 50
 * report slips fast (a node per cell made them several times slower); react-pdf still flows the
 * blocks over pages and repeats fixed headers. A block never breaks over pages.
 */
export function GridBlock(props: GridBlockProps) {
  const { lines, height } = props;
  const tops: number[] = [];
  let y = 0;
  for (const line of lines) {
    y += line.gapBefore ?? 0;
    tops.push(y);
    y += height;
  }
  const width = Math.max(...lines.map((l) => l.columns.reduce((s, c) => s + c.width, 0)));
  return (
    <Canvas
      style={{ width, height: y }}
      paint={(p: Painter) => {
        lines.forEach((line, i) =>
          paintLine(p, line, tops[i]!, height, props.fonts, props.fontSize),
        );
        return null;
      }}
    />
  );
}

/** One table row (a GridBlock of one line). */
export function GridRow({ fonts, height, fontSize, ...line }: GridRowProps) {
  return <GridBlock lines={[line]} fonts={fonts} height={height} fontSize={fontSize} />;
}
