import { describe, expect, it } from 'vitest';
import { buildAcquireSettings as buildSettings } from './acquire.fixture';
import type { AcquireSettings } from './acquire.types';
import { bitDepthOf, grayscaleRgba, imagePlan, planIsEmpty } from './image-rules';

/** The first bytes of a PNG whose IHDR says `depth` bits per sample. */
const pngHead = (depth: number, colourType: number) => {
  const b = new Uint8Array(33);
  b.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  b[24] = depth;
  b[25] = colourType;
  return b;
};

describe('imagePlan (spec section 5)', () => {
  it('resizes A4, 16k and B5 with adaptive off; keeps A3, B4 and adaptive scans', () => {
    const facts = { width: 2500, height: 3500, bitDepth: 8 };
    const size = (paperSize: AcquireSettings['paperSize'], adaptive = false) =>
      imagePlan(facts, buildSettings({ paperSize, adaptive })).resizeTo;
    expect(size(1)).toEqual({ width: 2480, height: 3507 });
    expect(size(0)).toEqual({ width: 2184, height: 3072 });
    expect(size(2)).toEqual({ width: 2079, height: 2954 });
    expect(size(11)).toBeNull();
    expect(size(6)).toBeNull();
    expect(size(1, true)).toBeNull();
  });

  it('turns a landscape scan to the landscape size', () => {
    const plan = imagePlan({ width: 3500, height: 2500, bitDepth: 8 }, buildSettings());
    expect(plan.resizeTo).toEqual({ width: 3507, height: 2480 });
  });

  it('makes 1-bit images grayscale, adaptive or not', () => {
    const bw = { width: 2480, height: 3507, bitDepth: 1 };
    expect(imagePlan(bw, buildSettings())).toEqual({ grayscale: true, resizeTo: null });
    expect(imagePlan(bw, buildSettings({ adaptive: true })).grayscale).toBe(true);
    const exact = imagePlan({ ...bw, bitDepth: 8 }, buildSettings());
    expect(planIsEmpty(exact)).toBe(true);
  });
});

describe('bitDepthOf', () => {
  it('reads PNG bit depth and calls JPEG 8-bit', () => {
    expect(bitDepthOf(pngHead(1, 0))).toBe(1);
    expect(bitDepthOf(pngHead(8, 2))).toBe(8);
    expect(bitDepthOf(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe(8);
    expect(bitDepthOf(new Uint8Array([0x25, 0x50, 0x44, 0x46]))).toBeNull();
  });
});

describe('grayscaleRgba', () => {
  it('writes BT.601 luma to R, G and B and keeps alpha', () => {
    const px = new Uint8ClampedArray([255, 0, 0, 255, 0, 0, 255, 128, 255, 255, 255, 255]);
    expect([...grayscaleRgba(px)]).toEqual([76, 76, 76, 255, 29, 29, 29, 128, 255, 255, 255, 255]);
  });
});
