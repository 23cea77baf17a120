/** Bar/space widths of Code 128 symbols 0–106 (106 = stop, 13 modules). */
const PATTERNS = (
  '212222 222122 222221 121223 121322 131222 122213 122312 132212 221213 221312 231212 112232 ' +
  '122132 122231 113222 123122 123221 223211 221132 221231 213212 223112 312131 311222 321122 ' +
  '321221 312212 322112 322211 212123 212321 232121 111323 131123 131321 112313 132113 132311 ' +
  '211313 231113 231311 112133 112331 132131 113123 113321 133121 313121 211331 231131 213113 ' +
  '213311 213131 311123 311321 331121 312113 312311 332111 314111 221411 431111 111224 111422 ' +
  '121124 121421 141122 141221 112214 112412 122114 122411 142112 142211 241211 221114 413111 ' +
  '241112 134111 111242 121142 121241 114212 124112 124211 411212 421112 421211 212141 214121 ' +
  '412121 111143 111341 131141 114113 114311 411113 411311 113141 114131 311141 411131 211412 ' +
  '211214 211232 2331112'
).split(' ');

const START_B = 104;
const START_C = 105;
const CODE_B = 100;
const CODE_C = 99;
const STOP = 106;
/** Quiet zone on each side, in modules (the standard asks for at least 10). */
export const CODE128_QUIET = 10;

/** A bar, in modules from the left edge of the symbol (quiet zone included). */
export interface Bar {
  x: number;
  w: number;
}

/** An encoded Code 128 symbol. */
export interface Code128 {
  text: string;
  /** Symbol values: start, data, check, stop. */
  codes: number[];
  /** Total width in modules, quiet zones included. */
  modules: number;
  bars: Bar[];
}

/** Tells whether text can be encoded with code sets B and C (printable ASCII). */
export const isCode128Encodable = (text: string): boolean => /^[\x20-\x7e]+$/.test(text);

const isDigitPair = (text: string, i: number): boolean => /^\d\d$/.test(text.slice(i, i + 2));

type CodeSet = 'B' | 'C';

/** Chooses sets B and C for the fewest symbols: suffix costs by dynamic programming, then a walk. */
const plan = (text: string): number[] => {
  const n = text.length;
  const rest: Record<CodeSet, number[]> = {
    B: Array<number>(n + 1).fill(0),
    C: Array<number>(n + 1).fill(0),
  };
  /** Symbols for text[i..] when the next symbol is encoded in `set`. */
  const enc = (set: CodeSet, i: number): number =>
    set === 'B'
      ? 1 + (rest.B[i + 1] ?? 0)
      : isDigitPair(text, i)
        ? 1 + (rest.C[i + 2] ?? 0)
        : Infinity;
  for (let i = n - 1; i >= 0; i--) {
    rest.B[i] = Math.min(enc('B', i), 1 + enc('C', i));
    rest.C[i] = Math.min(enc('C', i), 1 + enc('B', i));
  }
  let set: CodeSet = enc('C', 0) < enc('B', 0) ? 'C' : 'B';
  const codes = [set === 'C' ? START_C : START_B];
  for (let i = 0; i < n;) {
    const other: CodeSet = set === 'C' ? 'B' : 'C';
    if (1 + enc(other, i) < enc(set, i)) {
      codes.push(other === 'C' ? CODE_C : CODE_B);
      set = other;
    }
    if (set === 'C') {
      codes.push(Number(text.slice(i, i + 2)));
      i += 2;
    } else {
      codes.push(text.charCodeAt(i) - 32);
      i += 1;
    }
  }
  return codes;
};

/** Encodes printable ASCII as Code 128 (sets B and C, shortest symbol), with check and quiet zones. */
export const code128 = (text: string): Code128 => {
  if (!isCode128Encodable(text))
    throw new RangeError(`Code 128 只能编码可打印 ASCII 字符：${text}`);
  const codes = plan(text);
  const check = codes.reduce((sum, c, i) => sum + c * Math.max(i, 1), 0) % 103;
  codes.push(check, STOP);
  const bars: Bar[] = [];
  let x = CODE128_QUIET;
  for (const code of codes) {
    const widths = PATTERNS[code] ?? '';
    for (let k = 0; k < widths.length; k++) {
      const w = Number(widths[k]);
      if (k % 2 === 0) bars.push({ x, w });
      x += w;
    }
  }
  return { text, codes, modules: x + CODE128_QUIET, bars };
};
