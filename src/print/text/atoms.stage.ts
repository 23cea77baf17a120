import { mm, ptToMm, pt, type FlowInline, type TextStyle } from '../../layout';
import { breakClass, WORD, type BreakClass } from './kinsoku';
import type { Atom, RunStyle, TextMetrics } from './text.types';

/** Ideographic em box: glyphs sit 0.88 em above and 0.12 em below the baseline. */
export const TEXT_ASCENT = 0.88;
/** Descent of the ideographic em box below the baseline, in em. */
export const TEXT_DESCENT = 0.12;
/** Default fill-in blank length in em. */
export const BLANK_EM = 6;
/** Images taller than this many em get a line of their own. */
const INLINE_IMAGE_EM = 1.6;

/** A font size in points as millimetres. */
export const sizeMm = (sizePt: number): number => ptToMm(pt(sizePt));

/** A straight quote opens after a space (or at the start) and closes after anything else. */
const quoteClass = (before: string | undefined): BreakClass =>
  before === undefined || /[\s(（[“‘]/.test(before) ? 'open' : 'close';

/** Splits a text run into words, single characters and spaces. */
const textAtoms = (text: string, style: RunStyle, metrics: TextMetrics): Atom[] => {
  const atoms: Atom[] = [];
  for (let i = 0; i < text.length;) {
    WORD.lastIndex = i;
    const word = WORD.exec(text)?.[0];
    const ch = word ?? String.fromCodePoint(text.codePointAt(i) ?? 32);
    // ASCII white space breaks and collapses; the ideographic space (U+3000) is a character.
    if (/[ \t\r\n]/.test(ch)) {
      if (ch === '\n') atoms.push({ kind: 'br' });
      else atoms.push({ kind: 'space', width: metrics.textWidth(' ', style), style });
    } else {
      const cls = word ? 'word' : /["']/.test(ch) ? quoteClass(text[i - 1]) : breakClass(ch);
      atoms.push({ kind: 'text', text: ch, cls, width: metrics.textWidth(ch, style), style });
    }
    i += ch.length;
  }
  return atoms;
};

/** Turns rich text into atoms: text pieces, TeX/image/blank boxes and forced breaks. */
export const toAtoms = (
  runs: readonly FlowInline[],
  base: TextStyle,
  metrics: TextMetrics,
): Atom[] =>
  runs.flatMap((run): Atom[] => {
    const style: RunStyle = {
      sizePt: base.sizePt,
      weight: run.weight ?? base.weight,
      color: run.color ?? base.color ?? 'black',
    };
    const em = sizeMm(style.sizePt);
    switch (run.t) {
      case 'text':
        return textAtoms(run.v, style, metrics);
      case 'br':
        return [{ kind: 'br' }];
      case 'blank': {
        const width = (run.len ?? BLANK_EM) * em;
        const item = { kind: 'blank', w: mm(width) } as const;
        return [
          {
            kind: 'box',
            width,
            ascent: TEXT_ASCENT * em,
            descent: TEXT_DESCENT * em,
            own: false,
            item,
          },
        ];
      }
      case 'img': {
        const item = { kind: 'img', src: run.src, w: mm(run.w), h: mm(run.h) } as const;
        const own = run.h > INLINE_IMAGE_EM * em;
        return [{ kind: 'box', width: run.w, ascent: run.h, descent: 0, own, item }];
      }
      default: {
        const display = run.display ?? false;
        const m = metrics.tex(run.v, display, style.sizePt);
        if (!m) return textAtoms(run.v, { ...style, color: 'red' }, metrics);
        const item = {
          kind: 'tex',
          tex: run.v,
          sizePt: style.sizePt,
          display,
          width: mm(m.width),
          ascent: mm(m.ascent),
          descent: mm(m.descent),
        } as const;
        return [
          { kind: 'box', width: m.width, ascent: m.ascent, descent: m.descent, own: display, item },
        ];
      }
    }
  });
