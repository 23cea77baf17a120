import type { SizeMm } from '../../layout';
import type { Homography } from '../core/homography';
import type { Orientation } from './orientation.stage';

/**
 * First guess of layout mm → image px for a sheet turned clockwise by `turn` (no deskew, no shift):
 * at 90° the layout's top edge lies along the image's right side.
 */
export const orientationPrior = (turn: Orientation, sheet: SizeMm, pxPerMm: number): Homography => {
  const k = pxPerMm;
  const { width: w, height: h } = sheet;
  if (turn === 90) return [0, -k, k * h, k, 0, 0, 0, 0, 1];
  if (turn === 180) return [-k, 0, k * w, 0, -k, k * h, 0, 0, 1];
  if (turn === 270) return [0, k, 0, -k, 0, k * w, 0, 0, 1];
  return [k, 0, 0, 0, k, 0, 0, 0, 1];
};
