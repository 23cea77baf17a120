/** The analysis page behind a figure, with the query its selectors read (?gradeId&subjectId&paperId). */
export function analysisLink(ids: { gradeId: string; subjectId?: string; paperId?: string }) {
  const q = new URLSearchParams();
  q.set('gradeId', ids.gradeId);
  if (ids.subjectId) q.set('subjectId', ids.subjectId);
  if (ids.paperId) q.set('paperId', ids.paperId);
  return `/analysis/grade?${q.toString()}`;
}

/** A share as a percentage with one decimal, or null. */
export const pct = (x: number | null | undefined): number | null =>
  x === null || x === undefined ? null : +(x * 100).toFixed(1);
