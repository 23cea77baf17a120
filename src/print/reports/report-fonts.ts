import { Font } from '@react-pdf/renderer';
import { defaultFontSources, type FontSources } from '../fonts';
import { cjkBreaks } from './cjk-breaks';

/** The family every report is set in (Noto Sans SC, embedded as a subset by react-pdf). */
export const REPORT_FONT = 'NotoSansSC';

/** A parsed font as react-pdf holds it (fontkit), used to draw and measure table cells. */
export interface PainterFont {
  unitsPerEm: number;
  ascent: number;
  descent: number;
  glyphForCodePoint(codePoint: number): { advanceWidth: number };
}

/** Both weights, loaded, for cell drawing on a Canvas. */
export interface ReportFonts {
  regular: PainterFont;
  bold: PainterFont;
}

let ready: Promise<ReportFonts> | undefined;

const load = async (sources: FontSources): Promise<ReportFonts> => {
  Font.register({
    family: REPORT_FONT,
    fonts: [
      { src: sources.regular, fontWeight: 400 },
      { src: sources.bold, fontWeight: 700 },
    ],
  });
  Font.registerHyphenationCallback(cjkBreaks);
  const loaded = async (fontWeight: number): Promise<PainterFont> => {
    const source = Font.getFont({ fontFamily: REPORT_FONT, fontWeight });
    await source.load();
    return source.data as unknown as PainterFont;
  };
  const [regular, bold] = await Promise.all([loaded(400), loaded(700)]);
  return { regular, bold };
};

/**
 * Registers Noto Sans SC with react-pdf once per process (file paths in Node, the configured
 * URLs in the browser), with the CJK line-break callback, and loads both weights.
 */
export const reportFonts = (sources?: FontSources): Promise<ReportFonts> => {
  if (!ready) {
    ready = (sources ? Promise.resolve(sources) : defaultFontSources()).then(load);
    ready.catch(() => {
      ready = undefined;
    });
  }
  return ready;
};
