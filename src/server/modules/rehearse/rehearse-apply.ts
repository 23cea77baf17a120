import type { RehearseSettings } from '../../../shared/api/rehearse';
import type { Db } from '../../db/connect';
import { nowIso } from '../../lib/ids';
import { afterPractice, dayOf, isWrong } from './rehearse-schedule';

/**
 * Applies the final scores of practice papers to the entries they practise: for each open set of
 * the classes whose student has all final scores (or is 缺考), every original question answered
 * right moves its entry on the schedule (and off the list after `clearAfter` rights), a wrong
 * one starts the schedule again; the set is then applied once and for all.
 */
export async function applyPractice(
  db: Db,
  classIds: string[],
  s: RehearseSettings,
  now: number,
): Promise<number> {
  if (!classIds.length) return 0;
  const sets = await db
    .selectFrom('rehearseSets as rs')
    .innerJoin('studentTotals as st', (j) =>
      j.onRef('st.paperId', '=', 'rs.paperId').onRef('st.studentId', '=', 'rs.studentId'),
    )
    .select(['rs.id', 'rs.paperId', 'rs.studentId', 'st.absent'])
    .where('rs.classId', 'in', classIds)
    .where('rs.status', '=', 'open')
    .where((eb) => eb.or([eb('st.complete', '=', 1), eb('st.absent', '=', 1)]))
    .execute();
  const today = dayOf(now);
  const at = nowIso(now);
  for (const set of sets) {
    await db.transaction().execute(async (trx) => {
      if (set.absent !== 1) {
        const items = await trx
          .selectFrom('rehearseItems as i')
          .innerJoin('studentScores as ss', (j) =>
            j
              .onRef('ss.questionId', '=', 'i.questionId')
              .on('ss.paperId', '=', set.paperId)
              .on('ss.studentId', '=', set.studentId)
              .on('ss.part', '=', 0),
          )
          .innerJoin('rehearseEntries as e', 'e.id', 'i.entryId')
          .select(['e.id', 'e.rightCount', 'e.reviewStep', 'e.status', 'ss.score', 'ss.fullMarks'])
          .where('i.setId', '=', set.id)
          .where('i.role', '=', 'original')
          .execute();
        for (const it of items) {
          if (it.status !== 'open' || it.score === null) continue;
          const right = !isWrong(Number(it.score), Number(it.fullMarks), s);
          const next = afterPractice(it, right, today, s);
          await trx
            .updateTable('rehearseEntries')
            .set({ ...next, practicedAt: today, updatedAt: at })
            .where('id', '=', it.id)
            .execute();
        }
      }
      await trx
        .updateTable('rehearseSets')
        .set({ status: 'applied', appliedAt: at })
        .where('id', '=', set.id)
        .where('status', '=', 'open')
        .execute();
    });
  }
  return sets.length;
}
