import {
  COVER_LINE,
  FILL_LINE,
  RATIO,
  calibrate,
  darkness,
  type PageCalibration,
} from './calibrate';

/** One option's reading: its value (e.g. "A") with the measures from the bubbles stage. */
export interface OptionReading {
  value: string;
  score: number;
  spread: number;
  /** Unevenness along one axis: high for a bubble filled over part of its width (see BubbleScore). */
  profile?: number;
  /** Share of the bubble's cells the mark covers (see BubbleScore; absent = an even fill). */
  coverage?: number;
  /** Darkness of its darkest cells (see BubbleScore; absent = its score). */
  peak?: number;
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

/** Decision lines, in darkness above the page's empty bubbles (0 = as empty, 1 = black). */
export const THRESHOLDS = {
  fill: FILL_LINE,
  cover: COVER_LINE,
  /** Below this (and at least 5 × the empty bubbles' noise) nothing was marked. */
  trace: 0.15,
  /** A stroke as dark as this inside a bubble (a tick's or a cross's) needs a person… */
  stroke: 0.45,
  /** …once it darkens the bubble by this much. */
  strokeTrace: 0.035,
  /** A residue is an erasure when no darker than this share of the page's fills (mean and peak). */
  erasure: 0.45,
  erasurePeak: 0.5,
  erasurePeakMax: 0.35,
  /** …and never darker than this: a mark 27% darker than the empty bubbles is a faint mark, not an erasure. */
  erasureMax: 0.2,
  /**
   * On a phone photo (blurred): the trace and stroke lines a mark is doubted from. On a scan, a mark
   * leaving most of the bubble white is doubted from these lines too: blur (σ 1.2 at 150 dpi) softens
   * a tick's stroke to 38–44% at its darkest and 14% on average, and such a tick is never a blank.
   */
  photoTrace: 0.1,
  photoStroke: 0.3,
  /**
   * A light fill: an even mark over (nearly) the whole bubble a little under the fill line, read as
   * filled from this darkness when it also stands `lightNoise` × the empty bubbles' noise above them.
   * Far above any erasure residue (at most `erasureMax`), and above a faint mark (27% darker than the
   * empty bubbles reads 0.24–0.265 here), which still goes to review.
   */
  light: 0.28,
  lightCover: 0.9,
  lightNoise: 12,
  /** A bubble filled solidly over part of it (a half fill): filled from this darkness and profile. */
  partial: 0.4,
  partialProfile: 0.27,
} as const;

const T = THRESHOLDS;

/** What one option holds, on its own evidence against the page's empty bubbles. */
type OptionClass = 'none' | 'fill' | 'light' | 'partial' | 'residue' | 'faint' | 'stroke';

const classify = (o: OptionReading, cal: PageCalibration): OptionClass => {
  const d = darkness(o.score, cal);
  const peak = Math.max(
    0,
    ((o.peak ?? o.score) - cal.emptyPeak) / Math.max(0.05, cal.ratio - cal.emptyPeak),
  );
  const trace = cal.photo ? T.photoTrace : T.trace;
  const floor = Math.max(trace, (5 * cal.noise) / Math.max(0.05, cal.ratio - cal.empty));
  const covered = (o.coverage ?? 1) >= T.cover;
  if (d >= T.fill && covered) return 'fill';
  if (d >= T.partial && (o.profile ?? 0) >= T.partialProfile) return 'partial';
  // A stroke: ink as dark as a fill that leaves most of the bubble white (or far lighter on average).
  const strokeLine = cal.photo ? T.photoStroke : T.stroke;
  const soft = !covered && peak >= T.photoStroke && d >= T.photoTrace;
  const stroke = ((!covered || d < peak / 2) && peak >= strokeLine && d >= T.strokeTrace) || soft;
  // A stroke is never an erasure: a tick's ink is as dark as a fill, a residue's is not.
  if (stroke || (!covered && d >= T.fill)) return 'stroke';
  const sigma = cal.noise / Math.max(0.05, cal.ratio - cal.empty);
  const even = (o.coverage ?? 1) >= T.lightCover;
  if (d >= T.light && even && d >= T.lightNoise * sigma) return 'light';
  if (d < floor) return 'none';
  const f = cal.fill;
  if (f === null || d >= T.erasureMax || d > T.erasure * f) return 'faint';
  return peak <= Math.min(T.erasurePeakMax, T.erasurePeak * f) ? 'residue' : 'faint';
};

const decision = (status: ChoiceStatus, selected: string[], reason: string): ChoiceDecision => ({
  status,
  selected,
  review: status === 'multiple' || status === 'review',
  reason,
});
const list = (o: readonly OptionReading[]): string => o.map((x) => x.value).join('、');

/** The question's own calibration, when no page calibration is given (its lightest option as empty). */
const ownCalibration = (options: readonly OptionReading[]): PageCalibration => {
  const own = calibrate(options, 1, 0);
  return own.empty < 0.25 ? own : { ...own, empty: 0, emptyPeak: 0, fill: null };
};

/**
 * Decides one question from its options: single choice (单选/判断/选做) or multiple (多选/双选).
 * Each option stands on its own evidence against the page's empty bubbles: a fill (33% darker and
 * covering the bubble), an erasure residue (much fainter than the page's fills), or a doubtful mark
 * (faint, tick, cross) that sends the question to a person. 多涂 is flagged, never guessed.
 */
export const decideChoice = (
  options: readonly OptionReading[],
  multiple: boolean,
  calibration?: PageCalibration,
): ChoiceDecision => {
  if (options.length === 0) return decision('review', [], '没有可读的选项');
  const cal = calibration ?? ownCalibration(options);
  const of = (...kinds: OptionClass[]): OptionReading[] =>
    options.filter((o) => kinds.includes(classify(o, cal)));
  const fills = of('fill', 'light', 'partial');
  const light = of('light');
  const partial = of('partial');
  const strokes = of('stroke');
  const faint = of('faint');
  const residues = of('residue');
  const values = fills.map((o) => o.value);
  if (!multiple && fills.length >= 2) return decision('multiple', values, `多涂：${list(fills)}`);
  if (strokes.length || faint.length) {
    const why = [
      strokes.length ? `选项${list(strokes)}疑似打勾、打叉或只有笔画，需人工确认` : '',
      faint.length ? `选项${list(faint)}比空白选项深，但未达填涂深度` : '',
    ].filter(Boolean);
    return decision(
      'review',
      [...values, ...[...strokes, ...faint].map((o) => o.value)],
      why.join('；'),
    );
  }
  if (fills.length === 0)
    return residues.length
      ? decision('blank', [], `仅有擦除痕迹（${list(residues)}，比本页填涂浅得多），按未作答`)
      : decision('blank', [], '未填涂');
  const notes = [
    partial.length ? `选项${list(partial)}只涂了一部分，但涂得实，按已涂判读` : '',
    light.length
      ? `选项${list(light)}涂得较浅，但均匀盖满选项、远深于本页空白选项，按已涂判读`
      : '',
    residues.length ? `${list(residues)} 有擦除痕迹（比本页填涂浅得多），不计` : '',
  ].filter(Boolean);
  return decision('answered', values, notes.length ? notes.join('；') : '填涂清晰');
};

/** Decides a single mark (缺考) on the same evidence as an option. */
export const decideMark = (
  reading: OptionReading,
  calibration?: PageCalibration,
): ChoiceDecision => {
  const cal = calibration ?? { empty: 0, noise: 0.01, ratio: RATIO, emptyPeak: 0, fill: null };
  const c = classify(reading, cal);
  if (c === 'fill' || c === 'light' || c === 'partial')
    return decision('answered', ['1'], '已填涂');
  if (c === 'none' || c === 'residue') return decision('blank', [], '未填涂');
  return decision('review', ['1'], '填涂过浅或不完整，无法确定');
};
