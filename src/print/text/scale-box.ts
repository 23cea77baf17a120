import { mm } from '../../layout';
import type { Atom } from './text.types';

type Box = Extract<Atom, { kind: 'box' }>;

/** Shrinks a box (formula, image, blank) to a width so nothing passes the column's edge. */
export const scaleBox = <A extends Atom>(atom: A, width: number): A => {
  if (atom.kind !== 'box' || atom.width <= width) return atom;
  const box: Box = atom;
  const f = Math.max(width, 0) / box.width;
  const { item } = box;
  const scaled: Box['item'] =
    item.kind === 'blank'
      ? { ...item, w: mm(item.w * f) }
      : item.kind === 'img'
        ? { ...item, w: mm(item.w * f), h: mm(item.h * f) }
        : {
            ...item,
            sizePt: item.sizePt * f,
            width: mm(item.width * f),
            ascent: mm(item.ascent * f),
            descent: mm(item.descent * f),
          };
  const vertical = item.kind === 'blank' ? 1 : f;
  return {
    ...box,
    width: box.width * f,
    ascent: box.ascent * vertical,
    descent: box.descent * vertical,
    item: scaled,
  } as A;
};
