import { QUESTION_KINDS, type QuestionKind, type RichText } from '../../../layout';
import { DIFFICULTY_NAMES, type BankQuestion, type QuestionContent } from '../../../shared/api';
import { fromBankQuestion } from '../../../shared/paper';
import type { QuestionTable } from '../../db/database';

/** Plain text of rich text (text runs and TeX source), for keyword search. */
export const plainText = (rt: RichText): string =>
  rt
    .map((r) => (r.t === 'text' ? r.v : r.t === 'tex' ? r.v : r.t === 'blank' ? '____' : ' '))
    .join('');

/** The searchable text of a question's content. */
export const searchTextOf = (c: QuestionContent): string =>
  [c.stem, ...c.options.map((o) => o.content), c.answer, ...c.parts.map((p) => p.stem)]
    .map(plainText)
    .join('\n');

/** Parses the stored content JSON. */
export const parseContent = (row: Pick<QuestionTable, 'content'>): QuestionContent =>
  JSON.parse(row.content) as QuestionContent;

/** A stored question as the browser sees it. */
export function toBankQuestion(
  row: QuestionTable & { stageId: string },
  links: { chapters: BankQuestion['chapters']; knowledge: BankQuestion['knowledge'] },
  userId: string,
): BankQuestion {
  const kind = row.kind as QuestionKind;
  return {
    ...parseContent(row),
    id: row.id,
    subjectId: row.subjectId,
    stageId: row.stageId,
    kind,
    typeId: QUESTION_KINDS[kind].typeId,
    typeName: QUESTION_KINDS[kind].name,
    difficulty: row.difficulty,
    difficultyName: DIFFICULTY_NAMES[row.difficulty - 1] ?? '',
    year: row.year,
    source: row.source,
    paperType: row.paperType,
    score: row.score,
    chapters: links.chapters,
    knowledge: links.knowledge,
    originId: row.originId,
    mine: row.ownerId === userId,
    usedCount: row.usedCount,
  };
}

/** A bank question as placed on a paper (the one mapping, shared with the browser's 换一题). */
export const toPaperQuestion = fromBankQuestion;
