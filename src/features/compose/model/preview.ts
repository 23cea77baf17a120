import { optionsPerRow, type PaperOption, type RichText } from '../../../layout';

/** Body text size of the preview (10.5 pt), in mm. */
export const PREVIEW_EM_MM = 3.7;
const OPTION_GAP_EM = 2;

const charEm = (ch: string) => (/[\u2e80-\uffff]/.test(ch) ? 1 : 0.55);

/** Rough one-line width of rich text in em: CJK 1, Latin 0.55, TeX 0.6 a character, images by size. */
export function textWidthEm(rt: RichText): number {
  return rt.reduce((w, run) => {
    switch (run.t) {
      case 'text':
        return w + [...run.v].reduce((a, ch) => a + charEm(ch), 0);
      case 'tex':
        return w + run.v.length * 0.6;
      case 'img':
        return w + run.w / PREVIEW_EM_MM;
      case 'blank':
        return w + (run.len ?? 6) * 0.6;
      case 'br':
        return Number.POSITIVE_INFINITY;
    }
  }, 0);
}

/** How many options share a row (4, 2 or 1), decided as print decides it, on estimated widths. */
export function previewOptionsPerRow(options: readonly PaperOption[], columnMm: number): number {
  const widths = options.map((o) => textWidthEm(o.content) + 1.5);
  if (widths.some((w) => !Number.isFinite(w))) return 1;
  return optionsPerRow(widths, columnMm / PREVIEW_EM_MM - 2, OPTION_GAP_EM);
}

/** A question's answer as print shows it: the key (√/× for 判断) or the answer, each part once. */
export { answerRuns } from '../../../layout';
