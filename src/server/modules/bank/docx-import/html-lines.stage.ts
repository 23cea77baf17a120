import type { Inline } from '../../../../layout';
import type { Line } from './line';
import type { Formula } from './read.stage';
import { decodeXml } from './xml';

const BLOCK = /^(p|h[1-6]|li|td|th|tr|table|blockquote)$/;
const TEX_SPECIAL = /[\\{}$%#&]/g;

/** Lines of the document with their Word equations flagged (exact or not). */
export interface DocLine extends Line {
  formulas: boolean[];
}

/**
 * Turns mammoth's HTML into lines of rich text: one per paragraph, list item or table cell,
 * split at soft line breaks; images stay `docx-image:<i>` (sized later), ⟦公式i⟧ markers become
 * TeX, superscripts and subscripts become TeX too, underlined spaces a blank.
 */
export function htmlLines(html: string, formulas: Formula[]): DocLine[] {
  const lines: DocLine[] = [];
  const lists: { ordered: boolean; n: number }[] = [];
  let runs: Inline[] = [];
  let used: boolean[] = [];
  let list: Line['list'];
  let script: 'sup' | 'sub' | null = null;
  let underline = false;
  const flush = () => {
    if (runs.length) lines.push({ runs, formulas: used, ...(list ? { list } : {}) });
    runs = [];
    used = [];
    list = undefined;
  };
  const text = (v: string) => {
    if (underline && !v.trim()) {
      runs.push({ t: 'blank', len: Math.min(30, Math.max(4, v.length)) });
      return;
    }
    if (script) {
      runs.push({
        t: 'tex',
        v: `${script === 'sup' ? '^' : '_'}{${v.replace(TEX_SPECIAL, (c) => `\\${c}`)}}`,
      });
      return;
    }
    for (const part of v.split(/(⟦公式\d+⟧)/)) {
      const f = /^⟦公式(\d+)⟧$/.exec(part);
      const formula = f ? formulas[Number(f[1])] : undefined;
      if (formula) {
        runs.push(
          formula.display
            ? { t: 'tex', v: formula.tex, display: true }
            : { t: 'tex', v: formula.tex },
        );
        used.push(formula.exact);
      } else if (part) {
        const last = runs[runs.length - 1];
        if (last?.t === 'text') last.v += part;
        else runs.push({ t: 'text', v: part });
      }
    }
  };
  const re = /<(\/?)([a-z][a-z0-9]*)([^>]*?)\/?>|([^<]+)/gi;
  for (let m = re.exec(html); m; m = re.exec(html)) {
    if (m[4] !== undefined) {
      text(decodeXml(m[4]));
      continue;
    }
    const [, close, tag = '', attrs = ''] = m;
    const name = tag.toLowerCase();
    if (name === 'ol' || name === 'ul') {
      flush();
      if (close) lists.pop();
      else lists.push({ ordered: name === 'ol', n: 0 });
    } else if (name === 'br') flush();
    else if (name === 'sup' || name === 'sub') script = close ? null : name;
    else if (name === 'u') underline = !close;
    else if (name === 'img' && !close) {
      const src = /src="([^"]*)"/.exec(attrs)?.[1] ?? '';
      runs.push({ t: 'img', src: decodeXml(src), w: 1, h: 1 });
    } else if (BLOCK.test(name)) {
      flush();
      const top = lists[lists.length - 1];
      if (name === 'li' && !close && top?.ordered) list = { depth: lists.length - 1, n: ++top.n };
    }
  }
  flush();
  return lines;
}
