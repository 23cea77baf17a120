import type { LaidLine } from '../../layout';
import { finishLine, type Placed } from './finish-line';
import { scaleBox } from './scale-box';
import type { Atom, TextMetrics } from './text.types';

/** Line geometry in mm, and the paragraph's size and line height for empty lines. */
export interface BreakOptions {
  width: number;
  firstIndent: number;
  indent: number;
  sizePt: number;
  lineHeight: number;
}

type FlowAtom = Exclude<Atom, { kind: 'br' }>;
/** Atoms that stay on one line, with the spaces before them (dropped at a line start). */
interface Unit {
  kind: 'flow' | 'own' | 'br';
  atoms: FlowAtom[];
  spaces: FlowAtom[];
  width: number;
}

const EPS = 1e-6;
const cls = (a: Atom): string => (a.kind === 'text' ? a.cls : a.kind);

/** 避头尾 and whole words: may a line break fall between two adjacent atoms? */
export const canBreakBetween = (a: Atom, b: Atom): boolean => {
  const [ca, cb] = [cls(a), cls(b)];
  // Closing punctuation, —— and …… never start a line; opening punctuation never ends one.
  if (cb === 'close' || cb === 'insep' || ca === 'open') return false;
  return !(ca === 'word' && cb === 'word');
};

const group = (atoms: readonly Atom[]): Unit[] => {
  const units: Unit[] = [];
  let spaces: FlowAtom[] = [];
  let current: Unit | undefined;
  for (const a of atoms) {
    if (a.kind === 'space') {
      spaces.push(a);
      current = undefined;
    } else if (a.kind === 'br' || (a.kind === 'box' && a.own)) {
      units.push({
        kind: a.kind === 'br' ? 'br' : 'own',
        atoms: a.kind === 'br' ? [] : [a],
        spaces: [],
        width: 0,
      });
      [spaces, current] = [[], undefined];
    } else {
      const last = units.at(-1);
      const glued = current ?? (cls(a) === 'close' && last?.kind === 'flow' ? last : undefined);
      const prev = glued?.atoms.at(-1);
      if (glued && prev && !canBreakBetween(prev, a)) {
        glued.atoms.push(...(glued === current ? [] : spaces), a);
        glued.width = glued.atoms.reduce((w, x) => w + x.width, 0);
        current = glued;
      } else {
        current = { kind: 'flow', atoms: [a], spaces, width: a.width };
        units.push(current);
      }
      spaces = [];
    }
  }
  return units;
};

/** Breaks atoms into lines: greedy fill, 避头尾, whole Latin words, hyphens only inside overlong words. */
export const breakLines = (
  atoms: readonly Atom[],
  opts: BreakOptions,
  metrics: TextMetrics,
): LaidLine[] => {
  const lines: LaidLine[] = [];
  let placed: Placed[] = [];
  let start = opts.firstIndent;
  let x = start;
  const flush = (): void => {
    lines.push(finishLine(placed, opts));
    placed = [];
    start = x = opts.indent;
  };
  const place = (a: FlowAtom, at = x): void => {
    placed.push({ atom: a, x: at });
    x = at + a.width;
  };
  const fits = (w: number): boolean => x + w <= opts.width + EPS;
  const hyphenate = (a: Extract<FlowAtom, { kind: 'text' }>): void => {
    let rest = a.text;
    while (!fits(metrics.textWidth(rest, a.style))) {
      const chars = [...rest];
      let k = chars.length - 1;
      while (k > 1 && !fits(metrics.textWidth(`${chars.slice(0, k).join('')}-`, a.style))) k--;
      const text = `${chars.slice(0, k).join('')}-`;
      place({ ...a, text, width: metrics.textWidth(text, a.style) });
      flush();
      rest = chars.slice(k).join('');
    }
    place({ ...a, text: rest, width: metrics.textWidth(rest, a.style) });
  };
  const emergency = (a: FlowAtom): void => {
    if (!fits(a.width) && placed.length) flush();
    if (fits(a.width)) place(a);
    else if (a.kind === 'text' && a.cls === 'word') hyphenate(a);
    else if (a.kind === 'box') place(scaleBox(a, opts.width - x));
    else place(a);
  };
  for (const u of group(atoms)) {
    if (u.kind === 'br') flush();
    else if (u.kind === 'own') {
      if (placed.length) flush();
      const box = u.atoms[0];
      if (!box) continue;
      const fitted = box.width > opts.width - start ? scaleBox(box, opts.width - start) : box;
      place(fitted, start + (opts.width - start - fitted.width) / 2);
      flush();
    } else {
      const gap = placed.length ? u.spaces.reduce((w, s) => w + s.width, 0) : 0;
      if (!fits(gap + u.width) && placed.length) flush();
      else if (placed.length) u.spaces.forEach((s) => place(s));
      if (fits(u.width)) u.atoms.forEach((a) => place(a));
      else u.atoms.forEach(emergency);
    }
  }
  if (placed.length || lines.length === 0) flush();
  return lines;
};
