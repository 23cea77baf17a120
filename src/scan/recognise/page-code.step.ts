import {
  MM_PER_INCH,
  PAPER_SIZES,
  cardFrame,
  decodePageCode,
  rect,
  type PageCode,
  type RectMm,
  type SizeMm,
} from '../../layout';
import { applyHomography } from '../core/homography';
import { codeAngle, readCode, type CodeAttempt, type CodeRead } from '../codes/codes.stage';
import type { DecodedPage } from '../decode/decode.stage';
import { orientationPrior } from '../orientation/prior';
import { toOrientation, type Orientation } from '../orientation/orientation.stage';

/** Where a page code may sit on a sheet of some size (layout mm). */
export interface PageCodeHint {
  sheet: SizeMm;
  region: RectMm;
}

/** Default hints: the top-right end of the header band of each card size, where the layout puts the QR. */
export const defaultPageCodeHints = (): PageCodeHint[] =>
  PAPER_SIZES.map((size) => {
    const { sheet, header } = cardFrame(size);
    return { sheet, region: rect(header.x + header.w - 26, header.y - 3, 29, 25) };
  });

/** The page code found, or why not. */
export type PageCodeFind =
  | { found: true; code: PageCode; read: CodeRead; guessDeg: Orientation }
  | { found: false; reason: string };

/** Sheets the image can be (±12% in size), each with the turns that fit its aspect. */
const candidates = (page: DecodedPage, hints: readonly PageCodeHint[]) => {
  const w = (page.image.width * MM_PER_INCH) / page.dpi;
  const h = (page.image.height * MM_PER_INCH) / page.dpi;
  const near = (a: number, b: number): boolean => Math.abs(a / b - 1) <= 0.12;
  const fitting = hints.flatMap((hint) => {
    const { width, height } = hint.sheet;
    if (near(w, width) && near(h, height)) return [{ hint, turns: [0, 180] as Orientation[] }];
    if (near(w, height) && near(h, width)) return [{ hint, turns: [90, 270] as Orientation[] }];
    return [];
  });
  const all =
    fitting.length > 0
      ? fitting
      : hints.map((hint) => ({ hint, turns: [0, 180, 90, 270] as Orientation[] }));
  const k = page.dpi / MM_PER_INCH;
  return all.flatMap(({ hint, turns }) =>
    turns.map((turn) => {
      const prior = orientationPrior(turn, hint.sheet, k);
      const r = hint.region;
      const corners = [
        { x: r.x, y: r.y },
        { x: r.x + r.w, y: r.y + r.h },
      ].map((p) => applyHomography(prior, p));
      return { turn, corners };
    }),
  );
};

const isPageCode = (text: string): boolean => decodePageCode(text) !== null;

/**
 * Finds the page-code QR: each hint region under each plausible turn, first on the geometry image,
 * then at full resolution, finally the whole page. A foreign QR is named, never taken.
 */
export const findPageCode = async (
  page: DecodedPage,
  hints: readonly PageCodeHint[],
): Promise<PageCodeFind> => {
  const regions = candidates(page, hints);
  const passes: CodeAttempt[][] = [['roi'], ['roi-full']];
  let reason = '未读到页码二维码';
  for (const attempts of passes)
    for (const { corners } of regions) {
      const r = await readCode(page, {
        format: 'QRCode',
        region: corners,
        marginMm: 6,
        accept: isPageCode,
        attempts,
      });
      if (r.found) return found(r.code);
      if (r.reason.includes('外来码')) reason = r.reason;
    }
  const whole = [
    { x: 0, y: 0 },
    { x: page.image.width, y: page.image.height },
  ];
  const last = await readCode(page, {
    format: 'QRCode',
    region: whole,
    accept: isPageCode,
    attempts: ['page'],
  });
  if (last.found) return found(last.code);
  // A picture without a resolution (a photo, a chat tool's copy): the geometry image may be too
  // coarse for the QR's modules, so the whole page is read once more at full resolution.
  if (page.source.dpiGuessed) {
    const full = await readCode(page, {
      format: 'QRCode',
      region: whole,
      accept: isPageCode,
      attempts: ['wide'],
    });
    if (full.found) return found(full.code);
  }
  return { found: false, reason: last.reason.includes('外来码') ? last.reason : reason };
};

const found = (read: CodeRead): PageCodeFind => {
  const code = decodePageCode(read.text);
  if (!code) return { found: false, reason: '页码二维码无法解析' };
  return { found: true, code, read, guessDeg: toOrientation(codeAngle(read)) };
};
