import { mm } from '../../layout';
import type { DecodedPage } from '../decode/decode.stage';
import { findFiducials } from '../fiducials/fiducials.stage';
import { fitPage, type PageFit } from '../fit/fit.stage';
import type { SheetSpec } from '../synthetic/synthetic-sheet';

/** Slots are tl, tr, bl, br: on a page turned 180° each holds the opposite corner. */
const OPPOSITE = [3, 2, 1, 0];

/** Finds a synthetic sheet's fiducials and fits the page, upright or turned 180° (test helper: throws on failure). */
export const fitSheet = (
  page: DecodedPage,
  sheet: SheetSpec,
  turned = false,
): { fit: PageFit; black: number } => {
  const expected = sheet.fiducials.map((f) => ({ x: mm(f.x), y: mm(f.y) }));
  const k = page.dpi / 25.4;
  const prior = [k, 0, 0, 0, k, 0, 0, 0, 1] as const;
  const found = findFiducials(page.image, { expected, sideMm: 5, dpi: page.dpi, prior });
  const pairs = found.marks.flatMap((m, i) =>
    m ? [{ layout: expected[turned ? OPPOSITE[i]! : i]!, image: m.centre }] : [],
  );
  const r = fitPage(pairs, page.dpi);
  if (!r.ok || found.ink === null) throw new Error(r.ok ? 'no ink' : r.reason);
  return { fit: r.fit, black: found.ink };
};
