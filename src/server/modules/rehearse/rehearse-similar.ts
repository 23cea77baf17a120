import type { Db } from '../../db/connect';
import type { QuestionTable } from '../../db/database';
import { visibleQuestions } from '../bank/question.repository';
import { questionsOfVersions } from './rehearse-collect';

/** A bank question row as the visible query answers it. */
export type BankRow = QuestionTable & { stageId: string };

/** What one wrong question asks of the bank. */
export interface SimilarWant {
  key: string;
  bankId: string;
  /** Difficulty to come closest to. */
  difficulty: number;
}

/**
 * Bank questions every given student has already seen: those of papers they took or that were
 * set for their class, and those of their earlier practice. Answers student id → bank ids.
 */
export async function seenByStudents(
  db: Db,
  students: { id: string; classId: string }[],
): Promise<Map<string, Set<string>>> {
  const out = new Map(students.map((s) => [s.id, new Set<string>()]));
  if (!students.length) return out;
  const ids = students.map((s) => s.id);
  const classIds = [...new Set(students.map((s) => s.classId))];
  const took: {
    studentId: string | null;
    classId: string | null;
    paperId: string;
    version: number;
  }[] = [];
  for (let i = 0; i < ids.length; i += 500) {
    const part = ids.slice(i, i + 500);
    took.push(
      ...(
        await db
          .selectFrom('studentTotals as t')
          .innerJoin('papers as p', 'p.id', 't.paperId')
          .select(['t.studentId', 'p.id as paperId', 'p.currentVersion as version'])
          .where('t.studentId', 'in', part)
          .execute()
      ).map((r) => ({ ...r, classId: null })),
    );
    const practiced = await db
      .selectFrom('rehearseItems as i')
      .innerJoin('rehearseSets as s', 's.id', 'i.setId')
      .select(['s.studentId', 'i.bankQuestionId'])
      .where('s.studentId', 'in', part)
      .execute();
    for (const p of practiced) if (p.bankQuestionId) out.get(p.studentId)?.add(p.bankQuestionId);
  }
  const set = await db
    .selectFrom('paperClasses as pc')
    .innerJoin('papers as p', 'p.id', 'pc.paperId')
    .select(['pc.classId', 'p.id as paperId', 'p.currentVersion as version'])
    .where('pc.classId', 'in', classIds)
    .where('p.deletedAt', 'is', null)
    .execute();
  took.push(...set.map((r) => ({ ...r, studentId: null })));
  const info = await questionsOfVersions(db, [
    ...new Map(took.map((t) => [`${t.paperId}:${t.version}`, t])).values(),
  ]);
  const byClass = new Map<string, string[]>();
  for (const t of took) {
    const bank = [...(info(t.paperId, t.version)?.values() ?? [])].map((q) => q.bankId);
    if (t.studentId) for (const b of bank) out.get(t.studentId)?.add(b);
    if (t.classId) byClass.set(t.classId, [...(byClass.get(t.classId) ?? []), ...bank]);
  }
  for (const s of students) for (const b of byClass.get(s.classId) ?? []) out.get(s.id)!.add(b);
  return out;
}

/**
 * Chooses similar questions from the bank: the same kind and subject, sharing a 知识点 with the
 * wrong question, closest to the wanted difficulty (then by id, so the choice is repeatable),
 * never one in `seen` (which grows with each choice, so a student gets no question twice).
 */
export function createSimilarChooser(db: Db, userId: string) {
  const pools = new Map<string, Promise<BankRow[]>>();
  const sources = new Map<string, { kind: string; subjectId: string; kps: string[] } | null>();

  async function loadSources(bankIds: string[]) {
    const missing = [...new Set(bankIds)].filter((id) => !sources.has(id));
    for (let i = 0; i < missing.length; i += 500) {
      const part = missing.slice(i, i + 500);
      const rows = await db
        .selectFrom('questions')
        .select(['id', 'kind', 'subjectId'])
        .where('id', 'in', part)
        .execute();
      const kps = await db
        .selectFrom('questionKnowledge')
        .select(['questionId', 'knowledgeId'])
        .where('questionId', 'in', part)
        .execute();
      for (const id of part) {
        const r = rows.find((x) => x.id === id);
        sources.set(
          id,
          r
            ? {
                kind: r.kind,
                subjectId: r.subjectId,
                kps: kps
                  .filter((k) => k.questionId === id)
                  .map((k) => k.knowledgeId)
                  .sort(),
              }
            : null,
        );
      }
    }
  }

  function pool(src: { kind: string; subjectId: string; kps: string[] }) {
    const key = `${src.subjectId}|${src.kind}|${src.kps.join(',')}`;
    let p = pools.get(key);
    if (!p) {
      p = visibleQuestions(db, userId)
        .where('questions.kind', '=', src.kind)
        .where('questions.subjectId', '=', src.subjectId)
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('questionKnowledge')
              .select('questionId')
              .whereRef('questionKnowledge.questionId', '=', 'questions.id')
              .where('questionKnowledge.knowledgeId', 'in', src.kps),
          ),
        )
        .limit(400)
        .execute();
      pools.set(key, p);
    }
    return p;
  }

  /** Up to `n` similar questions for each want, skipping (and adding to) `seen`. */
  return async function choose(wants: SimilarWant[], n: number, seen: Set<string>) {
    await loadSources(wants.map((w) => w.bankId));
    const out = new Map<string, BankRow[]>();
    for (const w of wants) {
      const src = sources.get(w.bankId);
      if (!src || !src.kps.length || n <= 0) {
        out.set(w.key, []);
        continue;
      }
      const rows = (await pool(src))
        .filter((r) => r.id !== w.bankId && !seen.has(r.id))
        .sort(
          (a, b) =>
            Math.abs(a.difficulty - w.difficulty) - Math.abs(b.difficulty - w.difficulty) ||
            a.id.localeCompare(b.id),
        )
        .slice(0, n);
      for (const r of rows) seen.add(r.id);
      out.set(w.key, rows);
    }
    return out;
  };
}
