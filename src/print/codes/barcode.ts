import bwipjs from 'bwip-js/generic';

/** Quiet zone on each side, in modules (the standard asks for at least 10). */
export const CODE128_QUIET = 10;

/** A bar, in modules from the left edge of the symbol (quiet zone included). */
export interface Bar {
  x: number;
  w: number;
}

/** An encoded Code 128 symbol, as bars to draw as filled rectangles. */
export interface Code128 {
  text: string;
  /** Total width in modules, quiet zones included. */
  modules: number;
  bars: Bar[];
}

/** Tells whether text can be encoded with code sets B and C (printable ASCII). */
export const isCode128Encodable = (text: string): boolean => /^[\x20-\x7e]+$/.test(text);

/** bwip-js's raw output of a linear symbol: bar, space, bar … widths in modules. */
interface LinearRaw {
  sbs: number[];
}

/**
 * Encodes printable ASCII as Code 128 with bwip-js's platform-neutral build (which picks sets B and C for the shortest
 * symbol and adds the check character), as bar positions with quiet zones.
 */
export const code128 = (text: string): Code128 => {
  if (!isCode128Encodable(text))
    throw new RangeError(`Code 128 只能编码可打印 ASCII 字符：${text}`);
  // parse: off, so "^" is a plain character rather than the start of an escape.
  const [symbol] = bwipjs.raw('code128', text, { parse: false }) as LinearRaw[];
  const bars: Bar[] = [];
  let x = CODE128_QUIET;
  (symbol?.sbs ?? []).forEach((w, k) => {
    if (k % 2 === 0) bars.push({ x, w });
    x += w;
  });
  return { text, modules: x + CODE128_QUIET, bars };
};
