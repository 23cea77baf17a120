import type { ReactNode } from 'react';
import type { PaperListItem, PracticeBatchItem } from '../../../shared/api';

/** Option values of practice batches carry this prefix (paper ids never do). */
const PRACTICE = 'practice:';

/** One choice of the 试卷 selector: a paper, or a practice batch with a line of detail. */
export type TargetOption = { value: string; label: string; detail?: string };

/** A choice group of the 试卷 selector. */
export type TargetGroup = { label: string; title: string; options: TargetOption[] };

/** The selector's value of a practice batch. */
export const practiceValue = (id: string) => `${PRACTICE}${id}`;

/** The practice batch a selector value names, or null for a paper. */
export const practiceOfValue = (value: string): string | null =>
  value.startsWith(PRACTICE) ? value.slice(PRACTICE.length) : null;

/** How a practice batch reads under its label: subject, day made and students scanned. */
export const practiceDetail = (p: PracticeBatchItem) =>
  `${p.subjectName} · ${p.createdAt.slice(0, 10)} · 已扫描 ${p.scanned}/${p.students} 人`;

/**
 * The 试卷 selector's choices: the papers, and when there are practice batches (错题重练) a second
 * group 错题练习. The practice being scanned is offered even when it is not listed (`current`).
 */
export function targetOptions(
  papers: readonly PaperListItem[],
  practices: readonly PracticeBatchItem[],
  current: { id: string; label: string } | null,
): (TargetOption | TargetGroup)[] {
  const paperOptions = papers.map((p) => ({
    value: p.id,
    label: `${p.title}（${p.subjectName}）`,
  }));
  const listed = practices.map((p) => ({
    value: practiceValue(p.rehearseBatchId),
    label: p.title,
    detail: practiceDetail(p),
  }));
  const extra =
    current && !practices.some((p) => p.rehearseBatchId === current.id)
      ? [{ value: practiceValue(current.id), label: current.label }]
      : [];
  const practiceOptions = [...extra, ...listed];
  if (!practiceOptions.length) return paperOptions;
  return [
    { label: '试卷', title: '试卷', options: paperOptions },
    { label: '错题练习', title: '错题练习', options: practiceOptions },
  ];
}

/** An option as the list shows it: a practice batch gets its detail on a second line. */
export function renderTargetOption(option: { data: TargetOption | TargetGroup }): ReactNode {
  const data = option.data;
  if (!('value' in data) || !data.detail) return data.label;
  return (
    <div className="scan-target-option">
      <div className="scan-target-line">{data.label}</div>
      <div className="scan-target-line scan-target-detail">{data.detail}</div>
    </div>
  );
}
