/** CJK ideographs, kana, hangul, CJK punctuation and full-width forms. */
const CJK = /[\u2E80-\u9FFF\uAC00-\uD7AF\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFFEF]/u;
/** May not start a line (避头): closing marks and sentence punctuation. */
const NO_START = new Set('，。、；：？！）》」』】〕〉”’％…—·,.;:?!)]}%');
/** May not end a line (避尾): opening marks. */
const NO_END = new Set('（《「『【〔〈“‘([{');

/**
 * react-pdf's hyphenation callback for Chinese: a run of CJK is one "word" to it, so lines
 * overflow. Splits a word into parts with an empty part ('') wherever a line may break: react-pdf
 * reads '' as zero-width glue, so it breaks there without inserting a hyphen (a plain split would
 * make every break a hyphenation point and print "-"). Breaks go between CJK characters and at
 * CJK/Latin boundaries, never before closing punctuation or after opening punctuation; Latin runs
 * stay whole.
 */
export const cjkBreaks = (word: string): string[] => {
  const chars = [...word];
  const parts: string[] = [];
  let current = '';
  chars.forEach((ch, i) => {
    const prev = chars[i - 1];
    const breakable =
      prev !== undefined &&
      (CJK.test(ch) || CJK.test(prev)) &&
      !NO_START.has(ch) &&
      !NO_END.has(prev);
    if (breakable && current) {
      parts.push(current, '');
      current = '';
    }
    current += ch;
  });
  if (current) parts.push(current);
  return parts;
};
