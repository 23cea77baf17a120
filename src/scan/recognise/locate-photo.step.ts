import {
  MM_PER_INCH,
  SHEETS,
  type CardPage,
  type FiducialElement,
  type PageCodeElement,
} from '../../layout';
import { scoreBubble } from '../bubbles/bubbles.stage';
import { buildWhiteMap } from '../bubbles/white-map';
import type { CodeRead } from '../codes/codes.stage';
import { distance } from '../core/geometry';
import {
  applyHomography,
  fitTransform,
  invertHomography,
  type Homography,
  type Vec2,
} from '../core/homography';
import type { GrayImage } from '../core/image';
import type { DecodedPage } from '../decode/decode.stage';
import { candidatesNear, type FiducialMark } from '../fiducials/fiducials.stage';
import type { PageFit } from '../fit/fit.stage';
import { toOrientation } from '../orientation/orientation.stage';
import { symbolRect, type Located } from './locate.step';

/** What a teacher is told when a photo cannot be read. */
export const RETAKE_PHOTO = '照片不清晰或不完整，请将整张答题卡拍入取景框后重拍';

/** A fiducial is sought this far (mm) from its predicted place, plus a share of its distance from what is known. */
const BASE_RADIUS_MM = 8;
const RADIUS_SHARE = 0.22;
/** Sides (over the model's) a fiducial is sought at. */
const SIDE_SCALES = [1, 1.25, 0.8] as const;
/** Fiducials and QR corners must agree with one perspective to this RMS (mm). */
const MAX_RESIDUAL_MM = 0.9;
/** The perspective's scale at the page centre over the QR's: a photo's keystone stays within this. */
const SCALE_RANGE = [0.75, 1.33] as const;
/** The orientation cue must read this dark under the fit (it is a solid bar). */
const CUE_DARK = 0.5;
/** Paper white is taken per cell of about this size (as for scans). */
const WHITE_CELL_MM = 6;
/** A page without a resolution whose aspect is this far from every sheet's is taken for a photo. */
const SHEET_ASPECT_TOLERANCE = 0.025;

/** True for a picture that is not a scan of a whole sheet: no resolution, and a frame unlike any sheet (a phone's 4:3 or 16:9). */
export const looksLikePhoto = (page: DecodedPage): boolean => {
  if (!page.source.dpiGuessed) return false;
  const { width, height } = page.source;
  const aspect = Math.max(width, height) / Math.min(width, height);
  return Object.values(SHEETS).every((s) => {
    const sheet = Math.max(s.width, s.height) / Math.min(s.width, s.height);
    return Math.abs(aspect / sheet - 1) > SHEET_ASPECT_TOLERANCE;
  });
};

/** A layout point (mm) and where it lies in the geometry image (px). */
type Pair = { layout: Vec2; image: Vec2 };

/** Samples per side of the ring around a fiducial candidate. */
const RING_STEPS = 6;

/**
 * True when a fiducial candidate is solid ink on paper: at most half as light as the ring around it
 * (1.7 sides across; its darkest fifth may touch print). Desk or wood grain beside the sheet has no
 * white ring.
 */
const onPaper = (image: GrayImage, m: FiducialMark): boolean => {
  const r = m.sidePx * 0.85;
  const ring: number[] = [];
  for (let i = 0; i < RING_STEPS; i++) {
    const t = -r + (2 * r * i) / RING_STEPS;
    for (const [dx, dy] of [
      [t, -r],
      [r, t],
      [-t, r],
      [-r, -t],
    ] as const) {
      const x = Math.round(m.centre.x + dx);
      const y = Math.round(m.centre.y + dy);
      if (x < 0 || y < 0 || x >= image.width || y >= image.height) return false;
      ring.push(image.data[y * image.width + x]!);
    }
  }
  ring.sort((a, b) => a - b);
  const paper = ring[Math.floor(ring.length * 0.2)]!;
  return m.ink <= paper * 0.5;
};

/** The homography's local linear part at a layout point: px per mm and the turn (degrees clockwise). */
const localScale = (h: Homography, p: Vec2): { pxPerMm: number; angleDeg: number } => {
  const w = h[6] * p.x + h[7] * p.y + h[8];
  const q = applyHomography(h, p);
  const a = (h[0] - q.x * h[6]) / w;
  const b = (h[1] - q.x * h[7]) / w;
  const c = (h[3] - q.y * h[6]) / w;
  const d = (h[4] - q.y * h[7]) / w;
  return {
    pxPerMm: Math.sqrt(Math.abs(a * d - b * c)),
    angleDeg: (Math.atan2(c, a) * 180) / Math.PI,
  };
};

