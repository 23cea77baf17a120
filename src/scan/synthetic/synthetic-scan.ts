import sharp from 'sharp';
import { addScanNoise, encodeScan } from './scan-encode';
import { sheetSvg, type SheetSpec } from './synthetic-sheet';

/** How a synthetic sheet is "scanned": placement on the glass and the scanner's faults. */
export interface ScanFaults {
  dpi: number;
  /** Rotation of the printed content about the sheet centre, degrees clockwise. */
  rotateDeg: number;
  /** Printer scaling ("fit to page"), about the sheet centre. */
  scale: number;
  /** Translation of the content in mm. */
  shiftMm: { x: number; y: number };
  /** Scanner bed beyond the sheet on every side, in mm (the image grows by twice this). */
  bedMm: number;
  /** Gaussian blur sigma in pixels (0 = none). */
  blur: number;
  /** Gaussian noise sigma in gray levels (0 = none). */
  noise: number;
  /** Contrast factor about mid-gray (1 = unchanged, 0.35 = washed out). */
  contrast: number;
  /** Threshold to 1-bit black and white. */
  bitonal: boolean;
  format: 'jpeg' | 'png' | 'tiff';
  quality: number;
}

/** Builds scan faults: a clean 300 dpi JPEG (quality 85) unless overridden. */
export const buildScanFaults = (overrides: Partial<ScanFaults> = {}): ScanFaults => ({
  dpi: 300,
  rotateDeg: 0,
  scale: 1,
  shiftMm: { x: 0, y: 0 },
  bedMm: 0,
  blur: 0,
  noise: 0,
  contrast: 1,
  bitonal: false,
  format: 'jpeg',
  quality: 85,
  ...overrides,
});

/** The SVG transform (mm) that the faults apply to the printed content. */
export const faultTransform = (spec: SheetSpec, f: ScanFaults): string => {
  const cx = spec.widthMm / 2;
  const cy = spec.heightMm / 2;
  return `translate(${cx + f.bedMm + f.shiftMm.x} ${cy + f.bedMm + f.shiftMm.y}) rotate(${f.rotateDeg}) scale(${f.scale}) translate(${-cx} ${-cy})`;
};

/** Renders a sheet as scanned image bytes with the given faults. */
export const renderScan = async (
  spec: SheetSpec,
  faults: Partial<ScanFaults> = {},
): Promise<Buffer> => {
  const f = buildScanFaults(faults);
  const bed = {
    ...spec,
    widthMm: spec.widthMm + 2 * f.bedMm,
    heightMm: spec.heightMm + 2 * f.bedMm,
    fiducials: [],
  };
  const content = `<g transform="${faultTransform(spec, f)}">${sheetSvg(spec, 0, '', false)}</g>`;
  let img = sharp(Buffer.from(sheetSvg({ ...bed, shapes: [content] }, f.dpi))).flatten({
    background: spec.paper,
  });
  if (f.blur > 0) img = img.blur(f.blur);
  if (f.contrast !== 1) img = img.linear(f.contrast, 128 * (1 - f.contrast));
  const { data, info } = await img.removeAlpha().raw().toBuffer({ resolveWithObject: true });
  if (f.noise > 0) addScanNoise(data, f.noise, 12345);
  const bitonal = f.bitonal && { from: 'red' as const, threshold: 140 };
  return encodeScan(data, info, { dpi: f.dpi, format: f.format, quality: f.quality, bitonal });
};

/** Where a printed point (mm) lands on the scan (mm) under the faults' rotation, scale and shift. */
export const faultPoint = (
  spec: SheetSpec,
  faults: Partial<ScanFaults>,
  p: { x: number; y: number },
): { x: number; y: number } => {
  const f = buildScanFaults(faults);
  const cx = spec.widthMm / 2;
  const cy = spec.heightMm / 2;
  const a = (f.rotateDeg * Math.PI) / 180;
  const dx = (p.x - cx) * f.scale;
  const dy = (p.y - cy) * f.scale;
  return {
    x: cx + f.bedMm + f.shiftMm.x + dx * Math.cos(a) - dy * Math.sin(a),
    y: cy + f.bedMm + f.shiftMm.y + dx * Math.sin(a) + dy * Math.cos(a),
  };
};
