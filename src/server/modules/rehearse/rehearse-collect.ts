import { sql } from 'kysely';
import { paperQuestions, type PaperDoc } from '../../../layout';
import type { RehearseSettings } from '../../../shared/api/rehearse';
import type { Db } from '../../db/connect';
import type { RehearseEntryTable } from '../../db/database';
import { newId, nowIso } from '../../lib/ids';
import { dayOf, firstReview } from './rehearse-schedule';

/** Paper question id → { bank id, kind } per paper version (versions are frozen once scanned). */
const questionInfo = new Map<string, Map<string, { bankId: string; kind: string }>>();

/** The questions of paper versions, parsed once each. */
export async function questionsOfVersions(db: Db, keys: { paperId: string; version: number }[]) {
  const missing = keys.filter((k) => !questionInfo.has(`${k.paperId}:${k.version}`));
  for (let i = 0; i < missing.length; i += 200) {
    const part = missing.slice(i, i + 200);
    const docs = await db
      .selectFrom('paperVersions')
      .select(['paperId', 'version', 'doc'])
      .where((eb) =>
        eb.or(
          part.map((p) => eb.and([eb('paperId', '=', p.paperId), eb('version', '=', p.version)])),
        ),
      )
      .execute();
    for (const d of docs) {
      const qs = paperQuestions(JSON.parse(d.doc) as PaperDoc);
      questionInfo.set(
        `${d.paperId}:${d.version}`,
        new Map(qs.map((q) => [q.id, { bankId: q.questionId, kind: q.kind }])),
      );
    }
  }
  return (paperId: string, version: number) => questionInfo.get(`${paperId}:${version}`);
}

/**
 * Collects new wrong questions of the classes' students from marked results: every question of a
 * completed (not 缺考) paper scored below the school's line, once per student and question;
 * practice papers are not collected (their scores move the entries they practise instead).
 */
export async function collectWrong(
  db: Db,
  orgId: string,
  classIds: string[],
  s: RehearseSettings,
  now: number,
): Promise<number> {
  if (!classIds.length) return 0;
  const rows = await db
    .selectFrom('studentScores as ss')
    .innerJoin('studentTotals as st', (j) =>
      j.onRef('st.paperId', '=', 'ss.paperId').onRef('st.studentId', '=', 'ss.studentId'),
    )
    .innerJoin('papers as p', 'p.id', 'ss.paperId')
    .select([
      'ss.paperId',
      'ss.studentId',
      'ss.classId',
      'ss.questionId',
      'ss.no',
      'ss.score',
      'ss.fullMarks',
      'p.subjectId',
      'p.currentVersion',
      'p.createdAt',
    ])
    .where('ss.classId', 'in', classIds)
    .where('ss.part', '=', 0)
    .where('ss.score', 'is not', null)
    .where(sql<boolean>`ss.score < ${s.wrongLine} * ss.full_marks - 0.000001`)
    .where('st.complete', '=', 1)
    .where('st.absent', '=', 0)
    .where('p.orgId', '=', orgId)
    .where('p.deletedAt', 'is', null)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('rehearseSets as rs')
            .select('rs.id')
            .whereRef('rs.paperId', '=', 'ss.paperId'),
        ),
      ),
    )
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('rehearseEntries as e')
            .select('e.id')
            .whereRef('e.studentId', '=', 'ss.studentId')
            .whereRef('e.paperId', '=', 'ss.paperId')
            .whereRef('e.questionId', '=', 'ss.questionId'),
        ),
      ),
    )
    .execute();
  if (!rows.length) return 0;
  const paperIds = [...new Set(rows.map((r) => r.paperId))];
  const info = await questionsOfVersions(
    db,
    paperIds.map((id) => ({
      paperId: id,
      version: rows.find((r) => r.paperId === id)!.currentVersion,
    })),
  );
  const dates = await db
    .selectFrom('paperClasses')
    .select(['paperId', (eb) => eb.fn.min('assignedAt').as('at')])
    .where('paperId', 'in', paperIds)
    .groupBy('paperId')
    .execute();
  const at = nowIso(now);
  const values: RehearseEntryTable[] = rows.map((r) => {
    const wrongAt = String(dates.find((d) => d.paperId === r.paperId)?.at ?? r.createdAt).slice(
      0,
      10,
    );
    const q = info(r.paperId, r.currentVersion)?.get(r.questionId);
    return {
      id: newId(now),
      orgId,
      studentId: r.studentId,
      classId: r.classId,
      subjectId: r.subjectId,
      paperId: r.paperId,
      questionId: r.questionId,
      bankQuestionId: q?.bankId || null,
      no: r.no,
      kind: q?.kind ?? 'solve',
      score: Number(r.score),
      fullMarks: Number(r.fullMarks),
      wrongAt: wrongAt || dayOf(now),
      status: 'open',
      rightCount: 0,
      ...firstReview(wrongAt || dayOf(now), s),
      practicedAt: null,
      clearedAt: null,
      createdAt: at,
      updatedAt: at,
    };
  });
  for (let i = 0; i < values.length; i += 100)
    await db
      .insertInto('rehearseEntries')
      .values(values.slice(i, i + 100))
      .onConflict((oc) => oc.columns(['studentId', 'paperId', 'questionId']).doNothing())
      .execute();
  return values.length;
}
