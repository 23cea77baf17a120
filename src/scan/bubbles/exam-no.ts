import type { PageCalibration } from './calibrate';
import { decideChoice, type ChoiceDecision, type OptionReading } from './decide';

/** The 考号 read from its bubble grid: all digits, or null with the columns that need a person. */
export interface ExamNoReading {
  examNo: string | null;
  /** One decision per digit column, left to right. */
  columns: ChoiceDecision[];
  /** Digits with "?" where a column is blank, 多涂 or doubtful. */
  partial: string;
  reason: string;
}

/** Reads the 考号 grid: exactly one digit per column, else the column is named for review. */
export const decideExamNo = (
  columns: readonly (readonly OptionReading[])[],
  calibration?: PageCalibration,
): ExamNoReading => {
  const decisions = columns.map((c) => decideChoice(c, false, calibration));
  const partial = decisions.map((d) => (d.status === 'answered' ? d.selected[0]! : '?')).join('');
  const problems = decisions.flatMap((d, i) => {
    if (d.status === 'answered') return [];
    if (d.status === 'blank') return [`第 ${i + 1} 位未填涂`];
    if (d.status === 'multiple') return [`第 ${i + 1} 位多涂`];
    return [`第 ${i + 1} 位无法确定`];
  });
  if (decisions.length > 0 && decisions.every((d) => d.status === 'blank'))
    return { examNo: null, columns: decisions, partial, reason: '考号未填涂' };
  if (problems.length === 0)
    return { examNo: partial, columns: decisions, partial, reason: '考号填涂清晰' };
  return { examNo: null, columns: decisions, partial, reason: `考号${problems.join('，')}` };
};
