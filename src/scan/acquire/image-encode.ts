import type { AcquireSettings } from './acquire.types';
import { bitDepthOf, grayscaleRgba, imagePlan, planIsEmpty, type ImagePlan } from './image-rules';

/** JPEG quality of re-encoded scans. */
export const JPEG_QUALITY = 0.92;

type Canvas2d = OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;

function canvasOf(width: number, height: number) {
  if (typeof OffscreenCanvas !== 'undefined') return new OffscreenCanvas(width, height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

function toJpeg(canvas: OffscreenCanvas | HTMLCanvasElement, quality: number): Promise<Blob> {
  if (canvas instanceof OffscreenCanvas)
    return canvas.convertToBlob({ type: 'image/jpeg', quality });
  return new Promise((done, fail) =>
    canvas.toBlob(
      (blob) => (blob ? done(blob) : fail(new Error('canvas.toBlob gave nothing'))),
      'image/jpeg',
      quality,
    ),
  );
}

/** Draws a decoded image through the plan (resize, 1-bit → gray) and encodes it as JPEG. */
export async function renderPlan(
  bitmap: ImageBitmap,
  plan: ImagePlan,
  quality: number = JPEG_QUALITY,
): Promise<Blob> {
  const width = plan.resizeTo?.width ?? bitmap.width;
  const height = plan.resizeTo?.height ?? bitmap.height;
  const canvas = canvasOf(width, height);
  const ctx = canvas.getContext('2d') as Canvas2d | null;
  if (!ctx) throw new Error('2D canvas unavailable');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, height);
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(bitmap, 0, 0, width, height);
  if (plan.grayscale) {
    const pixels = ctx.getImageData(0, 0, width, height);
    grayscaleRgba(pixels.data);
    ctx.putImageData(pixels, 0, 0);
  }
  return toJpeg(canvas, quality);
}

/** The outcome of the image rules for one image. */
export interface RuledImage {
  blob: Blob;
  /** True when the image was re-encoded (then it is a JPEG). */
  changed: boolean;
  plan: ImagePlan;
}

const KEEP: ImagePlan = { grayscale: false, resizeTo: null };

/**
 * Applies the spec's image rules in the browser: reads the bit depth (given, or from the header),
 * decodes only when a rule may apply, and re-encodes as JPEG 0.92 only when the plan changes something.
 */
export async function applyImageRules(
  blob: Blob,
  settings: AcquireSettings,
  knownBitDepth?: number,
): Promise<RuledImage> {
  const head = new Uint8Array(await blob.slice(0, 32).arrayBuffer());
  const bitDepth = knownBitDepth ?? bitDepthOf(head);
  if (settings.adaptive && bitDepth !== 1) return { blob, changed: false, plan: KEEP };
  const bitmap = await createImageBitmap(blob);
  try {
    const plan = imagePlan({ width: bitmap.width, height: bitmap.height, bitDepth }, settings);
    if (planIsEmpty(plan)) return { blob, changed: false, plan };
    return { blob: await renderPlan(bitmap, plan), changed: true, plan };
  } finally {
    bitmap.close();
  }
}
