/** 避头尾 (kinsoku): which characters may not start or end a line, and which never split. */

/** Closing punctuation and marks that never start a line. */
export const NO_LINE_START = new Set([
  ...'，。、；：？！）》」』】〕〗〉”’％‰℃°′″·・～',
  ...',.;:?!)]}%',
]);

/** Opening punctuation that never ends a line. */
export const NO_LINE_END = new Set([...'（《「『【〔〖〈“‘＄￥', ...'([{$¥']);

/** Characters written in pairs (——, ……): kept together and never at a line start. */
export const INSEPARABLE = new Set([...'—…']);

/** Latin words and numbers, kept whole on a line (3.14, x-ray, don't). */
export const WORD = /[A-Za-z0-9]+(?:['’.-][A-Za-z0-9]+)*/y;

/** How a character (or word) behaves at a line break. */
export type BreakClass = 'cjk' | 'word' | 'open' | 'close' | 'insep';

/** The break class of a single character that is not part of a Latin word. */
export const breakClass = (ch: string): BreakClass =>
  NO_LINE_START.has(ch)
    ? 'close'
    : NO_LINE_END.has(ch)
      ? 'open'
      : INSEPARABLE.has(ch)
        ? 'insep'
        : 'cjk';
