import { describe, expect, it } from 'vitest';
import { decideChoice, decideMark, type OptionReading } from './decide';
import { decideExamNo } from './exam-no';

/** Options from scores (spread defaults to an even fill). */
const buildOptions = (
  scores: number[],
  spreads: number[] = [],
  values = 'ABCDEFG',
): OptionReading[] =>
  scores.map((score, i) => ({ value: values[i]!, score, spread: spreads[i] ?? 0.03 }));

/** One option with score, spread, profile, coverage and peak. */
const reading = (
  value: string,
  score: number,
  spread = 0.03,
  profile = 0.01,
  coverage = 1,
  peak = score + 0.03,
): OptionReading => ({ value, score, spread, profile, coverage, peak });

/** A page whose empty bubbles score 0.01 and whose clear fills are 0.8 darker. */
const PAGE = { empty: 0.01, noise: 0.01, ratio: 1.08, emptyPeak: 0.03, fill: 0.8 };

describe('decideChoice', () => {
  it('doubts a blurred tick whose darkest cells stay below the sharp stroke line, photo or scan', () => {
    // A tick leaving the bubble as a photo (blur, JPEG) gave it: 13% darker on average, its stroke
    // softened to 40% at its darkest, most of the bubble white. A blurred 150 dpi scan gives the same.
    const tick = reading('B', 0.147, 0.2, 0.05, 0.3, 0.42);
    const options = [reading('A', 0.02), tick, reading('C', 0.02), reading('D', 0.02)];
    expect(decideChoice(options, false, PAGE)).toMatchObject({ status: 'review', review: true });
    expect(decideChoice(options, false, { ...PAGE, photo: true })).toMatchObject({
      status: 'review',
      review: true,
    });
  });

  it('reads a bubble filled solidly over part of it (a half fill), but not a tick or a cross', () => {
    const half = reading('B', 0.47, 0.38, 0.37, 0.55, 0.9);
    const blank = (v: string) => reading(v, 0.02);
    expect(decideChoice([blank('A'), half, blank('C'), blank('D')], false)).toMatchObject({
      status: 'answered',
      selected: ['B'],
      review: false,
      reason: '选项B只涂了一部分，但涂得实，按已涂判读',
    });
    const cross = reading('B', 0.45, 0.38, 0.17, 0.45, 0.9);
    const tick = reading('B', 0.3, 0.35, 0.1, 0.3, 0.8);
    for (const mark of [cross, tick])
      expect(decideChoice([blank('A'), mark, blank('C'), blank('D')], false).review).toBe(true);
    expect(decideChoice([half, reading('C', 0.5, 0.37, 0.36, 0.6)], false).status).toBe('multiple');
    expect(decideChoice([reading('A', 0.82), cross, blank('C')], true).review).toBe(true);
  });

  it('sends a tick whose long stroke leaves the bubble to review, though it darkens the bubble little', () => {
    const tick = reading('C', 0.16, 0.3, 0.07, 0.22, 0.64);
    const d = decideChoice(
      [reading('A', 0.01), reading('B', 0.01), tick, reading('D', 0.01)],
      false,
      PAGE,
    );
    expect(d).toMatchObject({ status: 'review', selected: ['C'] });
    expect(d.reason).toContain('打勾、打叉');
    // Never taken for an erasure, however dark the page's fills are.
    const dark = { ...PAGE, fill: 0.95 };
    const options = [reading('A', 0.01), reading('B', 0.01), tick, reading('D', 0.01)];
    expect(decideChoice(options, false, dark).status).toBe('review');
  });

  it('reads a light 2B fill (33–43% darker than the empty bubbles) on its own evidence, and a faint mark (27%) goes to review', () => {
    const row = (b: OptionReading) => [
      reading('A', 0.01),
      b,
      reading('C', 0.01),
      reading('D', 0.01),
    ];
    expect(decideChoice(row(reading('B', 0.36, 0.05, 0.02, 1, 0.4)), false, PAGE)).toMatchObject({
      status: 'answered',
      selected: ['B'],
    });
    expect(decideChoice(row(reading('B', 0.27, 0.05, 0.02, 1, 0.3)), false, PAGE)).toMatchObject({
      status: 'review',
      selected: ['B'],
      reason: '选项B比空白选项深，但未达填涂深度',
    });
  });

  it('reads a light fill that covers the bubble evenly and stands far above the empty bubbles', () => {
    const row = (b: OptionReading) => [
      reading('A', 0.01),
      b,
      reading('C', 0.01),
      reading('D', 0.01),
    ];
    // 29% darker than the empty bubbles (a #a8 oval under a 0.35× contrast scan reads 0.275–0.30).
    const light = reading('B', 0.32, 0.04, 0.02, 1, 0.33);
    expect(decideChoice(row(light), false, PAGE)).toMatchObject({
      status: 'answered',
      selected: ['B'],
      review: false,
      reason: '选项B涂得较浅，但均匀盖满选项、远深于本页空白选项，按已涂判读',
    });
    expect(decideMark(light, PAGE).status).toBe('answered');
    // The same darkness on a page whose empty bubbles are noisy is not far enough above them.
    expect(decideChoice(row(light), false, { ...PAGE, noise: 0.03 }).status).toBe('review');
    // Nor a mark that leaves a fifth of the bubble white, nor a faint mark (24–26.5% here).
    expect(decideChoice(row(reading('B', 0.32, 0.1, 0.05, 0.8, 0.4)), false, PAGE).status).toBe(
      'review',
    );
    expect(decideChoice(row(reading('B', 0.29, 0.02, 0.01, 1, 0.3)), false, PAGE)).toMatchObject({
      status: 'review',
      reason: '选项B比空白选项深，但未达填涂深度',
    });
    // Beside a full fill on a single choice it is 多涂, not an erasure to ignore.
    const full = reading('D', 0.85, 0.05, 0.02, 1, 0.9);
    expect(
      decideChoice([reading('A', 0.01), light, reading('C', 0.01), full], false, PAGE),
    ).toMatchObject({ status: 'multiple', selected: ['B', 'D'], review: true });
    // An erasure residue stays an erasure.
    const residue = reading('B', 0.12, 0.03, 0.02, 0.9, 0.14);
    expect(
      decideChoice([reading('A', 0.01), residue, reading('C', 0.01), full], false, PAGE),
    ).toMatchObject({ status: 'answered', selected: ['D'] });
  });

  it('sends a blurred tick (a 150 dpi scan, blur σ1.2) to review, not to blank', () => {
    // Seen in a scan: 14% darker on average, the stroke softened to 44% at its darkest, 41% covered.
    const tick = reading('F', 0.18, 0.19, 0.07, 0.41, 0.49);
    const page = { ...PAGE, empty: 0.035, emptyPeak: 0.108 };
    expect(decideChoice([reading('T', 0.03), tick], false, page)).toMatchObject({
      status: 'review',
      selected: ['F'],
    });
    // An erasure residue that covers the bubble with no stroke stays blank.
    const residue = reading('F', 0.12, 0.03, 0.02, 0.85, 0.2);
    expect(decideChoice([reading('T', 0.03), residue], false, page).status).toBe('blank');
  });

  it('keeps every filled option of a multi-select row, however dark its neighbours', () => {
    const row = [0.85, 0.44, 0.45, 0.46].map((v, i) =>
      reading('ABCD'[i]!, v, 0.05, 0.02, 1, v + 0.05),
    );
    expect(decideChoice(row, true, PAGE)).toMatchObject({
      status: 'answered',
      selected: ['A', 'B', 'C', 'D'],
      reason: '填涂清晰',
    });
    const two = [0.9, 0.49, 0.01, 0.01].map((v, i) =>
      reading('ABCD'[i]!, v, 0.05, 0.02, 1, v + 0.05),
    );
    expect(decideChoice(two, true, PAGE).selected).toEqual(['A', 'B']);
  });

  it('reads the new fill beside an erasure only when the erasure is far fainter than the page’s fills', () => {
    const erased = reading('A', 0.1, 0.05, 0.03, 0.88, 0.15);
    const fill = reading('C', 0.62, 0.1, 0.08, 1, 0.74);
    expect(
      decideChoice([erased, reading('B', 0.01), fill, reading('D', 0.01)], false, PAGE),
    ).toMatchObject({
      status: 'answered',
      selected: ['C'],
    });
    const lighter = reading('A', 0.4, 0.05, 0.02, 1, 0.45);
    expect(
      decideChoice([lighter, reading('B', 0.01), fill, reading('D', 0.01)], false, PAGE),
    ).toMatchObject({
      status: 'multiple',
      selected: ['A', 'C'],
    });
  });

  it('reads one clear fill and a blank question', () => {
    expect(decideChoice(buildOptions([0.05, 0.85, 0.06, 0.05]), false)).toMatchObject({
      status: 'answered',
      selected: ['B'],
      review: false,
    });
    expect(decideChoice(buildOptions([0.05, 0.04, 0.06, 0.05]), false)).toMatchObject({
      status: 'blank',
      selected: [],
      review: false,
    });
  });

  it('subtracts the question baseline, so black printed letters do not count as marks', () => {
    const d = decideChoice(buildOptions([0.18, 0.19, 0.85, 0.18], [0.3, 0.3, 0.3, 0.3]), false);
    expect(d).toMatchObject({ status: 'answered', selected: ['C'] });
    expect(
      decideChoice(buildOptions([0.18, 0.19, 0.2, 0.18], [0.3, 0.3, 0.3, 0.3]), false).status,
    ).toBe('blank');
  });

  it('flags 多涂 on single choice and 判断, never picking one', () => {
    expect(decideChoice(buildOptions([0.8, 0.05, 0.75, 0.05]), false)).toMatchObject({
      status: 'multiple',
      selected: ['A', 'C'],
      review: true,
      reason: '多涂：A、C',
    });
    expect(decideChoice(buildOptions([0.7, 0.8], [], 'TF'), false)).toMatchObject({
      status: 'multiple',
      review: true,
    });
  });

  it('reads a multi-select as the set of filled options and reviews any faint option', () => {
    expect(decideChoice(buildOptions([0.8, 0.03, 0.82, 0.85]), true)).toMatchObject({
      status: 'answered',
      selected: ['A', 'C', 'D'],
    });
    expect(decideChoice(buildOptions([0.8, 0.28, 0.82, 0.03]), true)).toMatchObject({
      status: 'review',
      selected: ['A', 'C', 'B'],
    });
    expect(decideChoice(buildOptions([0.36, 0.03, 0.37, 0.03]), true)).toMatchObject({
      status: 'answered',
      selected: ['A', 'C'],
    });
    expect(decideChoice(buildOptions([0.03, 0.03, 0.03, 0.03]), true).status).toBe('blank');
  });

  it('treats a lone erasure as blank only against the page’s fills, and a lone tick as review', () => {
    expect(decideChoice(buildOptions([0.16, 0.02, 0.02, 0.02]), false, PAGE).status).toBe('blank');
    expect(decideChoice(buildOptions([0.2, 0.02, 0.02, 0.02]), false).status).toBe('review');
    expect(decideChoice(buildOptions([0.2, 0.02, 0.02, 0.02], [0.35]), false)).toMatchObject({
      status: 'review',
      selected: ['A'],
    });
  });
});

describe('decideMark', () => {
  it('reads the 缺考 bubble in three bands', () => {
    expect(decideMark(reading('1', 0.8)).status).toBe('answered');
    expect(decideMark(reading('1', 0.1)).status).toBe('blank');
    expect(decideMark(reading('1', 0.25))).toMatchObject({ status: 'review', review: true });
  });
});

describe('decideExamNo', () => {
  const column = (digit: number | number[], light = false): OptionReading[] =>
    buildOptions(
      Array.from({ length: 10 }, (_, v) =>
        [digit].flat().includes(v) ? (light ? 0.35 : 0.85) : 0.03,
      ),
      [],
      '0123456789',
    );

  it('reads one digit per column', () => {
    expect(decideExamNo([column(2), column(0), column(7), column(9, true)])).toMatchObject({
      examNo: '2079',
      partial: '2079',
    });
  });

  it('names blank and 多涂 columns and gives no number', () => {
    const r = decideExamNo([column(2), column([]), column([3, 5]), column(1)]);
    expect(r).toMatchObject({
      examNo: null,
      partial: '2??1',
      reason: '考号第 2 位未填涂，第 3 位多涂',
    });
  });
});
