import { SHEETS, MM_PER_INCH } from '../../layout';

/** Sheet sides (mm, short × long) that scans come in: the layout's sizes plus B5. */
const SHEET_SIDES: readonly (readonly [number, number])[] = [
  ...Object.values(SHEETS).map(
    (s) => [Math.min(s.width, s.height), Math.max(s.width, s.height)] as const,
  ),
  [176, 250],
];
const COMMON_DPI = [100, 150, 200, 240, 300, 400, 600];

/**
 * Resolution of a scan: the file's own density when plausible, else inferred from the pixel size by
 * the paper size with the nearest aspect ratio (snapped to a common scanner resolution within 5%).
 */
export const resolveDpi = (width: number, height: number, density: number | undefined): number => {
  if (density !== undefined && density >= 90 && density <= 1200) return density;
  const short = Math.min(width, height);
  const long = Math.max(width, height);
  const aspect = long / short;
  let best = SHEET_SIDES[0]!;
  for (const s of SHEET_SIDES)
    if (Math.abs(s[1] / s[0] - aspect) < Math.abs(best[1] / best[0] - aspect)) best = s;
  const dpi = (long / best[1]) * MM_PER_INCH;
  const snap = COMMON_DPI.find((d) => Math.abs(d - dpi) / d < 0.05);
  return snap ?? dpi;
};
