/** One option's reading: its value (e.g. "A") with score and spread from the bubbles stage. */
export interface OptionReading {
  value: string;
  score: number;
  spread: number;
  /** Unevenness along one axis: high for a bubble filled over part of its width (see BubbleScore). */
  profile?: number;
}

/** How a question was read: answered, blank, 多涂 (two or more on a single choice) or sent to review. */
export type ChoiceStatus = 'answered' | 'blank' | 'multiple' | 'review';

/** The decision for one question (or one 考号 digit), always with a Chinese reason. */
export interface ChoiceDecision {
  status: ChoiceStatus;
  /** Values read as filled (for 多涂 and review: the candidates). */
  selected: string[];
  /** Needs a person: every 多涂 and review. */
  review: boolean;
  reason: string;
}

/** Decision thresholds on baseline-relative scores (research: ≥ 0.50 filled, < 0.25 blank). */
export const THRESHOLDS = {
  filled: 0.5,
  blank: 0.25,
  /** Below this nothing was marked (erased residue sits around 0.1 after the baseline). */
  trace: 0.12,
  /** A light writer's mark must stand this far above every other option. */
  lightGap: 0.2,
  /** The darkest beats a half-erased second by at least this much. */
  eraseMargin: 0.3,
  /** A light fill is even; ticks, crosses and half fills are not. */
  evenSpread: 0.22,
  /**
   * A bubble filled solidly over part of it (a half fill) reads as filled from this score, when its
   * darkness changes along one axis (profile): strokes across it (ticks, crosses) measure at most
   * 0.18 there and half fills at least 0.35 in the printed-card corpus.
   */
  partial: 0.4,
  partialProfile: 0.27,
} as const;

const T = THRESHOLDS;

/** Scores relative to the question's own blank baseline (its lightest option, when that one is blank). */
const relative = (options: readonly OptionReading[]): OptionReading[] => {
  const base = Math.min(...options.map((o) => o.score));
  const b = options.length > 1 && base < T.blank ? base : 0;
  return options.map((o) => ({ ...o, score: (o.score - b) / (1 - b) }));
};

const decision = (status: ChoiceStatus, selected: string[], reason: string): ChoiceDecision => ({
  status,
  selected,
  review: status === 'multiple' || status === 'review',
  reason,
});
const names = (o: readonly OptionReading[]): string[] => o.map((x) => x.value);
const isEven = (o: OptionReading): boolean => o.spread <= T.evenSpread;
/** Filled over part of the bubble, solidly: counts as filled. */
const isPartial = (o: OptionReading): boolean =>
  o.score >= T.partial && o.score < T.filled && (o.profile ?? 0) >= T.partialProfile;
const isFilled = (o: OptionReading): boolean => o.score >= T.filled || isPartial(o);

/** A question nobody filled clearly: blank, a light writer's clear mark, or review. */
const unfilled = (sorted: OptionReading[], multiple: boolean): ChoiceDecision => {
  const top = sorted[0]!;
  const marked = sorted.filter((o) => o.score >= T.blank);
  const rest = sorted.filter((o) => o.score < T.blank);
  const restTop = rest[0]?.score ?? 0;
  if (marked.length === 0) {
    if (top.score < T.trace || isEven(top))
      return decision('blank', [], top.score < T.trace ? '未填涂' : '仅有擦除痕迹，按未作答');
    return decision('review', [top.value], `疑似勾画或未擦净（${top.value}）`);
  }
  const low = marked[marked.length - 1]!.score;
  const clear = marked.every(isEven) && low - restTop >= T.lightGap && restTop < T.trace;
  if (clear && (multiple || marked.length === 1))
    return decision('answered', names(marked), '填涂较浅，按本题相对深浅判读');
  return decision(
    'review',
    names(marked),
    `填涂过浅或不匀，无法确定（${names(marked).join('、')}）`,
  );
};

/** The decision before the selected values are put back in option order. */
const decideSorted = (options: readonly OptionReading[], multiple: boolean): ChoiceDecision => {
  if (options.length === 0) return decision('review', [], '没有可读的选项');
  const sorted = relative(options).sort((a, b) => b.score - a.score);
  const filled = sorted.filter(isFilled);
  const between = sorted.filter((o) => o.score >= T.blank && !isFilled(o));
  const ticks = sorted.filter((o) => o.score >= T.trace && o.score < T.blank && !isEven(o));
  if (filled.length === 0) return unfilled(sorted, multiple);
  if (!multiple && filled.length >= 2)
    return decision('multiple', names(filled), `多涂：${names(filled).join('、')}`);
  if (multiple) {
    if (between.length > 0 || ticks.length > 0)
      return decision(
        'review',
        names(filled),
        `选项${names([...between, ...ticks]).join('、')}深浅介于已涂与未涂之间`,
      );
    const partly = filled.filter(isPartial);
    return decision(
      'answered',
      names(filled),
      partly.length
        ? `选项${names(partly).join('、')}只涂了一部分，但涂得实，按已涂判读`
        : '填涂清晰',
    );
  }
  const [top, second] = [sorted[0]!, sorted[1]];
  const clearly = isPartial(top) ? '只涂了一部分，但涂得实，按已涂判读' : '填涂清晰';
  if (!second || second.score < T.trace) return decision('answered', [top.value], clearly);
  if (second.score < T.blank)
    return decision('answered', [top.value], `有擦除痕迹（${second.value}），取最深的选项`);
  if (top.score - second.score >= T.eraseMargin)
    return decision('answered', [top.value], `${second.value} 擦除不净，取最深的选项`);
  return decision(
    'review',
    [top.value, second.value],
    `${top.value}、${second.value} 深浅接近，无法确定`,
  );
};

/**
 * Decides one question from its options' scores: single choice (单选/判断/选做) or multiple (多选/双选).
 * Thresholds plus the question's own baseline and gap; 多涂 and anything doubtful are flagged, never guessed.
 */
export const decideChoice = (
  options: readonly OptionReading[],
  multiple: boolean,
): ChoiceDecision => {
  const d = decideSorted(options, multiple);
  const order = options.map((o) => o.value);
  return { ...d, selected: d.selected.sort((a, b) => order.indexOf(a) - order.indexOf(b)) };
};

/** Decides a single mark (缺考): filled, blank or review, on absolute scores. */
export const decideMark = (score: number): ChoiceDecision => {
  if (score >= T.filled) return decision('answered', ['1'], '已填涂');
  if (score < T.blank) return decision('blank', [], '未填涂');
  return decision('review', ['1'], '填涂过浅，无法确定');
};
