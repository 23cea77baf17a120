import type { PaperQuestion } from '../paper';
import { mm, rect } from '../units';
import { keyText } from './answer-runs';
import { para, plain, type FlowContext } from './flow-context';
import type { FlowRow } from './flow.types';
import { emMm, STYLES } from './flow-style';

/** Objective answers go five to a table row (the card groups them the same way). */
export const KEY_TABLE_GROUP = 5;
const RULE = 0.2;
const PAD = 1.2;
const MAX_CELL_EM = 8;

/** Table rows of objective keys: 1．A | 2．C | … five per row, with ruled borders. */
export const keyTableRows = (ctx: FlowContext, questions: readonly PaperQuestion[]): FlowRow[] => {
  const style = STYLES.answer;
  const cell = Math.min(ctx.width / KEY_TABLE_GROUP, MAX_CELL_EM * emMm(style));
  const rows: FlowRow[] = [];
  for (let i = 0; i < questions.length; i += KEY_TABLE_GROUP) {
    const group = questions.slice(i, i + KEY_TABLE_GROUP);
    const lines = group.map(
      (q) => para(ctx, [plain(`${q.no}．${keyText(q)}`)], style, { width: mm(cell) }).lines[0],
    );
    const lineHeight = Math.max(...lines.map((l) => l?.height ?? 0));
    const height = lineHeight + 2 * PAD;
    const width = cell * group.length;
    rows.push({
      height: mm(height),
      lines: lines.flatMap((line, j) =>
        line ? [{ x: mm(j * cell + (cell - line.width) / 2), y: mm(PAD), line }] : [],
      ),
      rules: [
        rect(0, 0, width, RULE),
        rect(0, height - RULE, width, RULE),
        ...Array.from({ length: group.length + 1 }, (_, j) =>
          rect(Math.min(j * cell, width - RULE), 0, RULE, height),
        ),
      ],
    });
  }
  return rows;
};
