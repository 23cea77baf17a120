/** One uncompressed 8-bit gray page (BlackIsZero) and its resolution. */
export interface GrayPage {
  width: number;
  height: number;
  data: Uint8Array;
  dpi: number;
}

/**
 * Writes a multi-page uncompressed gray TIFF in one pass. Pages given as the same object share one
 * strip, so a 2,000-page test file costs little more than its distinct pages (scanners write such
 * files; tests need them cheaply).
 */
export const manyPageTiff = (pages: readonly GrayPage[]): Uint8Array => {
  const strips = new Map<GrayPage, number>();
  let at = 8;
  for (const p of pages)
    if (!strips.has(p)) {
      strips.set(p, at);
      at += 8 + p.data.length + (p.data.length & 1);
    }
  const ifdSize = 2 + 12 * 12 + 4;
  const ifdStart = at;
  const out = new Uint8Array(ifdStart + pages.length * ifdSize);
  const view = new DataView(out.buffer);
  out.set([0x49, 0x49, 42, 0]);
  view.setUint32(4, pages.length ? ifdStart : 0, true);
  for (const [p, offset] of strips) {
    view.setUint32(offset, p.dpi, true);
    view.setUint32(offset + 4, 1, true);
    out.set(p.data, offset + 8);
  }
  pages.forEach((p, i) => {
    const base = ifdStart + i * ifdSize;
    const at = strips.get(p)!;
    const entries: [tag: number, type: 3 | 4 | 5, value: number][] = [
      [256, 4, p.width],
      [257, 4, p.height],
      [258, 3, 8],
      [259, 3, 1],
      [262, 3, 1],
      [273, 4, at + 8],
      [277, 3, 1],
      [278, 4, p.height],
      [279, 4, p.data.length],
      [282, 5, at],
      [283, 5, at],
      [296, 3, 2],
    ];
    view.setUint16(base, entries.length, true);
    entries.forEach(([tag, type, value], k) => {
      const e = base + 2 + k * 12;
      view.setUint16(e, tag, true);
      view.setUint16(e + 2, type, true);
      view.setUint32(e + 4, 1, true);
      if (type === 3) view.setUint16(e + 8, value, true);
      else view.setUint32(e + 8, value, true);
    });
    const next = i + 1 < pages.length ? base + ifdSize : 0;
    view.setUint32(base + 2 + entries.length * 12, next, true);
  });
  return out;
};

/** A plain white page of the given size. */
export const whitePage = (width: number, height: number, dpi: number): GrayPage => ({
  width,
  height,
  dpi,
  data: new Uint8Array(width * height).fill(255),
});
