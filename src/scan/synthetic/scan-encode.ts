import sharp from 'sharp';

/** How scanner software writes a page: format, quality, resolution, and 1-bit when asked. */
export interface ScanEncoding {
  dpi: number;
  format: 'jpeg' | 'png' | 'tiff';
  quality: number;
  /** 1-bit black and white from this channel at this grey threshold, or false for grey/colour. */
  bitonal: false | { from: 'red' | 'luma'; threshold: number };
}

/** Deterministic Gaussian noise (a seeded table of Box–Muller samples) added to 8-bit pixels in place. */
export const addScanNoise = (data: Uint8Array, sigma: number, seed: number): void => {
  let s = seed >>> 0;
  const rand = (): number => ((s = (s * 1664525 + 1013904223) >>> 0) + 0.5) / 4294967296;
  // Rounded once here: for whole pixel values round(p + x) = p + round(x), and the clamped view
  // clamps the sum to 0–255 — the same pixels as rounding each sum, several times faster.
  const table = Int16Array.from({ length: 1 << 16 }, () =>
    Math.round(Math.sqrt(-2 * Math.log(rand())) * Math.cos(2 * Math.PI * rand()) * sigma),
  );
  const out = new Uint8ClampedArray(data.buffer, data.byteOffset, data.length);
  let x = s | 0; // the same 32 bits as the generator's state, kept a small integer for speed
  for (let i = 0, n = out.length; i < n; i++) {
    x = (Math.imul(x, 1664525) + 1013904223) | 0;
    out[i] = out[i]! + table[x >>> 16]!;
  }
};

/** Encodes raw pixels as a scanner's file: 1-bit PNG or CCITT G4 TIFF, else PNG, TIFF or JPEG, with the resolution recorded. */
export const encodeScan = async (
  data: Uint8Array,
  info: { width: number; height: number; channels: 1 | 2 | 3 | 4 },
  e: ScanEncoding,
): Promise<Buffer> => {
  const raw = sharp(data, { raw: info });
  const res = { xres: e.dpi / 25.4, yres: e.dpi / 25.4 };
  const density = { density: e.dpi };
  if (e.bitonal) {
    const grey = e.bitonal.from === 'red' ? raw.extractChannel(0) : raw.toColourspace('b-w');
    const bw = await grey
      .threshold(e.bitonal.threshold)
      .raw()
      .toBuffer({ resolveWithObject: true });
    const one = sharp(bw.data, {
      raw: { width: bw.info.width, height: bw.info.height, channels: 1 },
    });
    // No withMetadata before G4: its colour profile would stop the 1-bit encoding. The b-w
    // interpretation is what libvips 8.18 needs to write 1 bit per sample (raw input alone is not).
    if (e.format === 'tiff')
      return one
        .toColourspace('b-w')
        .tiff({ bitdepth: 1, compression: 'ccittfax4', ...res })
        .toBuffer();
    return one.withMetadata(density).png({ palette: true, colours: 2 }).toBuffer();
  }
  const out = raw.withMetadata(density);
  if (e.format === 'png') return out.png().toBuffer();
  if (e.format === 'tiff') return out.tiff(res).toBuffer();
  return out.jpeg({ quality: e.quality }).toBuffer();
};
