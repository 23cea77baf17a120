import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildPaper, layoutCard, type ObjectiveItem } from '../../layout';
import { buildCardMarks, cardSheet } from '../synthetic/card-sheet';
import { photographSheet, type PhotoFaults } from '../synthetic/phone-photo';
import { renderScan } from '../synthetic/synthetic-scan';
import { decodeOnePage } from '../testing/decoded';
import { RETAKE_PHOTO } from './locate-photo.step';
import { recognisePage } from './recognise-page';

const layout = layoutCard(buildPaper());
const EXAM_NO = '2024011503';
const questions: ObjectiveItem[] = layout.pages[0]!.elements.flatMap((e) =>
  e.kind === 'objective-group' ? e.questions : [],
);
const pick = (q: ObjectiveItem, i: number) => q.bubbles[(i * 3) % q.bubbles.length]!;
const want = Object.fromEntries(questions.map((q, i) => [q.questionId, pick(q, i).value]));
let sheet: { data: Uint8Array; width: number; height: number };

beforeAll(async () => {
  const marks = buildCardMarks({
    bubbles: Object.fromEntries(questions.map((q, i) => [pick(q, i).id, 'full' as const])),
    qrExamNo: EXAM_NO,
  });
  const scan = await renderScan(await cardSheet(layout, 1, marks), { dpi: 200, format: 'png' });
  const { data, info } = await sharp(scan)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  sheet = { data, width: info.width, height: info.height };
});

const read = async (faults: Partial<PhotoFaults>) => {
  const { bytes } = await photographSheet(sheet, faults, 7);
  return recognisePage(await decodeOnePage(bytes), () => layout);
};

describe('phone photos of a card on a desk', () => {
  it.each<[string, Partial<PhotoFaults>]>([
    [
      'upright on wood, keystone 12%, light falling to 60%',
      { keystone: 0.12, sideTilt: 0.04, rotateDeg: -4, light: { low: 0.6, angleDeg: 40 } },
    ],
    [
      'upside down on a dark desk, keystone 10%, tilted sideways, light from below',
      {
        turn180: true,
        background: 'dark',
        keystone: 0.1,
        sideTilt: -0.05,
        rotateDeg: 5,
        light: { low: 0.65, angleDeg: 250 },
      },
    ],
  ])(
    'reads every answer of a photo %s, fitted as a perspective',
    async (_n, faults) => {
      const r = await read(faults);
      expect(r.fit?.model, r.reason ?? '').toBe('projective');
      expect(r.orientation).toBe(faults.turn180 ? 180 : 0);
      expect(r.student?.examNo).toBe(EXAM_NO);
      expect(Object.fromEntries(r.objective.map((o) => [o.questionId, o.answer]))).toEqual(want);
      expect(r.objective.every((o) => !o.decision.review)).toBe(true);
    },
    30_000,
  );

  it('refuses a photo whose lower fiducials are outside the frame, keeps the student and says what to retake', async () => {
    const r = await read({ offset: { x: 0, y: 0.2 }, fill: 0.9, keystone: 0.06 });
    expect(r.status).toBe('定位异常');
    expect(r.reason).toContain(RETAKE_PHOTO);
    expect(r.student?.examNo).toBe(EXAM_NO);
    expect(r.objective).toEqual([]);
  }, 30_000);

  it('refuses a photo too blurred for its QR with what to retake', async () => {
    const r = await read({ blur: 6 });
    expect(r.status).toBe('页码异常');
    expect(r.reason).toContain(RETAKE_PHOTO);
  }, 30_000);
});
