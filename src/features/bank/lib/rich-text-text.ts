import type { Inline, RichText } from '../../../layout';

/** Width of a blank written without a length (what `____` × 6 stands for). */
const DEFAULT_BLANK = 6;
const IMAGE = /^!\[(\d+(?:\.\d+)?)x(\d+(?:\.\d+)?)\]\(([^)\s]+)\)/;

/** Appends a run, merging neighbouring text. */
function push(out: Inline[], run: Inline): void {
  const last = out[out.length - 1];
  if (run.t === 'text' && last?.t === 'text') last.v += run.v;
  else out.push(run);
}

/**
 * Parses the editor's plain text into rich text: `$…$` inline TeX, `$$…$$` display TeX, three or
 * more underscores a blank (its length), `![宽x高](src)` an image (mm), a newline a line break,
 * `\$` a dollar sign. An unclosed `$` stays text.
 */
export function textToRich(text: string): RichText {
  const out: Inline[] = [];
  let i = 0;
  while (i < text.length) {
    const rest = text.slice(i);
    if (rest.startsWith('\\$')) {
      push(out, { t: 'text', v: '$' });
      i += 2;
      continue;
    }
    const display = rest.startsWith('$$');
    if (rest.startsWith('$')) {
      const open = display ? 2 : 1;
      const close = rest.indexOf(display ? '$$' : '$', open);
      const v = close > 0 ? rest.slice(open, close).trim() : '';
      if (v) {
        push(out, display ? { t: 'tex', v, display: true } : { t: 'tex', v });
        i += close + open;
        continue;
      }
    }
    const blank = /^_{3,}/.exec(rest);
    if (blank) {
      const len = blank[0].length;
      push(out, len === DEFAULT_BLANK ? { t: 'blank' } : { t: 'blank', len });
      i += len;
      continue;
    }
    const img = IMAGE.exec(rest);
    if (img) {
      push(out, { t: 'img', src: img[3] ?? '', w: Number(img[1]), h: Number(img[2]) });
      i += img[0].length;
      continue;
    }
    if (rest[0] === '\n') {
      push(out, { t: 'br' });
      i += 1;
      continue;
    }
    push(out, { t: 'text', v: rest[0] ?? '' });
    i += 1;
  }
  return out;
}

const runText = (r: Inline): string => {
  switch (r.t) {
    case 'text':
      return r.v.replace(/\$/g, '\\$');
    case 'tex':
      return r.display ? `$$${r.v}$$` : `$${r.v}$`;
    case 'blank':
      return '_'.repeat(r.len ?? DEFAULT_BLANK);
    case 'img':
      return `![${r.w}x${r.h}](${r.src})`;
    case 'br':
      return '\n';
  }
};

/** Writes rich text as the editor's plain text (the inverse of `textToRich`). */
export const richToText = (rt: RichText): string => rt.map(runText).join('');

/** The text that shows an uploaded image in the editor. */
export const imageText = (img: { src: string; w: number; h: number }): string =>
  `![${Math.round(img.w)}x${Math.round(img.h)}](${img.src})`;
