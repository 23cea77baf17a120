import { mm } from '../units';
import type {
  FlowInline,
  FlowMeasurer,
  LaidParagraph,
  ParagraphOptions,
  TextStyle,
} from './flow.types';

/** What block builders share: the measurer and the column width (mm). */
export interface FlowContext {
  measurer: FlowMeasurer;
  width: number;
}

/** Lays out rich text at the column width (or narrower). */
export const para = (
  ctx: FlowContext,
  text: readonly FlowInline[],
  style: TextStyle,
  options: Partial<ParagraphOptions> = {},
): LaidParagraph => ctx.measurer.paragraph(text, style, { width: mm(ctx.width), ...options });

/** Plain text as one inline run. */
export const plain = (
  v: string,
  extra: Partial<Pick<FlowInline, 'weight' | 'color'>> = {},
): FlowInline => ({
  t: 'text',
  v,
  ...extra,
});
