import { SCAN_PAPER_CODES } from '../../layout';

/** A scan paper size code of the spec's scan settings (A4 = 1, A3 = 11, B5 = 2, B4 = 6, 16k = 0). */
export type ScanPaperCode = (typeof SCAN_PAPER_CODES)[keyof typeof SCAN_PAPER_CODES];

/** Fixed output sizes (portrait width × height) with adaptive off; A3 and B4 are kept as scanned. */
const FIXED_SIZES: Partial<Record<ScanPaperCode, readonly [number, number]>> = {
  [SCAN_PAPER_CODES.A4]: [2480, 3507],
  [SCAN_PAPER_CODES['16k']]: [2184, 3072],
  [SCAN_PAPER_CODES.B5]: [2079, 2954],
};

/**
 * The spec's size rule for a stored scan: with adaptive off, A4 → 2480×3507, 16k → 2184×3072,
 * B5 → 2079×2954 (turned for a landscape image); A3, B4 and adaptive scans keep their size.
 */
export const scanOutputSize = (
  code: ScanPaperCode,
  adaptive: boolean,
  width: number,
  height: number,
): { width: number; height: number; resized: boolean } => {
  const fixed = adaptive ? undefined : FIXED_SIZES[code];
  if (!fixed) return { width, height, resized: false };
  const [w, h] = width > height ? [fixed[1], fixed[0]] : fixed;
  return { width: w, height: h, resized: w !== width || h !== height };
};
