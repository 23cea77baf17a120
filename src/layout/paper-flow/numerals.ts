const DIGITS = '零一二三四五六七八九';

/** Chinese numeral for 1–99 as used for 大题 numbers: 一, 十, 十一, 二十, 二十三. */
export const chineseNumeral = (n: number): string => {
  if (!Number.isInteger(n) || n < 1 || n > 99) return String(n);
  const tens = Math.floor(n / 10);
  const ones = n % 10;
  const head = tens === 0 ? '' : tens === 1 ? '十' : `${DIGITS[tens]}十`;
  return head + (ones === 0 ? '' : (DIGITS[ones] ?? ''));
};
