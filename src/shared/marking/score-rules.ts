/** Score rules the score pad and the server both apply. */

const EPS = 1e-9;

/** Rounds to the step, halves up (7.25 at step 0.5 → 7.5; 7.5 at step 1 → 8). */
export const roundToStep = (value: number, step: number): number =>
  Math.round(Math.floor(value / step + 0.5 + EPS) * step * 100) / 100;

/** Sum of a score list, to the hundredth. */
export const totalOf = (scores: readonly number[]): number =>
  Math.round(scores.reduce((a, b) => a + b, 0) * 100) / 100;

/** Why a score list is refused for a block's fields (null when acceptable). */
export function scoreProblem(
  fields: readonly { full: number; label: string }[],
  step: number,
  scores: readonly (number | null)[],
): string | null {
  if (scores.length !== fields.length) return '请为每一小题给分';
  for (const [i, f] of fields.entries()) {
    const v = scores[i];
    if (v === null || v === undefined || !Number.isFinite(v)) return `请为${f.label}给分`;
    if (v < 0) return `${f.label}的得分不能为负`;
    if (v > f.full + EPS) return `${f.label}的得分不能超过满分 ${f.full} 分`;
    if (Math.abs(v / step - Math.round(v / step)) > 1e-6)
      return `${f.label}的得分须按 ${step} 分的步长给出`;
  }
  return null;
}
