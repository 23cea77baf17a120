import type { PrinterCheckResult } from '../../../shared/api';

/** A scale as a percentage with one decimal: 0.97 → 97.0%. */
export const percent = (scale: number): string => `${(scale * 100).toFixed(1)}%`;

/** An offset in words: positive is right (x) or down (y) on the printed page; under 0.05 mm is none. */
export function offsetText(mm: number, axis: 'x' | 'y'): string {
  if (Math.abs(mm) < 0.05) return '无偏移';
  const way = axis === 'x' ? (mm > 0 ? '向右' : '向左') : mm > 0 ? '向下' : '向上';
  return `${way} ${Math.abs(mm).toFixed(1)} 毫米`;
}

/** The measured figures of a printer check, labelled for the teacher. */
export const printerFigures = (r: PrinterCheckResult): { label: string; value: string }[] => [
  { label: '横向比例', value: percent(r.scaleX) },
  { label: '纵向比例', value: percent(r.scaleY) },
  { label: '横向偏移', value: offsetText(r.offsetXmm, 'x') },
  { label: '纵向偏移', value: offsetText(r.offsetYmm, 'y') },
  { label: '倾斜', value: `${r.rotationDeg.toFixed(2)}°` },
];
