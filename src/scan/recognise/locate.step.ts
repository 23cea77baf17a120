import {
  MM_PER_INCH,
  rect,
  type CardLayout,
  type CardPage,
  type Corner,
  type FiducialElement,
  type PageCodeElement,
  type RectMm,
} from '../../layout';
import { buildWhiteMap } from '../bubbles/white-map';
import type { InkLevels } from '../bubbles/bubbles.stage';
import { fitTransform, type Homography, type Vec2 } from '../core/homography';
import type { CodeRead } from '../codes/codes.stage';
import type { DecodedPage } from '../decode/decode.stage';
import { findFiducials, type FiducialsResult } from '../fiducials/fiducials.stage';
import type { PageFit } from '../fit/fit.stage';
import { pointPx, type PointPx } from '../core/geometry';
import { decideOrientation, type Orientation } from '../orientation/orientation.stage';
import { orientationPrior } from '../orientation/prior';

/** A fiducial of the layout and where it was found (geometry px), if it was. */
export interface MatchedFiducial {
  element: FiducialElement;
  centre: PointPx | null;
}

/** The page located: its fit, orientation, fiducials found and the ink levels for bubble scores. */
export type Located =
  | {
      ok: true;
      fit: PageFit;
      orientation: Orientation;
      matched: MatchedFiducial[];
      ink: InkLevels;
      /** Set when the page was located without all its fiducials (the page then goes to review). */
      note: string | null;
      /** Located as a phone photo (perspective): blur there softens faint marks and strokes. */
      photo?: boolean;
    }
  | { ok: false; status: '定位异常' | '方向异常'; reason: string; matched: MatchedFiducial[] };

const OPPOSITE: Record<Corner, Corner> = { tl: 'br', tr: 'bl', bl: 'tr', br: 'tl' };
/** With the QR as a first guess, a fiducial is sought this close to its predicted place. */
const NEAR_RADIUS_MM = 15;
/** The QR read must lie this close to its layout place, or the layout is not the one printed. */
const QR_PLACE_MM = 6;
/** Placed from one fiducial and the QR, the pair's scale must agree with the QR's within this share. */
const ONE_SCALE = 0.04;
/** …and lie at least this far from the QR. */
const ONE_BASELINE_MM = 100;
/** Paper white is taken per cell of about this size. */
const WHITE_CELL_MM = 6;

const centreOf = (r: RectMm): Vec2 => ({ x: r.x + r.w / 2, y: r.y + r.h / 2 });
const meanOf = (q: readonly Vec2[]): Vec2 => ({
  x: q.reduce((s, p) => s + p.x, 0) / q.length,
  y: q.reduce((s, p) => s + p.y, 0) / q.length,
});

/** The QR symbol inside its quiet zone. */
export const symbolRect = (el: PageCodeElement): RectMm =>
  rect(
    el.qr.x + el.quietZone,
    el.qr.y + el.quietZone,
    el.qr.w - 2 * el.quietZone,
    el.qr.h - 2 * el.quietZone,
  );

/** Layout → image guess from the four corners of the QR as read (null when they make no sense). */
const qrPrior = (symbol: RectMm, read: CodeRead, pxPerMm: number): Homography | null => {
  const layout = [
    { x: symbol.x, y: symbol.y },
    { x: symbol.x + symbol.w, y: symbol.y },
    { x: symbol.x + symbol.w, y: symbol.y + symbol.h },
    { x: symbol.x, y: symbol.y + symbol.h },
  ];
  const h = fitTransform(layout, read.corners, 'affine');
  if (!h) return null;
  const scale = Math.sqrt(Math.abs(h[0] * h[4] - h[1] * h[3])) / pxPerMm;
  return scale > 0.8 && scale < 1.25 ? h : null;
};

/**
 * Two fiducials found where the QR said to look (the others cut off): the similarity through the two
 * places the missing ones, so the page can still be fitted. Null when the two disagree with the scale.
 */
const completeFromTwo = (
  found: FiducialsResult,
  fiducials: readonly FiducialElement[],
  pxPerMm: number,
  anchor: { l: Vec2; c: Vec2 } | null = null,
): FiducialsResult | null => {
  const pairs = [
    ...found.marks.flatMap((m, i) => (m ? [{ l: fiducials[i]!.centre, c: m.centre }] : [])),
    ...(anchor ? [anchor] : []),
  ];
  const [p, q] = pairs as [(typeof pairs)[number], (typeof pairs)[number]];
  const lx = q.l.x - p.l.x;
  const ly = q.l.y - p.l.y;
  const ix = q.c.x - p.c.x;
  const iy = q.c.y - p.c.y;
  const n = lx * lx + ly * ly;
  // One fiducial beside the QR says too little of the far side of the page.
  if (n < (anchor ? ONE_BASELINE_MM ** 2 : 100)) return null;
  // Complex ratio (image / layout) = a + bi: scale and rotation of the similarity.
  const a = (ix * lx + iy * ly) / n;
  const b = (iy * lx - ix * ly) / n;
  if (Math.abs(Math.hypot(a, b) / pxPerMm - 1) > (anchor ? ONE_SCALE : 0.15)) return null;
  const place = (l: { x: number; y: number }) =>
    pointPx({
      x: p.c.x + a * (l.x - p.l.x) - b * (l.y - p.l.y),
      y: p.c.y + b * (l.x - p.l.x) + a * (l.y - p.l.y),
    });
  const marks = found.marks.map(
    (m, i) =>
      m ?? {
        ...(found.marks.find(Boolean) as NonNullable<(typeof found.marks)[number]>),
        centre: place(fiducials[i]!.centre),
      },
  );
  return { ...found, marks, found: marks.length, reason: null };
};

