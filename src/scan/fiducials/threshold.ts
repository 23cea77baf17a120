import type { GrayImage, PixelBox } from '../core/image';

/** Otsu's global threshold of a box of an image (the level that best splits dark from light). */
export const otsuThreshold = (image: GrayImage, box: PixelBox): number => {
  const hist = new Float64Array(256);
  for (let y = box.top; y < box.top + box.height; y++) {
    const row = y * image.width;
    for (let x = box.left; x < box.left + box.width; x++) hist[image.data[row + x]!]! += 1;
  }
  const total = box.width * box.height;
  let sumAll = 0;
  for (let i = 0; i < 256; i++) sumAll += i * hist[i]!;
  let wB = 0;
  let sumB = 0;
  let best = 0;
  let level = 127;
  for (let t = 0; t < 256; t++) {
    wB += hist[t]!;
    if (wB === 0) continue;
    const wF = total - wB;
    if (wF === 0) break;
    sumB += t * hist[t]!;
    const between = wB * wF * (sumB / wB - (sumAll - sumB) / wF) ** 2;
    if (between > best) {
      best = between;
      level = t;
    }
  }
  return level;
};

/**
 * Local (Bradley) binarisation of a box: a pixel is dark when it is below (1 − k) × the mean of the
 * window around it. One integral image, no per-pixel closures. Returns a box-sized mask, 1 = dark.
 */
export const binarizeLocal = (
  image: GrayImage,
  box: PixelBox,
  window: number,
  k = 0.15,
): Uint8Array => {
  const { width: bw, height: bh } = box;
  const iw = bw + 1;
  const integral = new Float64Array(iw * (bh + 1));
  for (let y = 0; y < bh; y++) {
    let rowSum = 0;
    const src = (box.top + y) * image.width + box.left;
    for (let x = 0; x < bw; x++) {
      rowSum += image.data[src + x]!;
      integral[(y + 1) * iw + x + 1] = integral[y * iw + x + 1]! + rowSum;
    }
  }
  const half = Math.max(1, Math.floor(window / 2));
  const mask = new Uint8Array(bw * bh);
  for (let y = 0; y < bh; y++) {
    const y0 = Math.max(0, y - half);
    const y1 = Math.min(bh, y + half + 1);
    const src = (box.top + y) * image.width + box.left;
    for (let x = 0; x < bw; x++) {
      const x0 = Math.max(0, x - half);
      const x1 = Math.min(bw, x + half + 1);
      const sum =
        integral[y1 * iw + x1]! -
        integral[y0 * iw + x1]! -
        integral[y1 * iw + x0]! +
        integral[y0 * iw + x0]!;
      const count = (y1 - y0) * (x1 - x0);
      if (image.data[src + x]! * count < sum * (1 - k)) mask[y * bw + x] = 1;
    }
  }
  return mask;
};
