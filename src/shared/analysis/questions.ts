import type { AnalysisQuestion, StudentResult } from './analysis.types';
import { meanOf, momentsOf, sdOf, varianceOf, type Moments } from './descriptive';
import { scoreAt, sumScores } from './results';

/** The share of students in each of the top and bottom groups of 区分度. */
export const DISCRIMINATION_GROUP = 0.27;

/** Per-item figures for a group of participants. */
export interface QuestionStats {
  questionId: string;
  label: string;
  kind: string;
  objective: boolean;
  full: number;
  participants: number;
  mean: number | null;
  sd: number | null;
  /** 得分率 = 难度 P = mean / full (higher = easier). */
  scoreRate: number | null;
  /** Students with full marks on the item. */
  fullCount: number;
  /** Students with 0 on the item. */
  zeroCount: number;
  /** 区分度 D by the 27% groups (null for fewer than 2 participants). */
  discrimination: number | null;
}

/**
 * 区分度 D = (mean of the top 27% − mean of the bottom 27%) / full, groups by total score,
 * g = max(1, round(0.27·n)) students each; equal totals at a group's edge are taken in the order
 * given (by 考号 when the caller sorts so). Null for fewer than 2 participants.
 */
export const discrimination = (
  itemScores: readonly number[],
  totals: readonly number[],
  full: number,
): number | null => {
  const n = itemScores.length;
  if (n < 2 || full <= 0) return null;
  const g = Math.max(1, Math.round(DISCRIMINATION_GROUP * n));
  const order = totals.map((t, i) => ({ t, i })).sort((a, b) => b.t - a.t || a.i - b.i);
  const meanOver = (part: typeof order): number =>
    part.reduce((sum, e) => sum + (itemScores[e.i] ?? 0), 0) / part.length;
  return (meanOver(order.slice(0, g)) - meanOver(order.slice(n - g))) / full;
};

/** Figures of every item over a group of participants (none of them 缺考). */
export const questionStats = (
  questions: readonly AnalysisQuestion[],
  participants: readonly StudentResult[],
): QuestionStats[] => {
  const totals = participants.map((s) => sumScores(s, questions));
  return questions.map((q, i) => {
    const scores = participants.map((s) => scoreAt(s, i));
    const m = momentsOf(scores);
    const mean = meanOf(m);
    return {
      questionId: q.id,
      label: q.label,
      kind: q.kind,
      objective: q.objective,
      full: q.full,
      participants: m.n,
      mean,
      sd: sdOf(m),
      scoreRate: mean === null ? null : mean / q.full,
      fullCount: scores.filter((x) => x >= q.full).length,
      zeroCount: scores.filter((x) => x <= 0).length,
      discrimination: discrimination(scores, totals, q.full),
    };
  });
};

/**
 * 信度 Cronbach's α = k/(k−1) · (1 − Σ s_i² / s_t²) over k items, population variances (the ratio
 * is the same with sample variances). Null for fewer than 2 items or participants, or s_t² = 0.
 */
export const cronbachAlpha = (items: readonly Moments[], total: Moments): number | null => {
  const k = items.length;
  const st2 = varianceOf(total);
  if (k < 2 || total.n < 2 || st2 === null || st2 === 0) return null;
  const sum = items.reduce((acc, m) => acc + (varianceOf(m) ?? 0), 0);
  return (k / (k - 1)) * (1 - sum / st2);
};

/** Cronbach's α of the paper over a group of participants. */
export const alphaOf = (
  questions: readonly AnalysisQuestion[],
  participants: readonly StudentResult[],
): number | null =>
  cronbachAlpha(
    questions.map((_, i) => momentsOf(participants.map((s) => scoreAt(s, i)))),
    momentsOf(participants.map((s) => sumScores(s, questions))),
  );

/** 难度 level of a 得分率 P: 容易 (P ≥ 0.7), 中等 (0.4 ≤ P < 0.7), 较难 (P < 0.4). */
export const difficultyLevel = (p: number | null): string | null =>
  p === null ? null : p >= 0.7 ? '容易' : p >= 0.4 ? '中等' : '较难';

/** 区分度 level: 很好 (≥ 0.4), 良好 (0.3–0.39), 尚可 (0.2–0.29), 较差 (< 0.2). */
export const discriminationLevel = (d: number | null): string | null =>
  d === null ? null : d >= 0.4 ? '很好' : d >= 0.3 ? '良好' : d >= 0.2 ? '尚可' : '较差';
