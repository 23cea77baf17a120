import type { ExamResults, StudentResult } from '../../../shared/analysis';
import type { Db } from '../../db/connect';
import { countedPages } from '../scan/results.repository';
import type { ObjectiveAnswer } from '../scan/scan-page.types';

/**
 * The options each student marked on the objective questions, as recognition read them (or as a
 * person set them in 异常处理): `scan_pages.objective` of the student's counted pages, a JSON
 * array of `{ questionId, read }`. "" = blank; null where no page of the student holds the item.
 */
export async function withAnswers(
  db: Db,
  paperId: string,
  results: ExamResults,
  students: readonly StudentResult[],
): Promise<StudentResult[]> {
  const present = students.filter((s) => !s.absent);
  const pages = await countedPages(
    db,
    paperId,
    present.map((s) => s.id),
  );
  const read = new Map<string, Map<string, string>>();
  for (const p of pages) {
    if (!p.studentId || !p.objective) continue;
    const mine = read.get(p.studentId) ?? new Map<string, string>();
    for (const a of JSON.parse(p.objective) as ObjectiveAnswer[]) mine.set(a.questionId, a.read);
    read.set(p.studentId, mine);
  }
  return students.map((s) => ({
    ...s,
    answers: results.questions.map((q) =>
      q.objective ? (read.get(s.id)?.get(q.id) ?? null) : null,
    ),
  }));
}
