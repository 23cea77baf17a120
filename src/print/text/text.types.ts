import type { LineItem, TextColor, TextWeight } from '../../layout';
import type { BreakClass } from './kinsoku';

/** Style of a text run. */
export interface RunStyle {
  sizePt: number;
  weight: TextWeight;
  color: TextColor;
}

/** What a box atom draws (a line item without its x). */
export type BoxItem = LineItem extends infer I
  ? I extends { kind: 'text' }
    ? never
    : Omit<I, 'x'>
  : never;

/** The smallest piece the line breaker places; lengths in mm. */
export type Atom =
  | { kind: 'text'; text: string; cls: BreakClass; width: number; style: RunStyle }
  | { kind: 'space'; width: number; style: RunStyle }
  /** TeX, an image or a blank; `own` boxes stand on a line of their own (display TeX, figures). */
  | { kind: 'box'; width: number; ascent: number; descent: number; own: boolean; item: BoxItem }
  | { kind: 'br' };

/** Formula metrics in mm, or null when the TeX does not parse. */
export interface TexBoxMetrics {
  width: number;
  ascent: number;
  descent: number;
}

/** Measurements the breaker needs, in mm. */
export interface TextMetrics {
  textWidth(text: string, style: RunStyle): number;
  tex(tex: string, display: boolean, sizePt: number): TexBoxMetrics | null;
}
