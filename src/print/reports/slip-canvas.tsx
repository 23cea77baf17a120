import { Canvas } from '@react-pdf/renderer';
import { fmtFixed, fmtPercent, fmtScore } from './format';
import { paintLine, textWidth, type GridColumn, type GridLine, type Painter } from './grid-row';
import type { PainterFont, ReportFonts } from './report-fonts';
import type { ReportSlipsData, SlipData } from './report.types';

/** Geometry of a slip, in points from its top-left corner. */
export const SLIP = {
  row: 11,
  label: 26,
  item: 19,
  gridTop: 40,
  gridGap: 3,
  /** Below the grid: a gap and one or two lines of weak points. */
  weakLine: 11,
  maxWeakLines: 2,
  weakSize: 8,
};

/** Height of a slip's drawing with `tables` grid tables and `weakLines` lines of weak points. */
export const slipDrawingHeight = (tables: number, weakLines: number): number =>
  SLIP.gridTop + tables * (3 * SLIP.row + SLIP.gridGap) + 4 + weakLines * SLIP.weakLine;

const GAP = '\u3000';
const GREY = '#444444';

/** Text with its top (not baseline) at y, as pdfkit places it, in a colour. */
const put = (
  p: Painter,
  font: PainterFont,
  size: number,
  text: string,
  x: number,
  y: number,
  color = '#000000',
) => p.font(font).fontSize(size).fillColor(color).text(text, x, y, { lineBreak: false });

/** Splits parts joined by 、 into at most `max` lines of `width` at `size`. */
export const wrapParts = (
  font: PainterFont,
  lead: string,
  parts: readonly string[],
  size: number,
  width: number,
  max: number,
): string[] => {
  const lines: string[] = [];
  let current = lead;
  parts.forEach((part, i) => {
    const piece = `${part}${i < parts.length - 1 ? '、' : ''}`;
    if (
      current !== lead &&
      textWidth(font, current + piece, size) > width &&
      lines.length < max - 1
    ) {
      lines.push(current);
      current = piece;
    } else current += piece;
  });
  lines.push(current);
  return lines;
};

/** The weak-point lines of a slip, wrapped between points to the width. */
export const weakLinesOf = (font: PainterFont, slip: SlipData, width: number): string[] => {
  const { lead, parts } = weakParts(slip);
  return wrapParts(font, lead, parts, SLIP.weakSize, width, SLIP.maxWeakLines);
};

const weakParts = (slip: SlipData): { lead: string; parts: string[] } => {
  if (!slip.hasKnowledge) return { lead: '薄弱知识点：本试卷未标注知识点。', parts: [] };
  if (slip.weakest.length === 0) return { lead: '薄弱知识点：无，各知识点均得满分。', parts: [] };
  return {
    lead: '薄弱知识点（得分率）：',
    parts: slip.weakest.map((w) => `${w.name} ${fmtPercent(w.rate)}`),
  };
};

const ranksText = (slip: SlipData): string =>
  `班级排名 ${slip.classRank} / ${slip.classSize}${GAP}年级排名 ${slip.gradeRank} / ${slip.gradeSize}${GAP}` +
  `客观题 ${fmtScore(slip.objective)}${GAP}主观题 ${fmtScore(slip.subjective)}${GAP}` +
  `班级平均 ${fmtFixed(slip.classMean, 1)}${GAP}年级平均 ${fmtFixed(slip.gradeMean, 1)}`;

/** The score grid of a slip: 题号, 满分 and 得分 rows per table of items. */
const gridOf = (
  data: ReportSlipsData,
  slip: SlipData,
  tables: readonly { from: number; to: number }[],
): GridLine[] =>
  tables.flatMap(({ from, to }, k) => {
    const items = data.questions.slice(from, to);
    const columns: GridColumn[] = [
      { width: SLIP.label },
      ...items.map(() => ({ width: SLIP.item })),
    ];
    const scores = slip.scores.slice(from, to).map((x) => (x === null ? '' : fmtScore(x)));
    return [
      {
        columns,
        cells: ['题号', ...items.map((q) => q.label)],
        bold: true,
        shade: '#e4e4e4',
        topRule: true,
        gapBefore: k === 0 ? 0 : SLIP.gridGap,
      },
      { columns, cells: ['满分', ...items.map((q) => fmtScore(q.full))] },
      { columns, cells: ['得分', ...scores] },
    ];
  });

/** Props of one slip's drawing. */
export interface SlipCanvasProps {
  data: ReportSlipsData;
  slip: SlipData;
  fonts: ReportFonts;
  tables: readonly { from: number; to: number }[];
  width: number;
  /** Lines reserved for weak points (the most any slip of the document needs). */
  weakLines: number;
}

/**
 * One slip drawn on one Canvas: name, class and 考号, total on the right, the paper, ranks and
 * subtotals, the score grid, the weakest 知识点 (wrapped between points). A slip is a fixed card:
 * drawing it whole is five times cheaper than a react-pdf node per line and cell.
 */
export function SlipCanvas({ data, slip, fonts, tables, width, weakLines }: SlipCanvasProps) {
  const height = slip.absent ? SLIP.gridTop : slipDrawingHeight(tables.length, weakLines);
  return (
    <Canvas
      style={{ width, height }}
      paint={(p: Painter) => {
        put(p, fonts.bold, 11, slip.name, 0, 0);
        const who = `${GAP}${slip.className} · 考号 ${slip.examNo}`;
        put(p, fonts.regular, 8, who, textWidth(fonts.bold, slip.name, 11), 3.6);
        const total = slip.absent
          ? '缺考'
          : `总分 ${fmtScore(slip.total)} / ${fmtScore(data.full)}`;
        put(p, fonts.bold, 11, total, width - textWidth(fonts.bold, total, 11), 0);
        put(
          p,
          fonts.regular,
          7.5,
          `${data.heading.title} · ${data.heading.subtitle}`,
          0,
          15.5,
          GREY,
        );
        if (slip.absent) {
          put(p, fonts.regular, 8, '本次考试缺考，不计入平均分和排名。', 0, 26);
          return null;
        }
        put(p, fonts.regular, 8, ranksText(slip), 0, 26);
        let y = SLIP.gridTop;
        for (const line of gridOf(data, slip, tables)) {
          y += line.gapBefore ?? 0;
          paintLine(p, line, y, SLIP.row, fonts, 7.5);
          y += SLIP.row;
        }
        weakLinesOf(fonts.regular, slip, width).forEach((text, i) =>
          put(p, fonts.regular, SLIP.weakSize, text, 0, y + 4 + i * SLIP.weakLine),
        );
        return null;
      }}
    />
  );
}
