import { roundToStep, totalOf } from '../../../shared/marking';

/** How 双评 scores within the tolerance combine into the final. */
export type Combine = 'mean' | 'max' | 'min' | 'first';

/** What deciding an item needs to know of its block. */
export interface DecideRule {
  mode: 'single' | 'double';
  step: number;
  tolerance: number;
  combine: Combine;
}

/** The scores one 评次 gave, one per field. */
export interface RoundScores {
  round: number;
  scores: number[];
}

/** How a final score was reached. */
export type FinalVia = 'single' | Combine | 'arbitration' | 'leader';

/** An item's state from its 评次: final, or waiting for the rounds listed. */
export type Decision =
  { kind: 'final'; scores: number[]; via: FinalVia } | { kind: 'need'; rounds: number[] };

const EPS = 1e-9;

/** Two markers agree when every field differs by no more than the tolerance. */
export const agree = (a: readonly number[], b: readonly number[], tolerance: number): boolean =>
  a.every((v, i) => Math.abs(v - (b[i] ?? 0)) <= tolerance + EPS);

const distance = (a: readonly number[], b: readonly number[]): number =>
  a.reduce((n, v, i) => n + Math.abs(v - (b[i] ?? 0)), 0);

const meanOf = (a: readonly number[], b: readonly number[], step: number): number[] =>
  a.map((v, i) => roundToStep((v + (b[i] ?? 0)) / 2, step));

/** 双评 within the tolerance: field by field mean (rounded to the step), or one marker's scores. */
function combineTwo(rule: DecideRule, a: number[], b: number[]): number[] {
  if (rule.combine === 'mean') return meanOf(a, b, rule.step);
  if (rule.combine === 'first') return a;
  const higher = totalOf(b) > totalOf(a) ? b : a;
  const lower = totalOf(b) < totalOf(a) ? b : a;
  return rule.combine === 'max' ? higher : lower;
}

/**
 * Decides an item from the 评次 done: 单评 takes the one score; 双评 within the tolerance combines
 * the two; beyond it 仲裁 (round 3) decides when within the tolerance of one of the first two (the
 * mean of that pair: the closer pair, the higher mean on a tie); otherwise the 题组长 (round 4) rules.
 */
export function decide(rule: DecideRule, done: readonly RoundScores[]): Decision {
  const at = (round: number) => done.find((d) => d.round === round)?.scores;
  const r1 = at(1);
  if (rule.mode === 'single') return r1 ? { kind: 'final', scores: r1, via: 'single' } : need([1]);
  const r2 = at(2);
  if (!r1 || !r2) return need([...(r1 ? [] : [1]), ...(r2 ? [] : [2])]);
  if (agree(r1, r2, rule.tolerance))
    return { kind: 'final', scores: combineTwo(rule, r1, r2), via: rule.combine };
  const r3 = at(3);
  if (!r3) return need([3]);
  const pairs = [r1, r2]
    .filter((r) => agree(r, r3, rule.tolerance))
    .map((r) => ({ d: distance(r, r3), mean: meanOf(r, r3, rule.step) }))
    .sort((x, y) => x.d - y.d || totalOf(y.mean) - totalOf(x.mean));
  if (pairs[0]) return { kind: 'final', scores: pairs[0].mean, via: 'arbitration' };
  const r4 = at(4);
  return r4 ? { kind: 'final', scores: r4, via: 'leader' } : need([4]);
}

const need = (rounds: number[]): Decision => ({ kind: 'need', rounds });
