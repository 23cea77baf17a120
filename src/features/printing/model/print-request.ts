import { printFileName, type PrintJobBody } from '../../../shared/api';
import type { PrintOptions, ScopeChoice } from './print-options';
import type { PrintTab } from './print-tabs';

/** What to ask the server for: a PDF at once, or a background job (large sets). */
export type PrintRequest =
  | { kind: 'direct'; url: string; body: Record<string, unknown>; fileName: string }
  | { kind: 'job'; body: PrintJobBody; fileName: string };

/** What the request needs besides the options: the paper and the names of the chosen classes. */
export interface PrintContext {
  paper: { id: string; title: string } | null;
  /** 初二(1)班, 初二(1)班等2个班, or the grade's name. */
  scopeLabel: string;
}

/** Why nothing can be printed yet, or null when the choice is complete. */
export function missingChoice(tab: PrintTab, o: PrintOptions, ctx: PrintContext): string | null {
  if ((tab === 'paper' || tab === 'answer' || tab === 'card') && !ctx.paper)
    return '请先在作业列表中选择要打印的作业。';
  if (tab === 'qrcode' && o.qrTarget === 'paper' && !ctx.paper)
    return '请先在作业列表中选择作业，再打印试卷二维码。';
  const needsStudents =
    (tab === 'card' && o.cardMode === 'students') ||
    tab === 'barcode' ||
    (tab === 'qrcode' && o.qrTarget === 'students');
  if (needsStudents && !o.scope.wholeGrade && o.scope.classIds.length === 0)
    return '请选择班级或整个年级。';
  if (needsStudents && o.scope.wholeGrade && !o.scope.gradeId) return '请选择年级。';
  return null;
}

const scopeOf = (s: ScopeChoice) =>
  s.wholeGrade && s.gradeId ? { gradeId: s.gradeId } : { classIds: s.classIds };

/** A grade or more than two classes goes through a background job with a progress bar. */
export const isLargeScope = (s: ScopeChoice): boolean => s.wholeGrade || s.classIds.length > 2;

/** The request of a tab's document for the current options (check missingChoice first). */
export function buildPrintRequest(tab: PrintTab, o: PrintOptions, ctx: PrintContext): PrintRequest {
  const paperId = ctx.paper?.id ?? '';
  const title = ctx.paper?.title ?? '';
  const direct = (url: string, body: Record<string, unknown>, fileName: string): PrintRequest => ({
    kind: 'direct',
    url: `/teacher/print/${url}`,
    body,
    fileName,
  });
  if (tab === 'paper')
    return direct(
      'paper',
      { paperId, withAnswers: o.withAnswers },
      printFileName([title], o.withAnswers ? 'paperWithAnswers' : 'paper'),
    );
  if (tab === 'answer')
    return direct(
      'answer',
      { paperId, compact: o.compact },
      printFileName([title], o.compact ? 'keyCompact' : 'key'),
    );
  if (tab === 'check') return direct('check', {}, printFileName([], 'check'));
  if (tab === 'card' && o.cardMode === 'blank')
    return direct('card', { paperId }, printFileName([title], 'card'));
  if (tab === 'qrcode' && o.qrTarget === 'paper')
    return direct('paper-qr', { paperId }, printFileName([title], 'paperQr'));
  const scope = scopeOf(o.scope);
  if (tab === 'card') {
    const fileName = printFileName([ctx.scopeLabel, title], 'card');
    return isLargeScope(o.scope)
      ? { kind: 'job', body: { kind: 'card-set', paperId, ...scope }, fileName }
      : direct('card/students', { paperId, ...scope }, fileName);
  }
  const content = tab === 'qrcode' ? 'qr' : 'barcode';
  const labels = { content, sheet: o.sheet, startPosition: o.startPosition, ...scope } as const;
  const fileName = printFileName([ctx.scopeLabel], content === 'qr' ? 'qr' : 'barcode');
  return isLargeScope(o.scope)
    ? { kind: 'job', body: { kind: 'labels', ...labels }, fileName }
    : direct('labels', labels, fileName);
}

/** The preview request: the same document, marked as a preview (not frozen, first few copies). */
export function previewRequest(r: PrintRequest): { url: string; body: Record<string, unknown> } {
  if (r.kind === 'direct') return { url: r.url, body: { ...r.body, preview: true } };
  const { kind, ...rest } = r.body;
  const url = kind === 'card-set' ? '/teacher/print/card/students' : '/teacher/print/labels';
  return { url, body: { ...rest, preview: true } };
}
