import { MM_PER_INCH, type PointMm, type RectMm } from '../../layout';
import { distance, type PointPx, type QuadPx } from '../core/geometry';
import { applyHomography } from '../core/homography';
import type { GrayImage } from '../core/image';
import { scoreBubble, type InkLevels } from '../bubbles/bubbles.stage';
import { fitPage, type PageFit } from '../fit/fit.stage';

/** A found fiducial with the layout fiducial it was sought for and the one diagonally opposite. */
export interface OrientedMark {
  layout: PointMm;
  opposite: PointMm;
  image: PointPx;
}

/** What the orientation stage weighs: the cue mark's darkness and where the page-code QR was read. */
export interface OrientationInput {
  image: GrayImage;
  dpi: number;
  marks: readonly OrientedMark[];
  /** Page rotation guessed before (degrees clockwise, a multiple of 90; e.g. from the QR's angle). */
  guessDeg: number;
  /** The orientation cue's rect (a solid bar near the top-left fiducial only); null when the layout has none. */
  cue: RectMm | null;
  ink: InkLevels;
  /** The page-code symbol in the layout (inside its quiet zone) and as read, if it was read. */
  qr: { layout: RectMm; image: QuadPx } | null;
}

/** A page rotation in degrees clockwise. */
export type Orientation = 0 | 90 | 180 | 270;

/** The orientation stage's answer: the rotation and the fit that goes with it, or why it is unclear. */
export type OrientationResult =
  | {
      ok: true;
      orientation: Orientation;
      fit: PageFit;
      cueScore: number;
      /** Distance (mm) of the QR read from its layout place under the fit; null without a QR. */
      qrOffsetMm: number | null;
      evidence: string;
    }
  | { ok: false; stage: 'fit' | 'orientation'; reason: string };

const CUE_DARK = 0.5;
const CUE_LIGHT = 0.25;
/** The QR must sit within this many mm of its layout place under the chosen fit. */
const QR_NEAR_MM = 6;

/** The multiple of 90° nearest an angle, as an orientation. */
export const toOrientation = (deg: number): Orientation =>
  ((((Math.round(deg / 90) * 90) % 360) + 360) % 360) as Orientation;

/**
 * Orientation stage: fits the page both as guessed and turned 180°, then lets the orientation cue
 * (dark in one, light in the other) and the page-code position vote. Disagreement → a reason.
 */
export const decideOrientation = (input: OrientationInput): OrientationResult => {
  const hypotheses = [0, 180].map((turn) => {
    const pairs = input.marks.map((m) => ({
      layout: turn ? m.opposite : m.layout,
      image: m.image,
    }));
    const r = fitPage(pairs, input.dpi);
    return { turn, fit: r.ok ? r.fit : null, reason: r.ok ? '' : r.reason };
  });
  const scored = hypotheses.map((h) => {
    if (!h.fit) return { ...h, cue: NaN, qrMm: Infinity };
    const spot = input.cue && { id: 'cue', rect: input.cue };
    const cue = spot ? scoreBubble(input.image, h.fit, spot, input.ink, input.dpi).score : NaN;
    const qr = input.qr;
    if (!qr) return { ...h, cue, qrMm: NaN };
    const want = applyHomography(h.fit.toImage, {
      x: qr.layout.x + qr.layout.w / 2,
      y: qr.layout.y + qr.layout.h / 2,
    });
    const got = {
      x: qr.image.reduce((s, p) => s + p.x, 0) / 4,
      y: qr.image.reduce((s, p) => s + p.y, 0) / 4,
    };
    return { ...h, cue, qrMm: (distance(want, got) * MM_PER_INCH) / input.dpi / h.fit.scale };
  });
  const [a, b] = scored as [(typeof scored)[number], (typeof scored)[number]];
  if (!a.fit && !b.fit) return { ok: false, stage: 'fit', reason: a.reason };
  const cueVote =
    a.cue >= CUE_DARK && !(b.cue >= CUE_LIGHT)
      ? a
      : b.cue >= CUE_DARK && !(a.cue >= CUE_LIGHT)
        ? b
        : null;
  const qrVote = a.qrMm <= QR_NEAR_MM ? a : b.qrMm <= QR_NEAR_MM ? b : null;
  if (cueVote && qrVote && cueVote !== qrVote)
    return {
      ok: false,
      stage: 'orientation',
      reason: '方向标记与页码二维码位置矛盾，无法判定方向',
    };
  const chosen = cueVote ?? qrVote;
  if (!chosen?.fit)
    return {
      ok: false,
      stage: 'orientation',
      reason: '方向标记不清且未读到页码二维码，无法判定方向',
    };
  const evidence = cueVote && qrVote ? '方向标记与二维码一致' : cueVote ? '方向标记' : '二维码位置';
  return {
    ok: true,
    orientation: toOrientation(input.guessDeg + chosen.turn),
    fit: chosen.fit,
    cueScore: chosen.cue,
    qrOffsetMm: Number.isNaN(chosen.qrMm) ? null : chosen.qrMm,
    evidence,
  };
};
