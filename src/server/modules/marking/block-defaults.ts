import {
  isObjective,
  paperQuestions,
  type CardLayout,
  type PaperDoc,
  type PaperQuestion,
} from '../../../layout';
import type { BlockField, BlockInput } from '../../../shared/api/marking';

/** The score fields of a question: one per part when it has parts, else the whole question. */
export const questionFields = (q: PaperQuestion): BlockField[] =>
  q.parts.length
    ? q.parts.map((p, i) => ({
        questionId: q.id,
        no: q.no,
        part: i + 1,
        label: `第${q.no}题${p.label}`,
        full: p.score,
      }))
    : [{ questionId: q.id, no: q.no, part: 0, label: `第${q.no}题`, full: q.score }];

/** Subjective questions of a paper, in number order. */
export const subjectiveQuestions = (doc: PaperDoc): PaperQuestion[] =>
  paperQuestions(doc).filter((q) => !isObjective(q.kind));

/** Ids of the card elements (answer boxes, essay grids, all their parts) answering some questions. */
export function elementsOf(layout: CardLayout, questionIds: readonly string[]): string[] {
  const want = new Set(questionIds);
  const out: string[] = [];
  for (const page of layout.pages)
    for (const el of page.elements) {
      if (el.kind === 'subjective-box' && el.questions.some((q) => want.has(q.questionId)))
        out.push(el.id);
      if (el.kind === 'essay-grid' && want.has(el.questionId)) out.push(el.id);
    }
  return out;
}

/** The page (from 1) of the card holding an element. */
export const pageOfElement = (layout: CardLayout, elementId: string): number | null =>
  layout.pages.find((p) => p.elements.some((e) => e.id === elementId))?.index ?? null;

/** Name of a block from its fields: 第16题, 第16–17题, 第18题(1). */
export function blockName(fields: readonly BlockField[]): string {
  const nos = [...new Set(fields.map((f) => f.no))];
  if (nos.length > 1) return `第${nos[0]}–${nos.at(-1)}题`;
  const parts = fields.filter((f) => f.part > 0);
  if (parts.length === 1) return parts[0]!.label;
  return `第${nos[0]}题`;
}

/** Default 阅卷设置: one 单评 block per subjective question, step 1, led by the paper's owner. */
export const defaultBlocks = (doc: PaperDoc, ownerId: string): BlockInput[] =>
  subjectiveQuestions(doc).map((q) => {
    const fields = questionFields(q);
    return {
      name: blockName(fields),
      fields,
      step: 1,
      points: [],
      mode: 'single',
      tolerance: Math.max(1, Math.round(q.score * 0.2)),
      combine: 'mean',
      leaderId: ownerId,
      markers: [{ userId: ownerId, quota: null }],
    };
  });

/**
 * Why a set of blocks does not cover the paper's subjective questions exactly once (every part of
 * a question in the blocks, no field twice, a question split only by its parts), or null.
 */
export function coverageProblem(doc: PaperDoc, blocks: readonly BlockInput[]): string | null {
  const questions = new Map(subjectiveQuestions(doc).map((q) => [q.id, q]));
  const seen = new Set<string>();
  for (const b of blocks)
    for (const f of b.fields) {
      const q = questions.get(f.questionId);
      if (!q) return `第${f.no}题不是本卷的主观题`;
      if (f.part > q.parts.length || (q.parts.length > 0 && f.part === 0))
        return `第${q.no}题有小问，请按小问给分`;
      const key = `${f.questionId}:${f.part}`;
      if (seen.has(key)) return `${f.label}出现在两个题块中`;
      seen.add(key);
    }
  for (const q of questions.values())
    for (const f of questionFields(q))
      if (!seen.has(`${f.questionId}:${f.part}`)) return `${f.label}还没有分配到题块`;
  return null;
}
