import { mm, ptToMm, pt, type FlowMeasurer, type LaidParagraph } from '../../layout';
import type { FontSet } from '../fonts';
import { layoutTex } from '../tex';
import { toAtoms } from './atoms.stage';
import { breakLines } from './break-lines.stage';
import type { TextMetrics } from './text.types';

/** Millimetre metrics from the print font and MathJax. */
export const textMetrics = (fonts: FontSet): TextMetrics => ({
  textWidth: (text, style) => ptToMm(fonts.measureText(text, style.sizePt, style.weight)),
  tex: (tex, display, sizePt) => {
    const r = layoutTex(tex, display);
    if (!r.ok) return null;
    const em = ptToMm(pt(sizePt));
    return { width: r.width * em, ascent: r.ascent * em, descent: r.descent * em };
  },
});

/** The measurer the paper flow uses: breaks rich text with the real font and formula metrics. */
export const createTextMeasurer = (fonts: FontSet): FlowMeasurer => {
  const metrics = textMetrics(fonts);
  return {
    paragraph(text, style, options): LaidParagraph {
      const atoms = toAtoms(text, style, metrics);
      const lines = breakLines(
        atoms,
        {
          width: options.width,
          firstIndent: options.firstIndent ?? 0,
          indent: options.indent ?? 0,
          sizePt: style.sizePt,
          lineHeight: style.lineHeight,
        },
        metrics,
      );
      return {
        lines,
        width: mm(Math.max(0, ...lines.map((l) => l.width))),
        height: mm(lines.reduce((h, l) => h + l.height, 0)),
      };
    },
  };
};

/** Most paragraphs a memoising measurer keeps before it starts afresh. */
const MEMO_LIMIT = 5000;

/**
 * A measurer that lays out each distinct paragraph (text, style, options) once: the papers of a
 * practice set repeat the same stems and options student after student. Laid paragraphs are
 * shared, so nobody may change them (the flow stages copy lines when they place them).
 */
export const memoMeasurer = (m: FlowMeasurer): FlowMeasurer => {
  const laid = new Map<string, LaidParagraph>();
  return {
    paragraph(text, style, options) {
      const key = JSON.stringify([text, style, options]);
      let p = laid.get(key);
      if (!p) {
        if (laid.size >= MEMO_LIMIT) laid.clear();
        p = m.paragraph(text, style, options);
        laid.set(key, p);
      }
      return p;
    },
  };
};
