import type { PaperOption } from '../paper';
import { mm } from '../units';
import { para, plain, type FlowContext } from './flow-context';
import type { FlowInline, FlowRow } from './flow.types';
import { emMm, OPTION_GAP_EM, OPTION_INDENT_EM, STYLES } from './flow-style';
import { cellsRow, paragraphRows } from './rows';

/** A width no paragraph reaches: measures an option's natural one-line width. */
const UNBOUNDED = mm(10_000);

/** How many options share a row: all four, two by two, or one per line, by measured widths. */
export const optionsPerRow = (
  naturalWidths: readonly number[],
  available: number,
  gap: number,
): number => {
  const n = naturalWidths.length;
  const widest = Math.max(0, ...naturalWidths);
  const candidates = [n <= 4 ? n : 4, 2].filter((k) => k > 1 && k <= n);
  return candidates.find((k) => widest + gap <= available / k + 1e-6) ?? 1;
};

/** Rows of a question's options (A．…), laid out as compactly as their widths allow. */
export const optionRows = (ctx: FlowContext, options: readonly PaperOption[]): FlowRow[] => {
  if (options.length === 0) return [];
  const style = STYLES.body;
  const em = emMm(style);
  const indent = OPTION_INDENT_EM * em;
  const available = ctx.width - indent;
  const runs = options.map((o): FlowInline[] => [plain(`${o.label}．`), ...o.content]);
  const natural = runs.map((r) => para(ctx, r, style, { width: UNBOUNDED }));
  const oneLine = natural.every((p) => p.lines.length === 1);
  const k = oneLine
    ? optionsPerRow(
        natural.map((p) => p.width),
        available,
        OPTION_GAP_EM * em,
      )
    : 1;
  if (k > 1) {
    const cell = available / k;
    const rows: FlowRow[] = [];
    for (let i = 0; i < natural.length; i += k) {
      const chunk = natural.slice(i, i + k);
      rows.push(cellsRow(chunk.map((p, j) => [indent + j * cell, p.lines[0]!] as const)));
    }
    return rows;
  }
  return runs.flatMap((r, i) => {
    const label = para(ctx, [plain(`${options[i]?.label ?? ''}．`)], style).width;
    return paragraphRows(
      para(ctx, r, style, { firstIndent: mm(indent), indent: mm(indent + label) }),
    );
  });
};
