import {
  elementBubbles,
  type Bubble,
  type CardPage,
  type PageCode,
  type RectMm,
} from '../../layout';
import { scoreBubble, type BubbleScore, type InkLevels } from '../bubbles/bubbles.stage';
import { calibrate, type PageCalibration } from '../bubbles/calibrate';
import type { OptionReading } from '../bubbles/decide';
import type { ExamNoReading } from '../bubbles/exam-no';
import { scaleQuad, type QuadPx } from '../core/geometry';
import type { DecodedPage } from '../decode/decode.stage';
import { mapRect, type PageFit } from '../fit/fit.stage';
import type {
  BubbleOutcome,
  ChoiceOutcome,
  CodeOutcome,
  ObjectiveOutcome,
  PageResult,
  RegionOutcome,
} from './page-result.types';

/** What element handlers read from: the page, its fit and ink levels, and the page code. */
export interface ReadContext {
  page: DecodedPage;
  fit: PageFit;
  ink: InkLevels;
  code: PageCode;
  /** Every bubble of the page scored once, by bubble id. */
  scores: Map<string, BubbleScore>;
  /** The page's empty-bubble and fill levels that each option is judged against. */
  calibration: PageCalibration;
}

/** Builds the read context: scores every bubble of the page, then calibrates on all of them. */
export const buildReadContext = (
  base: Pick<ReadContext, 'page' | 'fit' | 'ink' | 'code'>,
  layoutPage: CardPage,
  photo = false,
): ReadContext => {
  const { page, fit, ink } = base;
  const scores = new Map<string, BubbleScore>();
  for (const el of layoutPage.elements)
    for (const b of elementBubbles(el))
      scores.set(b.id, scoreBubble(page.image, fit, b, ink, page.dpi));
  return { ...base, scores, calibration: { ...calibrate([...scores.values()]), photo } };
};

/** What element handlers write: the parts of a page result they fill, plus items for review. */
export interface Reading {
  bubbles: BubbleOutcome[];
  objective: ObjectiveOutcome[];
  choices: ChoiceOutcome[];
  regions: RegionOutcome[];
  codes: CodeOutcome[];
  examBubbles: ExamNoReading | null;
  barcode: CodeOutcome | null;
  hasStudentFields: boolean;
  absent: PageResult['absent'];
  reviews: string[];
}

/** An empty reading. */
export const emptyReading = (): Reading => ({
  bubbles: [],
  objective: [],
  choices: [],
  regions: [],
  codes: [],
  examBubbles: null,
  barcode: null,
  hasStudentFields: false,
  absent: null,
  reviews: [],
});

/** A layout rect's corners in source px. */
export const sourceQuad = (ctx: ReadContext, r: RectMm): QuadPx =>
  scaleQuad(mapRect(ctx.fit, r), ctx.page.scale);

/** Scores an element's bubbles, records them for overlays and returns them as option readings. */
export const readBubbles = (
  ctx: ReadContext,
  out: Reading,
  elementId: string,
  bubbles: readonly Bubble[],
): OptionReading[] =>
  bubbles.map((b) => {
    const s =
      ctx.scores.get(b.id) ?? scoreBubble(ctx.page.image, ctx.fit, b, ctx.ink, ctx.page.dpi);
    out.bubbles.push({
      id: b.id,
      elementId,
      value: b.value,
      quad: sourceQuad(ctx, b.rect),
      score: s.score,
      spread: s.spread,
      profile: s.profile,
    });
    const { score, spread, profile, coverage, peak } = s;
    return { value: b.value, score, spread, profile, coverage, peak };
  });
