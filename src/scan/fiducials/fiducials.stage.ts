import { MM_PER_INCH, type PointMm } from '../../layout';
import { distance, median, pointPx, type PointPx } from '../core/geometry';
import { applyHomography, type Homography, type Vec2 } from '../core/homography';
import { clampBox, type GrayImage } from '../core/image';
import { connectedComponents, type Component } from './components';
import { binarizeLocal } from './threshold';

/** Where to look for the fiducials: their layout centres and a first guess of the layout → image mapping. */
export interface FiducialSearch {
  /** Centres of the layout's fiducials in mm. */
  expected: readonly PointMm[];
  /** Side of a fiducial square in mm. */
  sideMm: number;
  /** Resolution of the image searched. */
  dpi: number;
  /** Guess of layout mm → image px (dpi scale and orientation, no deskew). */
  prior: Homography;
  /** How far from its guessed place a fiducial may lie (default 12% of the sheet's diagonal, ≥ 25 mm). */
  radiusMm?: number;
}

/** A fiducial found in the image. */
export interface FiducialMark {
  centre: PointPx;
  /** Side of the found square in pixels (√area). */
  sidePx: number;
  /** Mean gray inside the mark: the page's black level B for bubble scores. */
  ink: number;
}

/** The fiducials stage's answer: one slot per expected fiducial (null when not found), and a reason when fewer than 3. */
export interface FiducialsResult {
  marks: (FiducialMark | null)[];
  found: number;
  /** Mean ink of the found marks (null when none). */
  ink: number | null;
  reason: string | null;
}

const AREA_RANGE = [0.6, 1.45] as const;
const MIN_SQUARENESS = 0.75;
const SOLIDITY_RANGE = [0.85, 1.2] as const;
const RATIO_TOLERANCE = 0.04;
const ANGLE_TOLERANCE = (3 * Math.PI) / 180;
const CANDIDATES_PER_SLOT = 3;

/** Shape filters: area scaled to dpi, squareness and solidity from second moments (rotation-free). */
const isFiducial = (c: Component, side: number): boolean => {
  const ratio = c.area / (side * side);
  const tr = c.vxx + c.vyy;
  const root = Math.sqrt(Math.max(0, ((c.vxx - c.vyy) / 2) ** 2 + c.vxy ** 2));
  const lMax = tr / 2 + root;
  const lMin = tr / 2 - root;
  const squareness = lMax > 0 ? Math.sqrt(Math.max(0, lMin) / lMax) : 0;
  const solidity = c.area / (12 * Math.sqrt(Math.max(1e-9, lMin * lMax)));
  const extent = Math.max(c.maxX - c.minX, c.maxY - c.minY) + 1;
  return (
    ratio >= AREA_RANGE[0] &&
    ratio <= AREA_RANGE[1] &&
    squareness >= MIN_SQUARENESS &&
    solidity >= SOLIDITY_RANGE[0] &&
    solidity <= SOLIDITY_RANGE[1] &&
    extent <= side * 1.7
  );
};

const inkOf = (image: GrayImage, c: Vec2, side: number): number => {
  const half = Math.max(1, Math.floor(side / 4));
  let sum = 0;
  let n = 0;
  for (let y = Math.round(c.y) - half; y <= Math.round(c.y) + half; y++)
    for (let x = Math.round(c.x) - half; x <= Math.round(c.x) + half; x++) {
      if (x < 0 || y < 0 || x >= image.width || y >= image.height) continue;
      sum += image.data[y * image.width + x]!;
      n++;
    }
  return n ? sum / n : 0;
};

