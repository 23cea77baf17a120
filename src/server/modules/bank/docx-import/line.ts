import type { Inline, RichText } from '../../../../layout';

/** One paragraph (or soft-broken line) of the document as rich text. */
export interface Line {
  runs: RichText;
  /** Word's own list numbering of the paragraph, when it has one. */
  list?: { depth: number; n: number };
}

/** Stands for a non-text run (image, TeX) in a line's flat text. */
export const OBJ = '\uFFFC';

const width = (r: Inline): number => (r.t === 'text' ? r.v.length : 1);

/** The line as a string: text runs as they are, every other run as one OBJ character. */
export const flat = (runs: RichText): string =>
  runs.map((r) => (r.t === 'text' ? r.v : OBJ)).join('');

/** The runs between two offsets of the flat text. */
export function slice(runs: RichText, from: number, to = Infinity): RichText {
  const out: Inline[] = [];
  let at = 0;
  for (const r of runs) {
    const end = at + width(r);
    if (end > from && at < to) {
      if (r.t === 'text') {
        const v = r.v.slice(Math.max(0, from - at), Math.min(r.v.length, to - at));
        if (v) out.push({ t: 'text', v });
      } else out.push(r);
    }
    at = end;
  }
  return out;
}

/** The runs without leading and trailing whitespace (and without empty text runs). */
export function trim(runs: RichText): RichText {
  const s = flat(runs);
  const start = s.length - s.trimStart().length;
  const end = s.trimEnd().length;
  return start >= end ? [] : slice(runs, start, end);
}

/** Joins pieces of rich text with line breaks, skipping empty ones. */
export const joinLines = (...parts: RichText[]): RichText =>
  parts.filter((p) => p.length).flatMap((p, i) => (i ? [{ t: 'br' } as const, ...p] : p));

/**
 * Appends a line to rich text in place, after a line break (an empty line adds nothing): what
 * joinLines does, without copying what is already there, so many appends stay linear.
 */
export function appendLine(target: Inline[], runs: RichText): void {
  if (!runs.length) return;
  if (target.length) target.push({ t: 'br' });
  for (const r of runs) target.push(r);
}

/** Replaces every match of a pattern in the text runs by what `make` returns. */
export function replaceText(
  runs: RichText,
  pattern: RegExp,
  make: (m: RegExpExecArray) => Inline[],
): RichText {
  const out: Inline[] = [];
  for (const r of runs) {
    if (r.t !== 'text') {
      out.push(r);
      continue;
    }
    const re = new RegExp(
      pattern.source,
      pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`,
    );
    let last = 0;
    for (let m = re.exec(r.v); m; m = re.exec(r.v)) {
      if (m.index > last) out.push({ t: 'text', v: r.v.slice(last, m.index) });
      out.push(...make(m));
      last = m.index + m[0].length;
      if (!m[0].length) re.lastIndex++;
    }
    if (last < r.v.length) out.push({ t: 'text', v: r.v.slice(last) });
  }
  return out;
}
