import { rectR, round2 } from '../geometry';
import type { TextElement, TextRole } from './card-element.types';

/** Width of a character in em: 1 for CJK, full-width forms and dashes/quotes, about 0.55 else. */
const charEm = (ch: string): number => {
  const c = ch.codePointAt(0) ?? 0;
  return c >= 0x2e80 || (c >= 0x2010 && c <= 0x2027) ? 1 : 0.55;
};

/** Estimated width in mm of a string at a font size in mm (layout has no fonts to measure). */
export function textWidth(text: string, fontSize: number): number {
  let em = 0;
  for (const ch of text) em += charEm(ch);
  return em * fontSize;
}

/** Wraps text (paragraphs split by "\n") into lines no wider than width, breaking anywhere. */
export function wrapText(text: string, width: number, fontSize: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    let used = 0;
    for (const ch of paragraph) {
      const w = charEm(ch) * fontSize;
      if (used + w > width + 1e-6 && line) {
        lines.push(line);
        line = '';
        used = 0;
      }
      line += ch;
      used += w;
    }
    lines.push(line);
  }
  return lines;
}

/** Arguments of a text block: where it starts, how wide, and its style. */
export interface TextSpec {
  role: TextRole;
  ref?: string;
  x: number;
  y: number;
  w: number;
  text: string;
  style: { fontSize: number; lineHeight: number };
  weight?: TextElement['weight'];
  align?: TextElement['align'];
}

/** Lays out a wrapped text block; its height is lines × line height. */
export function layoutText(spec: TextSpec): Omit<TextElement, 'id'> {
  const lines = wrapText(spec.text, spec.w, spec.style.fontSize);
  const el: Omit<TextElement, 'id'> = {
    kind: 'text',
    role: spec.role,
    rect: rectR(spec.x, spec.y, spec.w, lines.length * spec.style.lineHeight),
    content: lines.join('\n'),
    fontSize: round2(spec.style.fontSize),
    lineHeight: round2(spec.style.lineHeight),
    weight: spec.weight ?? 'normal',
    align: spec.align ?? 'left',
  };
  if (spec.ref !== undefined) el.ref = spec.ref;
  return el;
}
