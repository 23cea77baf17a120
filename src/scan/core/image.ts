/** A single-channel 8-bit image, row-major, 0 = black, 255 = white. */
export interface GrayImage {
  width: number;
  height: number;
  data: Uint8Array;
}

/** An integer pixel box inside an image. */
export interface PixelBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Wraps raw single-channel pixels as a gray image (no copy). */
export const grayImage = (width: number, height: number, data: Uint8Array): GrayImage => {
  if (data.length < width * height) throw new RangeError('gray image data is shorter than w × h');
  return { width, height, data };
};

/** Clamps a box given in fractional pixels to the image bounds, rounding outwards; null when empty. */
export const clampBox = (
  size: { width: number; height: number },
  x0: number,
  y0: number,
  x1: number,
  y1: number,
): PixelBox | null => {
  const left = Math.max(0, Math.floor(x0));
  const top = Math.max(0, Math.floor(y0));
  const right = Math.min(size.width, Math.ceil(x1));
  const bottom = Math.min(size.height, Math.ceil(y1));
  if (right <= left || bottom <= top) return null;
  return { left, top, width: right - left, height: bottom - top };
};

/** Copies a box of a gray image into a new gray image. */
export const cropGray = (image: GrayImage, box: PixelBox): GrayImage => {
  const out = new Uint8Array(box.width * box.height);
  for (let y = 0; y < box.height; y++) {
    const start = (box.top + y) * image.width + box.left;
    out.set(image.data.subarray(start, start + box.width), y * box.width);
  }
  return { width: box.width, height: box.height, data: out };
};

/** Expands a box of a gray image to RGBA pixels (what zxing-wasm's ImageData input takes). */
export const grayToRgba = (image: GrayImage, box: PixelBox): Uint8ClampedArray => {
  const out = new Uint8ClampedArray(box.width * box.height * 4);
  const src = image.data;
  let o = 0;
  for (let y = 0; y < box.height; y++) {
    let i = (box.top + y) * image.width + box.left;
    for (let x = 0; x < box.width; x++, i++, o += 4) {
      const v = src[i]!;
      out[o] = v;
      out[o + 1] = v;
      out[o + 2] = v;
      out[o + 3] = 255;
    }
  }
  return out;
};
