import { scanOutputSize } from '../decode/scan-size';
import type { AcquireSettings } from './acquire.types';

/** Size and bit depth of an image before the rules. */
export interface ImageFacts {
  width: number;
  height: number;
  /** Bits per sample as stored (1 for a black-and-white scan), null when unknown. */
  bitDepth: number | null;
}

/** What the spec's image rules (section 5) ask for one image. */
export interface ImagePlan {
  /** A 1-bit image becomes grayscale. */
  grayscale: boolean;
  /** The fixed output size with adaptive off (A4, 16k, B5), null to keep the size. */
  resizeTo: { width: number; height: number } | null;
}

/** The spec's rules for one image: 1-bit → grayscale; adaptive off → A4/16k/B5 fixed sizes. */
export function imagePlan(facts: ImageFacts, settings: AcquireSettings): ImagePlan {
  const out = scanOutputSize(settings.paperSize, settings.adaptive, facts.width, facts.height);
  return {
    grayscale: facts.bitDepth === 1,
    resizeTo: out.resized ? { width: out.width, height: out.height } : null,
  };
}

/** True when the plan changes nothing (the file can be sent as it is). */
export const planIsEmpty = (plan: ImagePlan): boolean => !plan.grayscale && !plan.resizeTo;

/** Bits per sample read from a PNG or JPEG header (the images imported through the browser). */
export function bitDepthOf(bytes: Uint8Array): number | null {
  const b = bytes;
  if (b.length >= 26 && b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47) {
    return b[24]!;
  }
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 8;
  return null;
}

/** Turns RGBA pixels into gray (BT.601 luma in R, G and B), in place; alpha is kept. */
export function grayscaleRgba(rgba: Uint8ClampedArray): Uint8ClampedArray {
  for (let i = 0; i + 3 < rgba.length; i += 4) {
    const y = Math.round(0.299 * rgba[i]! + 0.587 * rgba[i + 1]! + 0.114 * rgba[i + 2]!);
    rgba[i] = y;
    rgba[i + 1] = y;
    rgba[i + 2] = y;
  }
  return rgba;
}
