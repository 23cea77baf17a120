import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { buildPaper, layoutCard, type ObjectiveItem } from '../../layout';
import { buildCardMarks, cardSheet } from '../synthetic/card-sheet';
import { decodeOnePage } from '../testing/decoded';
import { renderScan } from '../synthetic/synthetic-scan';
import type { BubbleMark } from '../synthetic/synthetic-sheet';
import { recognisePage } from './recognise-page';

const layout = layoutCard(buildPaper({ settings: { size: 'A3' } }));
const questions: ObjectiveItem[] = layout.pages[0]!.elements.flatMap((e) =>
  e.kind === 'objective-group' ? e.questions : [],
);
const bubbles: Record<string, BubbleMark> = Object.fromEntries(
  questions.map((q, i) => [q.bubbles[i % q.bubbles.length]!.id, 'full' as const]),
);
const want = Object.fromEntries(
  questions.map((q, i) => [q.questionId, q.bubbles[i % q.bubbles.length]!.value]),
);

describe('recognisePage on an A3 two-column card', () => {
  it.each([
    ['landscape, as printed', 0],
    ['fed portrait (turned 90°)', 90],
    ['fed portrait the other way (turned 270°)', 270],
  ])('reads it %s', async (_name, turn) => {
    const scan = await renderScan(await cardSheet(layout, 1, buildCardMarks({ bubbles })), {
      dpi: 150,
      bedMm: 3,
    });
    const turned = turn
      ? await sharp(scan).rotate(turn).withMetadata({ density: 150 }).jpeg().toBuffer()
      : scan;
    const r = await recognisePage(await decodeOnePage(turned), () => layout);
    expect(r.orientation).toBe(turn);
    expect(Object.fromEntries(r.objective.map((o) => [o.questionId, o.answer]))).toEqual(want);
    expect(r.fit!.residualMm).toBeLessThan(0.3);
  });
});
