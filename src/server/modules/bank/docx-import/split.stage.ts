import type { DocLine } from './html-lines.stage';
import { flat, slice, trim } from './line';
import { INNER_MARK } from './markers';

/**
 * Splits lines where 【答案】, 【解析】, 答案： or 解析： stand inside them ("…（ ）【答案】B"),
 * so that every such marker starts a line of its own. Equation flags stay with the first piece.
 */
export function splitAtMarks(lines: DocLine[]): DocLine[] {
  return lines.flatMap((line) => {
    const text = flat(line.runs);
    const cuts = [...text.matchAll(INNER_MARK)]
      .map((m) => m.index ?? 0)
      .filter((at) => text.slice(0, at).trim().length > 0);
    if (!cuts.length) return [line];
    const bounds = [0, ...cuts, Infinity];
    return bounds.slice(0, -1).map((from, i) => ({
      ...line,
      runs: trim(slice(line.runs, from, bounds[i + 1])),
      formulas: i === 0 ? line.formulas : [],
      ...(i > 0 ? { list: undefined } : {}),
    }));
  });
}
