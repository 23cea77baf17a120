import { describe, expect, it } from 'vitest';
import { rect, type RectMm } from '../../layout';
import { decodeOnePage } from '../testing/decoded';
import { fitSheet } from '../testing/fitted';
import { renderScan, type ScanFaults } from '../synthetic/synthetic-scan';
import { bubbleSvg, buildSheet, type BubbleMark } from '../synthetic/synthetic-sheet';
import { scoreBubbles, type BubbleScore } from './bubbles.stage';
import { calibrate } from './calibrate';
import { decideChoice, type ChoiceDecision } from './decide';
import { buildWhiteMap } from './white-map';

const LABELS = ['A', 'B', 'C', 'D'];
/** Option rect of question row `q`, option `o` (layout-like: 5.5 × 3.2 mm, 7 mm pitch, 5 mm rows). */
const optionRect = (q: number, o: number): RectMm => rect(40 + o * 7, 40 + q * 5, 5.5, 3.2);

/** Each question: its marks per option and whether several may be chosen. */
const QUESTIONS: {
  marks: BubbleMark[];
  multiple?: boolean;
  want: Pick<ChoiceDecision, 'status' | 'selected'>;
}[] = [
  { marks: ['full', 'blank', 'blank', 'blank'], want: { status: 'answered', selected: ['A'] } },
  { marks: ['blank', 'blank', 'blank', 'blank'], want: { status: 'blank', selected: [] } },
  { marks: ['blank', 'half', 'blank', 'blank'], want: { status: 'answered', selected: ['B'] } },
  { marks: ['blank', 'blank', 'light', 'blank'], want: { status: 'answered', selected: ['C'] } },
  { marks: ['erased', 'blank', 'blank', 'full'], want: { status: 'answered', selected: ['D'] } },
  { marks: ['full', 'blank', 'full', 'blank'], want: { status: 'multiple', selected: ['A', 'C'] } },
  { marks: ['blank', 'tick', 'blank', 'blank'], want: { status: 'review', selected: ['B'] } },
  { marks: ['cross', 'blank', 'blank', 'blank'], want: { status: 'review', selected: ['A'] } },
  {
    marks: ['full', 'blank', 'full', 'blank'],
    multiple: true,
    want: { status: 'answered', selected: ['A', 'C'] },
  },
  {
    marks: ['full', 'light', 'blank', 'blank'],
    multiple: true,
    want: { status: 'answered', selected: ['A', 'B'] },
  },
  { marks: ['blank', 'erased', 'blank', 'blank'], want: { status: 'blank', selected: [] } },
];

const letters = (q: number): string[] =>
  LABELS.map((l, o) => {
    const r = optionRect(q, o);
    return `<text x="${r.x + r.w / 2}" y="${r.y + r.h * 0.78}" font-size="2.3" text-anchor="middle" fill="#e03a3a">${l}</text>`;
  });
const sheet = buildSheet({
  shapes: QUESTIONS.flatMap((q, i) => [
    ...letters(i),
    ...q.marks.map((m, o) => bubbleSvg(optionRect(i, o), m)),
  ]),
});

const read = async (
  faults: Partial<ScanFaults>,
): Promise<{ scores: BubbleScore[][]; decisions: ChoiceDecision[] }> => {
  const page = await decodeOnePage(await renderScan(sheet, faults));
  const { fit, black } = fitSheet(page, sheet);
  const ink = { white: buildWhiteMap(page.image, Math.round(page.dpi / 4)), black };
  const scores = QUESTIONS.map((q, i) =>
    scoreBubbles(
      page.image,
      fit,
      LABELS.map((l, o) => ({ id: `q${i}-${l}`, rect: optionRect(i, o) })),
      ink,
      page.dpi,
    ),
  );
  const calibration = calibrate(scores.flat());
  const decisions = QUESTIONS.map((q, i) =>
    decideChoice(
      scores[i]!.map((s, o) => ({ value: LABELS[o]!, ...s })),
      q.multiple ?? false,
      calibration,
    ),
  );
  return { scores, decisions };
};

const scoreOf = (scores: BubbleScore[][], q: number, o: number): BubbleScore => scores[q]![o]!;

describe('scoreBubbles', () => {
  it('puts each kind of mark in its band', async () => {
    const { scores } = await read({ rotateDeg: 1.5, bedMm: 4 });
    expect(scoreOf(scores, 1, 0).score).toBeLessThan(0.07);
    expect(scoreOf(scores, 10, 1).score).toBeGreaterThan(0.07);
    expect(scoreOf(scores, 10, 1).score).toBeLessThan(0.2);
    expect(scoreOf(scores, 3, 2).score).toBeGreaterThan(0.3);
    expect(scoreOf(scores, 3, 2).score).toBeLessThan(0.48);
    expect(scoreOf(scores, 2, 1).score).toBeGreaterThan(0.5);
    expect(scoreOf(scores, 2, 1).score).toBeLessThan(0.7);
    expect(scoreOf(scores, 0, 0).score).toBeGreaterThan(0.8);
    expect(scoreOf(scores, 3, 2).spread).toBeLessThan(0.22);
    expect(scoreOf(scores, 6, 1).spread).toBeGreaterThan(0.22);
    expect(scoreOf(scores, 7, 0).spread).toBeGreaterThan(0.22);
  });
});

describe('decideChoice on scanned bubbles', () => {
  it.each<[string, Partial<ScanFaults>]>([
    ['clean, turned 1.5°', { rotateDeg: 1.5, bedMm: 4 }],
    ['contrast 0.35×, noise and blur', { contrast: 0.35, noise: 6, blur: 0.8 }],
    ['scaled 97%, 200 dpi', { scale: 0.97, dpi: 200 }],
  ])(
    'reads full, half, light, erased, double, tick, cross and blank: %s',
    async (_name, faults) => {
      const { decisions } = await read(faults);
      expect(decisions.map((d) => ({ status: d.status, selected: d.selected }))).toEqual(
        QUESTIONS.map((q) => q.want),
      );
      expect(decisions.every((d) => d.reason.length > 0)).toBe(true);
    },
  );
});
