import type { AnalysisQuestion, StudentResult } from './analysis.types';
import { scoreAt } from './results';

/** Marks got over marks possible for a 知识点 or a 题型. */
export interface RateItem {
  key: string;
  name: string;
  got: number;
  possible: number;
  /** 得分率 got / possible (null when nothing was possible). */
  rate: number | null;
}

/** A question's 知识点 weights normalised to sum 1 (equal shares when they sum to 0 or less). */
export const normalisedWeights = (
  q: AnalysisQuestion,
): { id: string; name: string; w: number }[] => {
  const sum = q.knowledge.reduce((acc, k) => acc + Math.max(0, k.weight), 0);
  return q.knowledge.map((k) => ({
    id: k.id,
    name: k.name,
    w: sum > 0 ? Math.max(0, k.weight) / sum : 1 / q.knowledge.length,
  }));
};

/** Where an item's marks go: keys with the share of the item each takes. */
export type Attribution = (q: AnalysisQuestion) => { id: string; name: string; w: number }[];

/**
 * Marks got and possible per key from each question's marks got (summed over the participants)
 * and the number of participants; keys in order of first appearance on the paper.
 */
export const ratesFromSums = (
  questions: readonly AnalysisQuestion[],
  got: readonly number[],
  participants: number,
  attribute: Attribution,
): RateItem[] => {
  const acc = new Map<string, RateItem>();
  questions.forEach((q, i) => {
    for (const k of attribute(q)) {
      const r = acc.get(k.id) ?? { key: k.id, name: k.name, got: 0, possible: 0, rate: null };
      r.got += k.w * (got[i] ?? 0);
      r.possible += k.w * q.full * participants;
      acc.set(k.id, r);
    }
  });
  return [...acc.values()].map((r) => ({ ...r, rate: r.possible > 0 ? r.got / r.possible : null }));
};

/** Marks got and possible per key over the participants' scores. */
const ratesBy = (
  questions: readonly AnalysisQuestion[],
  participants: readonly StudentResult[],
  attribute: Attribution,
): RateItem[] =>
  ratesFromSums(
    questions,
    questions.map((_, i) => participants.reduce((sum, s) => sum + scoreAt(s, i), 0)),
    participants.length,
    attribute,
  );

/**
 * 得分率 by 知识点: Σ_q w_qk·(marks got on q) / Σ_q w_qk·(n·full_q), w_qk the question's normalised
 * weight for the point (SQL: SUM(score·weight) / SUM(full·weight) over score ⋈ question_knowledge).
 */
export const knowledgeRates = (
  questions: readonly AnalysisQuestion[],
  participants: readonly StudentResult[],
): RateItem[] => ratesBy(questions, participants, normalisedWeights);

/** 得分率 by 题型: marks got on the type's items over n × their full marks, types in paper order. */
export const kindRates = (
  questions: readonly AnalysisQuestion[],
  participants: readonly StudentResult[],
): RateItem[] => ratesBy(questions, participants, (q) => [{ id: q.kind, name: q.kind, w: 1 }]);

/**
 * A student's weakest 知识点: the lowest 得分率 below 100%, lowest first (ties: more marks at stake
 * first, then paper order), at most `count`.
 */
export const weakestKnowledge = (rates: readonly RateItem[], count = 3): RateItem[] =>
  rates
    .map((r, order) => ({ r, order }))
    .filter((e) => e.r.rate !== null && e.r.rate < 1)
    .sort((a, b) => a.r.rate! - b.r.rate! || b.r.possible - a.r.possible || a.order - b.order)
    .slice(0, count)
    .map((e) => e.r);
