import { describe, expect, it } from 'vitest';
import { mm, rect } from '../../layout';
import { buildWhiteMap } from '../bubbles/white-map';
import { quadPx } from '../core/geometry';
import { findFiducials } from '../fiducials/fiducials.stage';
import { decodeOnePage } from '../testing/decoded';
import { renderScan, faultPoint, type ScanFaults } from '../synthetic/synthetic-scan';
import { buildSheet } from '../synthetic/synthetic-sheet';
import { decideOrientation, type OrientationInput } from './orientation.stage';

const CUE = rect(20, 8.5, 8, 3);
const QR = rect(175, 20, 15, 15);
const sheet = buildSheet({
  shapes: [`<rect x="${CUE.x}" y="${CUE.y}" width="${CUE.w}" height="${CUE.h}" fill="#141414"/>`],
});
const centres = sheet.fiducials.map((f) => ({ x: mm(f.x), y: mm(f.y) }));
/** Slots are tl, tr, bl, br: the opposite of each is the reverse order. */
const OPPOSITE = [3, 2, 1, 0];

const inputFor = async (
  faults: Partial<ScanFaults>,
  qrAt: 'printed' | 'none' = 'none',
): Promise<OrientationInput> => {
  const page = await decodeOnePage(await renderScan(sheet, { bedMm: 4, ...faults }));
  const k = page.dpi / 25.4;
  const found = findFiducials(page.image, {
    expected: centres,
    sideMm: 5,
    dpi: page.dpi,
    prior: [k, 0, 0, 0, k, 0, 0, 0, 1],
  });
  const marks = found.marks.flatMap((m, i) =>
    m ? [{ layout: centres[i]!, opposite: centres[OPPOSITE[i]!]!, image: m.centre }] : [],
  );
  const corner = (x: number, y: number) => {
    const p =
      qrAt === 'printed'
        ? faultPoint(sheet, { bedMm: 4, ...faults }, { x, y })
        : { x: 105, y: 150 };
    return { x: p.x * k, y: p.y * k };
  };
  const qr =
    qrAt === 'none'
      ? null
      : {
          layout: QR,
          image: quadPx([corner(175, 20), corner(190, 20), corner(190, 35), corner(175, 35)]),
        };
  return {
    image: page.image,
    dpi: page.dpi,
    marks,
    guessDeg: 0,
    cue: CUE,
    ink: { white: buildWhiteMap(page.image, 25), black: found.ink ?? 0 },
    qr,
  };
};

describe('decideOrientation', () => {
  it('keeps an upright page by its cue, and agrees with the page-code position', async () => {
    const r = await decideOrientation(await inputFor({ rotateDeg: 2 }));
    expect(r).toMatchObject({ ok: true, orientation: 0, evidence: '方向标记' });
    const both = decideOrientation(await inputFor({ rotateDeg: 2 }, 'printed'));
    expect(both).toMatchObject({ ok: true, orientation: 0, evidence: '方向标记与二维码一致' });
    if (both.ok) expect(both.fit.angleDeg).toBeCloseTo(2, 0);
  });

  it('turns a page fed upside down, with three fiducials left', async () => {
    const input = await inputFor({ rotateDeg: 181 });
    const r = decideOrientation({ ...input, marks: input.marks.slice(1) });
    expect(r).toMatchObject({ ok: true, orientation: 180 });
    if (r.ok) expect(Math.abs(r.fit.angleDeg)).toBeGreaterThan(178);
  });

  it('refuses when the cue and the QR disagree, or when neither tells', async () => {
    const input = await inputFor({});
    const k = input.dpi / 25.4;
    // the QR read where it would sit on a page turned 180° (centre 27.5, 269.5 mm)
    const at = (x: number, y: number) => ({ x: (x + 4) * k, y: (y + 4) * k });
    const turnedQr = quadPx([at(35, 277), at(20, 277), at(20, 262), at(35, 262)]);
    expect(decideOrientation({ ...input, qr: { layout: QR, image: turnedQr } })).toEqual({
      ok: false,
      stage: 'orientation',
      reason: '方向标记与页码二维码位置矛盾，无法判定方向',
    });
    expect(decideOrientation({ ...input, cue: rect(100, 150, 8, 3) })).toEqual({
      ok: false,
      stage: 'orientation',
      reason: '方向标记不清且未读到页码二维码，无法判定方向',
    });
  });
});
