import { rgb } from 'pdf-lib';

/** Inks and line widths (points) of cards, labels and the printer check page. */
export const INKS = {
  black: rgb(0, 0, 0),
  /** Bubble outlines and labels: red, so the scanner's red channel sees an empty bubble as white. */
  bubble: rgb(0.88, 0.23, 0.23),
  /** Hand-writing boxes and grid lines. */
  rule: rgb(0.25, 0.25, 0.25),
  gray: rgb(0.45, 0.45, 0.45),
} as const;

/** Line widths in points. */
export const LINE = {
  box: 0.8,
  thin: 0.4,
  bubble: 0.6,
  hair: 0.3,
} as const;