const rmsPx = (h: Homography, pairs: readonly Pair[]): number =>
  Math.sqrt(
    pairs.reduce((s, p) => {
      const q = applyHomography(h, p.layout);
      return s + (q.x - p.image.x) ** 2 + (q.y - p.image.y) ** 2;
    }, 0) / pairs.length,
  );

const fitPairs = (pairs: readonly Pair[], model: 'affine' | 'projective'): Homography | null =>
  fitTransform(
    pairs.map((p) => p.layout),
    pairs.map((p) => p.image),
    model,
  );

/**
 * Locates a photographed page (perspective, light falling off, desk around it) from its QR: the QR's
 * corners give a first mapping, each fiducial is sought nearest-first from what is known and the
 * mapping refitted, and all four fiducials with the QR's corners must agree with one perspective
 * (homography) and put the orientation cue on dark ink. Null when the photo cannot be located so.
 */
export const locatePhoto = (
  page: DecodedPage,
  layoutPage: CardPage,
  read: CodeRead | null,
): Located | null => {
  const fiducials = layoutPage.elements.filter((e): e is FiducialElement => e.kind === 'fiducial');
  const codeEl = layoutPage.elements.find((e): e is PageCodeElement => e.kind === 'page-code');
  const cue = layoutPage.elements.find((e) => e.kind === 'orientation-cue')?.rect ?? null;
  if (!codeEl || !read || fiducials.length < 4) return null;
  const s = symbolRect(codeEl);
  const symbol: Vec2[] = [
    { x: s.x, y: s.y },
    { x: s.x + s.w, y: s.y },
    { x: s.x + s.w, y: s.y + s.h },
    { x: s.x, y: s.y + s.h },
  ];
  const pairs: Pair[] = symbol.map((layout, i) => ({ layout, image: read.corners[i]! }));
  const marks: (FiducialMark | null)[] = fiducials.map(() => null);
  const centre = { x: s.x + s.w / 2, y: s.y + s.h / 2 };
  const order = fiducials
    .map((f, i) => ({ i, d: distance(f.centre, centre) }))
    .sort((a, b) => a.d - b.d);
  for (const { i } of order) {
    const f = fiducials[i]!;
    const found = marks.filter(Boolean).length;
    const model = fitPairs(pairs, found >= 3 ? 'projective' : 'affine');
    if (!model) return null;
    const guess = applyHomography(model, f.centre);
    const { pxPerMm } = localScale(model, f.centre);
    const known = Math.min(...pairs.map((p) => distance(p.layout, f.centre)));
    const radius = (BASE_RADIUS_MM + RADIUS_SHARE * known) * pxPerMm;
    // The near end of a tilted photo shows a fiducial larger than the model yet knows, the far end smaller.
    const mark = SIDE_SCALES.flatMap((k) =>
      candidatesNear(page.image, guess, f.rect.w * pxPerMm * k, radius),
    )
      .filter((m) => onPaper(page.image, m))
      .sort((a, b) => distance(a.centre, guess) - distance(b.centre, guess))[0];
    if (!mark) return null;
    marks[i] = mark;
    pairs.push({ layout: f.centre, image: mark.centre });
  }
  const toImage = fitPairs(pairs, 'projective');
  const toLayout = toImage && invertHomography(toImage);
  if (!toImage || !toLayout) return null;
  const qrScale = localScale(toImage, centre).pxPerMm;
  const mid = {
    x: fiducials.reduce((a, f) => a + f.centre.x, 0) / fiducials.length,
    y: fiducials.reduce((a, f) => a + f.centre.y, 0) / fiducials.length,
  };
  const atMid = localScale(toImage, mid);
  const residualMm = rmsPx(toImage, pairs) / qrScale;
  if (residualMm > MAX_RESIDUAL_MM) return null;
  const ratio = atMid.pxPerMm / qrScale;
  if (ratio < SCALE_RANGE[0] || ratio > SCALE_RANGE[1]) return null;
  const fit: PageFit = {
    toImage,
    toLayout,
    model: 'projective',
    points: pairs.length,
    residualMm,
    angleDeg: atMid.angleDeg,
    scale: atMid.pxPerMm / (page.dpi / MM_PER_INCH),
  };
  const inks = marks.map((m) => m!.ink);
  const k = page.dpi / MM_PER_INCH;
  const ink = {
    white: buildWhiteMap(page.image, Math.max(4, Math.round(WHITE_CELL_MM * k))),
    black: inks.reduce((a, b) => a + b, 0) / inks.length,
  };
  if (cue && scoreBubble(page.image, fit, { id: 'cue', rect: cue }, ink, page.dpi).score < CUE_DARK)
    return null;
  return {
    ok: true,
    fit,
    orientation: toOrientation(fit.angleDeg),
    matched: fiducials.map((element, i) => ({ element, centre: marks[i]!.centre })),
    ink,
    note: null,
    photo: true,
  };
};
