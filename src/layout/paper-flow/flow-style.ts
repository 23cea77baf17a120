import type { TextStyle } from './flow.types';

/** Type sizes of a printed paper (points): 三号 title, 小四 subtitle, 五号 body, 小五 notes. */
export const STYLES = {
  title: { sizePt: 16, weight: 'bold', lineHeight: 1.5 },
  subtitle: { sizePt: 12, weight: 'regular', lineHeight: 1.6 },
  info: { sizePt: 10.5, weight: 'regular', lineHeight: 2 },
  notice: { sizePt: 9, weight: 'regular', lineHeight: 1.6 },
  section: { sizePt: 10.5, weight: 'bold', lineHeight: 1.8 },
  body: { sizePt: 10.5, weight: 'regular', lineHeight: 1.7 },
  answer: { sizePt: 10.5, weight: 'regular', lineHeight: 1.6 },
  footer: { sizePt: 9, weight: 'regular', lineHeight: 1.2 },
} as const satisfies Record<string, TextStyle>;

/** One em of a style in millimetres. */
export const emMm = (style: TextStyle): number => (style.sizePt * 25.4) / 72;

/** Vertical spaces between blocks, in mm. */
export const SPACE = {
  header: 1,
  section: 3.5,
  question: 2,
  part: 0.5,
  answer: 0.5,
} as const;

/** Options start this many em right of the column edge. */
export const OPTION_INDENT_EM = 2;
/** Minimum gap between option cells, in em. */
export const OPTION_GAP_EM = 1.5;
