import { mm, type LaidLine, type LineItem } from '../../layout';
import { sizeMm, TEXT_ASCENT, TEXT_DESCENT } from './atoms.stage';
import type { Atom } from './text.types';

/** An atom placed at x (mm from the line start). */
export interface Placed {
  atom: Exclude<Atom, { kind: 'br' }>;
  x: number;
}

/** Joins placed atoms into line items (runs of one style become one text item) with metrics. */
export const finishLine = (
  placed: readonly Placed[],
  opts: { sizePt: number; lineHeight: number },
): LaidLine => {
  let end = placed.length;
  while (end > 0 && placed[end - 1]?.atom.kind === 'space') end--;
  const items: LineItem[] = [];
  const em = sizeMm(opts.sizePt);
  let ascent = TEXT_ASCENT * em;
  let descent = TEXT_DESCENT * em;
  let width = 0;
  for (const { atom, x } of placed.slice(0, end)) {
    width = x + atom.width;
    if (atom.kind === 'box') {
      items.push({ ...atom.item, x: mm(x) } as LineItem);
      ascent = Math.max(ascent, atom.ascent);
      descent = Math.max(descent, atom.descent);
      continue;
    }
    const text = atom.kind === 'space' ? ' ' : atom.text;
    const { style } = atom;
    ascent = Math.max(ascent, TEXT_ASCENT * sizeMm(style.sizePt));
    const last = items.at(-1);
    if (
      last?.kind === 'text' &&
      last.sizePt === style.sizePt &&
      last.weight === style.weight &&
      last.color === style.color
    ) {
      last.text += text;
    } else {
      items.push({
        kind: 'text',
        x: mm(x),
        text,
        sizePt: style.sizePt,
        weight: style.weight,
        color: style.color,
      });
    }
  }
  const halfLeading = ((opts.lineHeight - 1) * em) / 2;
  const baseline = halfLeading + ascent;
  const height = Math.max(opts.lineHeight * em, baseline + descent + halfLeading);
  return { width: mm(width), height: mm(height), baseline: mm(baseline), items };
};
