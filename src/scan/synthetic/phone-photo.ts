import sharp from 'sharp';
import { applyHomography, fitTransform, invertHomography, type Vec2 } from '../core/homography';
import { addScanNoise } from './scan-encode';

/** How a phone photographs a sheet lying on a desk. */
export interface PhotoFaults {
  /** Photo size in pixels (a phone's 3:4 frame, portrait). */
  width: number;
  height: number;
  /** Share of the photo's height the sheet's long side spans (before the keystone). */
  fill: number;
  /** The hand's turn of the sheet in the frame, degrees clockwise. */
  rotateDeg: number;
  /** The sheet photographed upside down. */
  turn180: boolean;
  /** Keystone: the far (top) edge shorter than the near one by this share (camera tilted back). */
  keystone: number;
  /** Sideways tilt: the right edge shorter than the left by this share (negative: the left). */
  sideTilt: number;
  /** Sheet centre off the photo's centre, as shares of the photo's width and height. */
  offset: Vec2;
  /** Light falling off linearly to `low` × brightness towards `angleDeg` (0 = the right, 90 = down). */
  light: { low: number; angleDeg: number };
  background: 'wood' | 'dark' | 'grey';
  /** Gaussian blur sigma in pixels (focus, hand shake). */
  blur: number;
  /** Sensor noise sigma in grey levels. */
  noise: number;
  quality: number;
}

/** Builds photo faults: a 1800 × 2400 photo of a sheet filling 86% of its height, slight keystone, light falling to 75%, unless overridden. */
export const buildPhotoFaults = (overrides: Partial<PhotoFaults> = {}): PhotoFaults => ({
  width: 1800,
  height: 2400,
  fill: 0.86,
  rotateDeg: 2,
  turn180: false,
  keystone: 0.08,
  sideTilt: 0.02,
  offset: { x: 0.01, y: -0.01 },
  light: { low: 0.75, angleDeg: 60 },
  background: 'wood',
  blur: 0.8,
  noise: 3,
  quality: 85,
  ...overrides,
});

/** Random photo faults for a corpus: keystone up to 14%, turn ±6°, upside down half the time, light down to 55%. */
export const randomPhotoFaults = (
  rand: () => number,
  overrides: Partial<PhotoFaults> = {},
): PhotoFaults => {
  const between = (a: number, b: number): number => a + (b - a) * rand();
  const backgrounds = ['wood', 'dark', 'grey'] as const;
  return buildPhotoFaults({
    fill: between(0.78, 0.9),
    rotateDeg: between(-6, 6),
    turn180: rand() < 0.5,
    keystone: between(0, 0.14),
    sideTilt: between(-0.06, 0.06),
    offset: { x: between(-0.03, 0.03), y: between(-0.03, 0.03) },
    light: { low: between(0.55, 0.95), angleDeg: between(0, 360) },
    background: backgrounds[Math.floor(rand() * 3)]!,
    blur: between(0.4, 1.3),
    noise: between(1, 5),
    quality: Math.round(between(70, 92)),
    ...overrides,
  });
};

/** Where the sheet's corners (tl, tr, br, bl of the sheet as printed) land in the photo. */
export const photoCorners = (sheet: { width: number; height: number }, f: PhotoFaults): Vec2[] => {
  const h = f.fill * f.height;
  const w = (h * sheet.width) / sheet.height;
  const top = (w * (1 - f.keystone)) / 2;
  const bottom = w / 2;
  const left = (h * (1 - Math.max(0, -f.sideTilt))) / 2;
  const right = (h * (1 - Math.max(0, f.sideTilt))) / 2;
  // In the camera's frame: keystone narrows the frame's top, side tilt shortens one side.
  const local: Vec2[] = [
    { x: -top, y: -left },
    { x: top, y: -right },
    { x: bottom, y: right },
    { x: -bottom, y: left },
  ];
  const a = (f.rotateDeg * Math.PI) / 180;
  const cx = f.width * (0.5 + f.offset.x);
  const cy = f.height * (0.5 + f.offset.y);
  const placed = local.map((p) => ({
    x: cx + p.x * Math.cos(a) - p.y * Math.sin(a),
    y: cy + p.x * Math.sin(a) + p.y * Math.cos(a),
  }));
  // Turned 180°, the sheet's own top-left corner lies where the frame's bottom-right was.
  return f.turn180 ? [placed[2]!, placed[3]!, placed[0]!, placed[1]!] : placed;
};

