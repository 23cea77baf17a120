import { Canvas, View } from '@react-pdf/renderer';
import type { PainterFont, ReportFonts } from './report-fonts';

/** A column of a table drawn by GridRow: its width in points and how its text sits. */
export interface GridColumn {
  width: number;
  align?: 'left' | 'center' | 'right';
}

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
  text(
    text: string,
    x: number,
    y: number,
    options: { width: number; align: 'left' | 'center' | 'right'; lineBreak: false },
  ): Painter;
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

/**
 * A table row drawn on one Canvas: rules as one stroked path, each cell's text by pdfkit at its
 * column (shrunk to fit). One react-pdf node per row instead of one per cell keeps a 50 × 40
 * score sheet fast; react-pdf still flows the rows over pages and repeats fixed headers.
 */
export function GridRow({
  columns,
  cells,
  fonts,
  height,
  fontSize,
  bold,
  shade,
  topRule,
}: GridRowProps) {
  const xs = columnEdges(columns);
  const width = xs[xs.length - 1]!;
  const font = bold ? fonts.bold : fonts.regular;
  return (
    <View style={{ width, height }} wrap={false}>
      <Canvas
        style={{ position: 'absolute', left: 0, top: 0, width, height }}
        paint={(p: Painter) => {
          if (shade) p.rect(0, 0, width, height).fillColor(shade).fill();
          for (const x of xs) p.moveTo(x, 0).lineTo(x, height);
          if (topRule) p.moveTo(0, 0).lineTo(width, 0);
          p.moveTo(0, height).lineTo(width, height).lineWidth(0.5).strokeColor('#000000').stroke();
          p.font(font).fillColor('#000000');
          cells.forEach((cell, i) => {
            const col = columns[i];
            if (!cell || !col) return;
            const fitted = fitText(font, cell, fontSize, col.width - 2 * PAD);
            const y = height / 2 - (font.ascent / font.unitsPerEm - 0.37) * fitted.size;
            p.fontSize(fitted.size).text(fitted.text, xs[i]! + PAD, y, {
              width: col.width - 2 * PAD,
              align: col.align ?? 'center',
              lineBreak: false,
            });
          });
          return null;
        }}
      />
    </View>
  );
}
