import { LABEL_SHEETS, type LabelSheetId } from '../../../layout';
import type { z } from 'zod';
import { labelSheetSpecOf, type labelSheetSpec } from '../../../shared/api';

/** A label sheet as the form edits it (mm). */
export type SheetSpec = z.infer<typeof labelSheetSpec>;

/** Which students a class print is for. */
export interface ScopeChoice {
  gradeId: string | null;
  classIds: string[];
  /** Every class of the grade (a background job with progress). */
  wholeGrade: boolean;
}

/** Everything the print screens let the teacher choose. */
export interface PrintOptions {
  withAnswers: boolean;
  compact: boolean;
  cardMode: 'blank' | 'students';
  scope: ScopeChoice;
  sheetId: LabelSheetId | 'custom';
  sheet: SheetSpec;
  startPosition: number;
  qrTarget: 'students' | 'paper';
}

/** The numbers of a label sheet preset. */
export const presetSpec = (id: LabelSheetId): SheetSpec => labelSheetSpecOf(LABEL_SHEETS[id]);

/** The options the screens open with. */
export const buildPrintOptions = (overrides: Partial<PrintOptions> = {}): PrintOptions => ({
  withAnswers: false,
  compact: false,
  cardMode: 'blank',
  scope: { gradeId: null, classIds: [], wholeGrade: false },
  sheetId: 'a4-3x8',
  sheet: presetSpec('a4-3x8'),
  startPosition: 1,
  qrTarget: 'students',
  ...overrides,
});

/** Labels on one sheet. */
export const perSheet = (s: SheetSpec): number => Math.max(1, s.rows * s.cols);

/** How a scope is named in file names: the class, "初二(1)班等3个班", or the grade. */
export function scopeLabel(
  scope: ScopeChoice,
  grades: readonly { id: string; name: string }[],
  classes: readonly { id: string; name: string }[],
): string {
  if (scope.wholeGrade) return grades.find((g) => g.id === scope.gradeId)?.name ?? '';
  const chosen = classes.filter((c) => scope.classIds.includes(c.id));
  if (chosen.length <= 1) return chosen[0]?.name ?? '';
  return `${chosen[0]!.name}等${chosen.length}个班`;
}