/**
 * Locates a page of a known layout: fiducials sought from the QR's position (then from the page
 * turn alone), the orientation decided by cue and QR, and the page fitted. Failure → a reason.
 */
export const locatePage = (
  page: DecodedPage,
  layout: CardLayout,
  layoutPage: CardPage,
  read: CodeRead | null,
  guessDeg: Orientation,
): Located => {
  const fiducials = layoutPage.elements.filter((e): e is FiducialElement => e.kind === 'fiducial');
  const codeEl = layoutPage.elements.find((e): e is PageCodeElement => e.kind === 'page-code');
  const cue = layoutPage.elements.find((e) => e.kind === 'orientation-cue')?.rect ?? null;
  const k = page.dpi / MM_PER_INCH;
  const symbol = codeEl ? symbolRect(codeEl) : null;
  const search = (prior: Homography, radiusMm?: number): FiducialsResult =>
    findFiducials(page.image, {
      expected: fiducials.map((f) => f.centre),
      sideMm: fiducials[0]?.rect.w ?? 5,
      dpi: page.dpi,
      prior,
      ...(radiusMm ? { radiusMm } : {}),
    });
  const near = symbol && read && qrPrior(symbol, read, k);
  const byQr = near ? search(near, NEAR_RADIUS_MM) : null;
  let found = byQr;
  if (!found || found.found < 3) found = search(orientationPrior(guessDeg, layout.sheet, k));
  // Two fiducials where the QR said (the others cut off): place the missing two from them; one
  // left: from it and the QR's centre, when the two agree with the QR's own scale.
  const qrCentre = symbol && read && { l: centreOf(symbol), c: meanOf(read.corners) };
  const completed =
    found.found >= 3 || !byQr
      ? null
      : byQr.found === 2
        ? completeFromTwo(byQr, fiducials, k)
        : byQr.found === 1 && qrCentre
          ? completeFromTwo(byQr, fiducials, k, qrCentre)
          : null;
  if (completed) found = completed;
  const { marks } = found;
  const matchedAs = (turned: boolean): MatchedFiducial[] =>
    fiducials.map((element) => {
      const corner = turned ? OPPOSITE[element.corner] : element.corner;
      const slot = fiducials.findIndex((f) => f.corner === corner);
      return { element, centre: marks[slot]?.centre ?? null };
    });
  if (found.reason || found.ink === null)
    return {
      ok: false,
      status: '定位异常',
      reason: found.reason ?? '定位块过浅',
      matched: matchedAs(false),
    };
  const ink = {
    white: buildWhiteMap(page.image, Math.max(4, Math.round(WHITE_CELL_MM * k))),
    black: found.ink,
  };
  const byCorner = new Map(fiducials.map((f) => [f.corner, f.centre]));
  const oriented = marks.flatMap((m, i) => {
    const f = fiducials[i]!;
    const opposite = byCorner.get(OPPOSITE[f.corner]);
    return m && opposite ? [{ layout: f.centre, opposite, image: m.centre }] : [];
  });
  const qr = symbol && read ? { layout: symbol, image: read.corners } : null;
  const o = decideOrientation({
    image: page.image,
    dpi: page.dpi,
    marks: oriented,
    guessDeg,
    cue,
    ink,
    qr,
  });
  if (!o.ok)
    return {
      ok: false,
      status: o.stage === 'fit' ? '定位异常' : '方向异常',
      reason: o.reason,
      matched: matchedAs(false),
    };
  const matched = matchedAs(o.orientation !== guessDeg);
  if (o.qrOffsetMm !== null && o.qrOffsetMm > QR_PLACE_MM)
    return {
      ok: false,
      status: '定位异常',
      reason: `页码二维码离版式位置 ${o.qrOffsetMm.toFixed(0)} 毫米，答题卡可能不是按此版式印制的`,
      matched,
    };
  const note = completed
    ? `有 ${fiducials.length - (byQr?.found ?? 2)} 个定位块缺失或被裁切，已按其余定位块与二维码定位，请核对`
    : null;
  return { ok: true, fit: o.fit, orientation: o.orientation, matched, ink, note };
};
