import type { ObjectiveScoreRow } from '../../../shared/api';
import { scanApi } from '../api/scan.api';
import { useFetched } from './use-fetched';

/** A student of the batch's classes. */
export interface RosterStudent {
  id: string;
  name: string;
  examNo: string;
  className: string;
}

/** The students of the classes (from the per-class score rows, which list every student). */
export function useRoster(paperId: string, classIds: readonly string[]): RosterStudent[] | null {
  const key = classIds.join(',');
  return useFetched(`${paperId}:${key}`, async () => {
    const lists = await Promise.all(classIds.map((id) => scanApi.scores(paperId, id)));
    return lists.flat().map((r: ObjectiveScoreRow) => ({
      id: r.studentId,
      name: r.name,
      examNo: r.examNo,
      className: r.className,
    }));
  });
}
