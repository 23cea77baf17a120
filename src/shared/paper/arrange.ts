import type { PaperDoc, PaperQuestion } from '../../layout';
import { renumber } from './compose';

type NewQuestion = Omit<PaperQuestion, 'no' | 'score' | 'id'>;

const move = <T>(xs: readonly T[], from: number, to: number): T[] => {
  const out = [...xs];
  const [item] = out.splice(from, 1);
  if (item !== undefined) out.splice(Math.max(0, Math.min(to, out.length)), 0, item);
  return out;
};

/** Moves a 大题 to a new position. */
export function moveSection(doc: PaperDoc, sectionId: string, to: number): PaperDoc {
  const from = doc.sections.findIndex((s) => s.id === sectionId);
  return from < 0 ? doc : renumber({ ...doc, sections: move(doc.sections, from, to) });
}

/** Moves a question within its 大题, or into another 大题 of the same kind. */
export function moveQuestion(doc: PaperDoc, id: string, toSectionId: string, to: number): PaperDoc {
  const source = doc.sections.find((s) => s.questions.some((q) => q.id === id));
  const target = doc.sections.find((s) => s.id === toSectionId);
  if (!source || !target || source.kind !== target.kind) return doc;
  const q = source.questions.find((x) => x.id === id) as PaperQuestion;
  const sections = doc.sections.map((s) => {
    if (s.id === source.id && s.id === target.id) {
      return { ...s, questions: move(s.questions, s.questions.indexOf(q), to) };
    }
    if (s.id === source.id) return { ...s, questions: s.questions.filter((x) => x.id !== id) };
    if (s.id === target.id) {
      const questions = [...s.questions];
      questions.splice(Math.max(0, Math.min(to, questions.length)), 0, q);
      return { ...s, questions };
    }
    return s;
  });
  return renumber({ ...doc, sections });
}

/** Splits a score over n parts in steps of 0.5; the last part takes the remainder. */
export function splitScore(score: number, n: number): number[] {
  if (n <= 0) return [];
  const each = Math.floor((score / n) * 2) / 2;
  const parts = Array.from({ length: n }, () => each);
  parts[n - 1] = Math.round((score - each * (n - 1)) * 100) / 100;
  return parts;
}

const withScore = (q: PaperQuestion, score: number): PaperQuestion => {
  if (!q.parts.length) return { ...q, score };
  const split = splitScore(score, q.parts.length);
  return { ...q, score, parts: q.parts.map((p, i) => ({ ...p, score: split[i] ?? 0 })) };
};

const update = (doc: PaperDoc, f: (q: PaperQuestion, sectionId: string) => PaperQuestion) => ({
  ...doc,
  sections: doc.sections.map((s) => ({ ...s, questions: s.questions.map((q) => f(q, s.id)) })),
});

/** Sets the score of a question (its parts share it when it has parts). */
export const setScore = (doc: PaperDoc, id: string, score: number): PaperDoc =>
  update(doc, (q) => (q.id === id ? withScore(q, score) : q));

/** Sets the score of one part; the question's score becomes the sum of its parts. */
export const setPartScore = (doc: PaperDoc, id: string, part: number, score: number): PaperDoc =>
  update(doc, (q) => {
    if (q.id !== id || !q.parts[part]) return q;
    const parts = q.parts.map((p, i) => (i === part ? { ...p, score } : p));
    return { ...q, parts, score: Math.round(parts.reduce((a, p) => a + p.score, 0) * 100) / 100 };
  });

/** Gives every question of a 大题 the same score (每题 N 分). */
export const setSectionScore = (doc: PaperDoc, sectionId: string, score: number): PaperDoc =>
  update(doc, (q, sid) => (sid === sectionId ? withScore(q, score) : q));

/** Renames a 大题. */
export const renameSection = (doc: PaperDoc, sectionId: string, title: string): PaperDoc => ({
  ...doc,
  sections: doc.sections.map((s) => (s.id === sectionId ? { ...s, title } : s)),
});

/** Replaces a placed question with another bank question, keeping its place, id and score. */
export const replaceQuestion = (doc: PaperDoc, id: string, next: NewQuestion): PaperDoc =>
  update(doc, (q) =>
    q.id === id ? withScore({ ...next, id: q.id, no: q.no, score: 0 }, q.score) : q,
  );
