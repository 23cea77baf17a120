import { QUESTION_KINDS, paperQuestions, type PaperDoc, type QuestionKind } from '../../../layout';

/** One objective question of the paper's key. */
export interface KeyItem {
  questionId: string;
  no: number;
  kind: QuestionKind;
  /** Correct option labels ("A", "AC", "T"). */
  key: string;
  full: number;
  multiple: boolean;
}

/** The paper version's objective key and its rule for partly right multi-selects. */
export interface AnswerKey {
  items: Map<string, KeyItem>;
  /** Share of the marks for a multi-select partly right with nothing wrong (0–1). */
  partialShare: number;
}

/** The objective key of a paper version (单选, 双选, 多选, 判断). */
export const answerKeyOf = (doc: PaperDoc): AnswerKey => ({
  items: new Map(
    paperQuestions(doc)
      .filter((q) => QUESTION_KINDS[q.kind].objective)
      .map((q) => [
        q.id,
        {
          questionId: q.id,
          no: q.no,
          kind: q.kind,
          key: q.key.toUpperCase(),
          full: q.score,
          multiple: q.kind === 'multi' || q.kind === 'double',
        },
      ]),
  ),
  partialShare: doc.settings.card.multiPartialShare,
});

const letters = (s: string): Set<string> => new Set(s.toUpperCase().split('').filter(Boolean));

/**
 * Marks for one answer: single choice and 判断 all or nothing; a multi-select all when exact, the
 * paper's partial share when some right and none wrong, else nothing. Blank scores 0.
 */
export const scoreAnswer = (item: KeyItem, read: string, partialShare: number): number => {
  const got = letters(read);
  const key = letters(item.key);
  if (got.size === 0 || key.size === 0) return 0;
  if (!item.multiple) return got.size === 1 && key.has([...got][0]!) ? item.full : 0;
  if ([...got].some((v) => !key.has(v))) return 0;
  if (got.size === key.size) return item.full;
  return Math.round(item.full * partialShare * 100) / 100;
};
