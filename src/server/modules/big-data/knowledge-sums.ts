import { sql } from 'kysely';
import type { PaperDoc } from '../../../layout';
import { normalisedWeights, ratesFromSums, type RateItem } from '../../../shared/analysis';
import type { Db } from '../../db/connect';
import { questionsOf } from '../analysis/exam-results';
import { markingSignals } from '../marking/marking-signals';

/** A paper's 知识点 得分率 over the students who sat it (班级学情's formula, from SQL sums). */
export interface PaperKnowledge {
  participants: number;
  items: RateItem[];
}

/** Warm cache per paper, dropped when the paper's marking changes ('paper' signal). */
const cache = new Map<string, PaperKnowledge>();
markingSignals.on('paper', (paperId: string) => cache.delete(paperId));

/**
 * 知识点 得分率 of many papers: per paper and question, SUM(score) and the participants (final,
 * not 缺考) by SQL over the scores read model, then the metrics library's formula
 * (ratesFromSums with normalised weights, as knowledgeRates) with the bank's 知识点 of each question.
 */
export async function papersKnowledge(
  db: Db,
  papers: readonly { id: string; currentVersion: number }[],
): Promise<Map<string, PaperKnowledge>> {
  const out = new Map<string, PaperKnowledge>();
  const missing = papers.filter((p) => {
    const hit = cache.get(p.id);
    if (hit) out.set(p.id, hit);
    return !hit;
  });
  if (missing.length === 0) return out;
  const ids = missing.map((p) => p.id);
  const sums = await db
    .selectFrom('studentScores')
    .innerJoin('studentTotals', (j) =>
      j
        .onRef('studentTotals.paperId', '=', 'studentScores.paperId')
        .onRef('studentTotals.studentId', '=', 'studentScores.studentId'),
    )
    .select([
      'studentScores.paperId',
      'studentScores.questionId',
      sql<number>`sum(coalesce(student_scores.score, 0))`.as('got'),
    ])
    .where('studentScores.paperId', 'in', ids)
    .where('studentScores.part', '=', 0)
    .where('studentTotals.complete', '=', 1)
    .where('studentTotals.absent', '=', 0)
    .groupBy(['studentScores.paperId', 'studentScores.questionId'])
    .execute();
  const counts = await db
    .selectFrom('studentTotals')
    .select(['paperId', sql<number>`count(*)`.as('n')])
    .where('paperId', 'in', ids)
    .where('complete', '=', 1)
    .where('absent', '=', 0)
    .groupBy('paperId')
    .execute();
  const docs = await db
    .selectFrom('paperVersions')
    .innerJoin('papers', (j) =>
      j
        .onRef('papers.id', '=', 'paperVersions.paperId')
        .onRef('papers.currentVersion', '=', 'paperVersions.version'),
    )
    .select(['paperVersions.paperId', 'paperVersions.doc'])
    .where('paperVersions.paperId', 'in', ids)
    .execute();
  for (const d of docs) {
    const n = Number(counts.find((c) => c.paperId === d.paperId)?.n ?? 0);
    const questions = await questionsOf(db, JSON.parse(d.doc) as PaperDoc);
    const mine = new Map(
      sums.filter((s) => s.paperId === d.paperId).map((s) => [s.questionId, Number(s.got)]),
    );
    const got = questions.map((q) => mine.get(q.id) ?? 0);
    const entry = { participants: n, items: ratesFromSums(questions, got, n, normalisedWeights) };
    cache.set(d.paperId, entry);
    out.set(d.paperId, entry);
  }
  return out;
}
