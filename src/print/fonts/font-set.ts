import type { PDFDocument, PDFFont } from 'pdf-lib';
import { pt, type Pt } from '../../layout';
import { defaultFontLoader, type FontLoader, type FontWeight } from './font-loader';
import { fontkitAdapter, parseFont } from './fontkit-adapter';

/** Both weights of the print font, parsed once per process, with measuring helpers. */
export interface FontSet {
  readonly bytes: Readonly<Record<FontWeight, Uint8Array>>;
  /** Advance width of a string at a size, in points (no kerning, as pdf-lib draws it). */
  measureText(text: string, sizePt: number, weight: FontWeight): Pt;
  /** Tells whether the font has a real glyph (not .notdef) for every character. */
  hasGlyphs(text: string, weight?: FontWeight): boolean;
  /** Ascender and descender as fractions of the font size (descender negative). */
  readonly ascent: number;
  readonly descent: number;
}

/** The fonts embedded into one PDF document, by weight. */
export type EmbeddedFonts = Readonly<Record<FontWeight, PDFFont>>;

const makeFontSet = (bytes: Record<FontWeight, Uint8Array>): FontSet => {
  const fonts = { regular: parseFont(bytes.regular), bold: parseFont(bytes.bold) };
  const widths = { regular: new Map<number, number>(), bold: new Map<number, number>() };
  const advance = (code: number, weight: FontWeight): number => {
    const cache = widths[weight];
    let w = cache.get(code);
    if (w === undefined) {
      const font = fonts[weight];
      w = font.glyphForCodePoint(code).advanceWidth / font.unitsPerEm;
      cache.set(code, w);
    }
    return w;
  };
  const { regular } = fonts;
  return {
    bytes,
    ascent: regular.ascent / regular.unitsPerEm,
    descent: regular.descent / regular.unitsPerEm,
    measureText(text, sizePt, weight) {
      let em = 0;
      for (const ch of text) em += advance(ch.codePointAt(0) ?? 0, weight);
      return pt(em * sizePt);
    },
    hasGlyphs(text, weight = 'regular') {
      for (const ch of text)
        if (!fonts[weight].hasGlyphForCodePoint(ch.codePointAt(0) ?? 0)) return false;
      return true;
    },
  };
};

const sets = new Map<FontLoader, Promise<FontSet>>();

/** Loads and parses both weights once per loader (the default loader when none is given). */
export const loadFontSet = async (loader?: FontLoader): Promise<FontSet> => {
  const chosen = loader ?? (await defaultFontLoader());
  let set = sets.get(chosen);
  if (!set) {
    set = Promise.all([chosen('regular'), chosen('bold')]).then(([regular, bold]) =>
      makeFontSet({ regular, bold }),
    );
    set.catch(() => sets.delete(chosen));
    sets.set(chosen, set);
  }
  return set;
};

/** PDF subset names: a six-letter tag and '+' mark a font as a subset (PDF 32000 §9.6.4). */
const SUBSET_NAMES: Record<FontWeight, string> = {
  regular: 'NSSCRG+NotoSansSC-Regular',
  bold: 'NSSCBD+NotoSansSC-Bold',
};

/** Embeds both weights into a document as subsets (only the glyphs drawn end up in the file). */
export const embedFontSet = async (doc: PDFDocument, set: FontSet): Promise<EmbeddedFonts> => {
  doc.registerFontkit(fontkitAdapter);
  const [regular, bold] = await Promise.all([
    doc.embedFont(set.bytes.regular, { subset: true, customName: SUBSET_NAMES.regular }),
    doc.embedFont(set.bytes.bold, { subset: true, customName: SUBSET_NAMES.bold }),
  ]);
  return { regular, bold };
};
