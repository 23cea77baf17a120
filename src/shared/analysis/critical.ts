import type { RateKey } from './rates';

/** The lines 临界生 are watched at (低分 is a floor, not a goal). */
export const CRITICAL_LINES: readonly RateKey[] = ['excellent', 'good', 'pass'];

/** 临界生: line − buffer ≤ score < line. */
export const isCritical = (score: number, line: number, buffer: number): boolean =>
  score >= line - buffer && score < line;

/** A student close below a line. */
export interface CriticalStudent {
  id: string;
  name: string;
  classId: string;
  className: string;
  total: number;
  /** Points still missing: line − total (> 0, ≤ buffer). */
  gap: number;
}

/** Students below each line within the buffer, closest first (then by name). */
export const criticalStudents = (
  rows: readonly Omit<CriticalStudent, 'gap'>[],
  lines: Record<RateKey, number>,
  buffer: number,
): Record<'excellent' | 'good' | 'pass', CriticalStudent[]> => {
  const near = (line: number): CriticalStudent[] =>
    rows
      .filter((r) => isCritical(r.total, line, buffer))
      .map((r) => ({ ...r, gap: Math.round((line - r.total) * 100) / 100 }))
      .sort((a, b) => a.gap - b.gap || a.name.localeCompare(b.name, 'zh-CN'));
  return { excellent: near(lines.excellent), good: near(lines.good), pass: near(lines.pass) };
};
