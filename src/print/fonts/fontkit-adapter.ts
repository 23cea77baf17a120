import * as fontkit from 'fontkit';
import type { Font as FontkitFont } from 'fontkit';
import type { PDFDocument } from 'pdf-lib';

/** What pdf-lib's `registerFontkit` expects. */
type PdfLibFontkit = Parameters<PDFDocument['registerFontkit']>[0];
type PdfLibFont = ReturnType<PdfLibFontkit['create']>;
type PdfLibSubset = ReturnType<PdfLibFont['createSubset']>;
type StreamEvent = Parameters<ReturnType<PdfLibSubset['encodeStream']>['on']>[0];
type StreamCallback = Parameters<ReturnType<PdfLibSubset['encodeStream']>['on']>[1];

/** fontkit 2's subset as it really is (@types/fontkit types includeGlyph's return as boolean). */
interface FontkitSubset {
  includeGlyph(glyph: number | { id: number }): number;
  encode(): Uint8Array;
  cff?: unknown;
}

/** Parsed fonts, one per byte array: a 10 MB CJK font is parsed once per process. */
const parsed = new WeakMap<Uint8Array, FontkitFont>();
/** The pdf-lib facing view of each parsed font, also made once. */
const adapted = new WeakMap<FontkitFont, PdfLibFont>();

/** Parses font bytes with upstream fontkit 2, once per byte array. */
export const parseFont = (bytes: Uint8Array): FontkitFont => {
  let font = parsed.get(bytes);
  if (!font) {
    const made = fontkit.create(bytes as Buffer);
    if (!('glyphForCodePoint' in made))
      throw new Error('字体集合（TTC）不能直接嵌入，请使用单个 TTF 字体');
    font = made;
    parsed.set(bytes, font);
  }
  return font;
};

/** Gives pdf-lib the stream-style subset API of @pdf-lib/fontkit on top of fontkit 2's `encode()`. */
const adaptSubset = (subset: FontkitSubset): PdfLibSubset => {
  const view = {
    includeGlyph: (glyph: Parameters<PdfLibSubset['includeGlyph']>[0]): number =>
      subset.includeGlyph(glyph),
    /** pdf-lib reads `subset.cff` to choose CIDFontType0 (CFF) or CIDFontType2 (glyf). */
    get cff(): unknown {
      return subset.cff;
    },
    encodeStream() {
      const handlers = new Map<StreamEvent | 'error', StreamCallback>();
      const stream = {
        on(event: StreamEvent, callback: StreamCallback) {
          handlers.set(event, callback);
          return stream;
        },
      };
      queueMicrotask(() => {
        try {
          handlers.get('data')?.(subset.encode());
          handlers.get('end')?.(new Uint8Array(0));
        } catch (error) {
          (handlers.get('error') as ((e: unknown) => void) | undefined)?.(error);
        }
      });
      return stream;
    },
  };
  return view;
};

/** Wraps a parsed font so pdf-lib sees @pdf-lib/fontkit's API; everything else delegates. */
const adaptFont = (font: FontkitFont): PdfLibFont => {
  let view = adapted.get(font);
  if (!view) {
    view = Object.create(font, {
      createSubset: { value: () => adaptSubset(font.createSubset() as unknown as FontkitSubset) },
    }) as PdfLibFont;
    adapted.set(font, view);
  }
  return view;
};

/** The object to pass to `pdfDoc.registerFontkit()`: upstream fontkit 2, subsetting correctly. */
export const fontkitAdapter: PdfLibFontkit = {
  create: (bytes: Uint8Array) => adaptFont(parseFont(bytes)),
};