/** A desk's colour at a pixel (RGB, 0–255). */
const desk = (kind: PhotoFaults['background'], x: number, y: number): [number, number, number] => {
  if (kind === 'wood') {
    const grain = Math.sin(y * 0.045 + 4 * Math.sin(x * 0.004) + 2 * Math.sin(y * 0.0013)) * 18;
    return [158 + grain, 112 + grain * 0.8, 72 + grain * 0.5];
  }
  if (kind === 'dark') {
    const t = Math.sin(x * 0.02) * Math.sin(y * 0.017) * 6;
    return [46 + t, 44 + t, 48 + t];
  }
  const t = Math.sin(x * 0.011 + y * 0.007) * 5;
  return [176 + t, 174 + t, 168 + t];
};

/**
 * Photographs a sheet raster (RGB, 3 bytes a pixel) as a phone does on a desk: a random-looking
 * perspective into a larger frame, desk around it, light falling off across it, blur, noise, and a
 * JPEG without a resolution. Returns the bytes and where the sheet's corners landed.
 */
export const photographSheet = async (
  sheet: { data: Uint8Array; width: number; height: number },
  overrides: Partial<PhotoFaults> = {},
  seed = 1,
): Promise<{ bytes: Buffer; corners: Vec2[] }> => {
  const f = buildPhotoFaults(overrides);
  const { width: sw, height: sh, data: src } = sheet;
  const corners = photoCorners({ width: sw, height: sh }, f);
  const own = [
    { x: 0, y: 0 },
    { x: sw, y: 0 },
    { x: sw, y: sh },
    { x: 0, y: sh },
  ];
  const toPhoto = fitTransform(own, corners, 'projective');
  const toSheet = toPhoto && invertHomography(toPhoto);
  if (!toSheet) throw new Error('degenerate photo corners');
  const { width: W, height: H } = f;
  const out = new Uint8Array(W * H * 3);
  const a = (f.light.angleDeg * Math.PI) / 180;
  const [dx, dy] = [Math.cos(a), Math.sin(a)];
  const reach = Math.abs(dx) * W + Math.abs(dy) * H;
  const start = Math.min(0, dx * W) + Math.min(0, dy * H);
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++) {
      const p = applyHomography(toSheet, { x: x + 0.5, y: y + 0.5 });
      const t = (x * dx + y * dy - start) / reach;
      const light = 1 - (1 - f.light.low) * t;
      const o = (y * W + x) * 3;
      const u = p.x - 0.5;
      const v = p.y - 0.5;
      if (u >= 0 && v >= 0 && u < sw - 1 && v < sh - 1) {
        const x0 = Math.floor(u);
        const y0 = Math.floor(v);
        const fx = u - x0;
        const fy = v - y0;
        const i = (y0 * sw + x0) * 3;
        const j = i + sw * 3;
        for (let c = 0; c < 3; c++) {
          const top = src[i + c]! * (1 - fx) + src[i + 3 + c]! * fx;
          const bottom = src[j + c]! * (1 - fx) + src[j + 3 + c]! * fx;
          // A warm indoor light: blue a little lower than red.
          out[o + c] = (top * (1 - fy) + bottom * fy) * light * (1 - c * 0.04);
        }
      } else {
        const d = desk(f.background, x, y);
        for (let c = 0; c < 3; c++) out[o + c] = Math.max(0, d[c]! * light);
      }
    }
  let img = sharp(out, { raw: { width: W, height: H, channels: 3 } });
  if (f.blur >= 0.3) img = img.blur(f.blur);
  const { data, info } = await img.raw().toBuffer({ resolveWithObject: true });
  if (f.noise > 0) addScanNoise(data, f.noise, seed);
  const bytes = await sharp(data, { raw: { width: info.width, height: info.height, channels: 3 } })
    .jpeg({ quality: f.quality })
    .toBuffer();
  return { bytes, corners };
};