/** Fiducial-shaped marks (side `side` px) within `radius` px of a guessed centre, nearest first. */
export const candidatesNear = (
  image: GrayImage,
  guess: Vec2,
  side: number,
  radius: number,
): FiducialMark[] => {
  const box = clampBox(
    image,
    guess.x - radius,
    guess.y - radius,
    guess.x + radius,
    guess.y + radius,
  );
  if (!box) return [];
  const mask = binarizeLocal(image, box, Math.round(side * 3));
  return connectedComponents(mask, box.width, box.height, side * side * AREA_RANGE[0])
    .filter((c) => isFiducial(c, side))
    .map((c) => ({ x: c.cx + box.left + 0.5, y: c.cy + box.top + 0.5, area: c.area }))
    .sort((a, b) => distance(a, guess) - distance(b, guess))
    .slice(0, CANDIDATES_PER_SLOT)
    .map((p) => ({ centre: pointPx(p), sidePx: Math.sqrt(p.area), ink: inkOf(image, p, side) }));
};

/** True when every pair of chosen marks keeps the guessed distances (one common scale) and directions (one rotation). */
const consistent = (chosen: (FiducialMark | null)[], guesses: Vec2[]): boolean => {
  const ratios: number[] = [];
  const angles: number[] = [];
  chosen.forEach((a, i) =>
    chosen.forEach((b, j) => {
      if (!a || !b || j <= i) return;
      const gi = guesses[i]!;
      const gj = guesses[j]!;
      ratios.push(distance(a.centre, b.centre) / distance(gi, gj));
      const turn =
        Math.atan2(b.centre.y - a.centre.y, b.centre.x - a.centre.x) -
        Math.atan2(gj.y - gi.y, gj.x - gi.x);
      angles.push(Math.atan2(Math.sin(turn), Math.cos(turn)));
    }),
  );
  const r = median(ratios);
  const t = median(angles);
  return (
    ratios.every((v) => Math.abs(v / r - 1) <= RATIO_TOLERANCE) &&
    angles.every((v) => Math.abs(v - t) <= ANGLE_TOLERANCE)
  );
};

/** Picks one candidate (or none) per slot: as many marks as possible that agree with each other, then nearest. */
const choose = (slots: FiducialMark[][], guesses: Vec2[]): (FiducialMark | null)[] => {
  let best: (FiducialMark | null)[] = slots.map(() => null);
  let bestScore = -Infinity;
  const walk = (i: number, picked: (FiducialMark | null)[]): void => {
    if (i === slots.length) {
      const count = picked.filter(Boolean).length;
      if (count >= 2 && !consistent(picked, guesses)) return;
      const spread = picked.reduce((s, m, k) => s + (m ? distance(m.centre, guesses[k]!) : 0), 0);
      const score = count * 1e6 - spread;
      if (score > bestScore) [best, bestScore] = [picked, score];
      return;
    }
    for (const c of slots[i]!) walk(i + 1, [...picked, c]);
    walk(i + 1, [...picked, null]);
  };
  walk(0, []);
  return best;
};

/**
 * Fiducials stage: local threshold, connected components and shape filters in a window around each
 * guessed fiducial, then the mutually consistent set nearest the guesses. Fewer than 3 → a reason.
 */
export const findFiducials = (image: GrayImage, search: FiducialSearch): FiducialsResult => {
  const pxPerMm = search.dpi / MM_PER_INCH;
  const side = search.sideMm * pxPerMm;
  const guesses = search.expected.map((p) => applyHomography(search.prior, p));
  const span = Math.max(...guesses.flatMap((a) => guesses.map((b) => distance(a, b))));
  const radius =
    search.radiusMm !== undefined ? search.radiusMm * pxPerMm : Math.max(25 * pxPerMm, span * 0.12);
  const slots = guesses.map((g) => candidatesNear(image, g, side, radius));
  const marks = choose(slots, guesses);
  const found = marks.filter(Boolean).length;
  const inks = marks.flatMap((m) => (m ? [m.ink] : []));
  return {
    marks,
    found,
    ink: inks.length ? inks.reduce((a, b) => a + b, 0) / inks.length : null,
    reason: found >= 3 ? null : `只找到 ${found} 个定位块（至少需要 3 个）`,
  };
};
