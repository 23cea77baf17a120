import type { PaperQuestion } from '../../layout';
import type { BankQuestion } from '../api/bank';
import { shortId } from './compose';

/** A bank question as placed on a paper: content copied, so later bank edits never change it. */
export function fromBankQuestion(q: BankQuestion): Omit<PaperQuestion, 'no'> {
  return {
    id: shortId(),
    questionId: q.id,
    kind: q.kind,
    score: q.parts.length ? q.parts.reduce((a, p) => a + p.score, 0) : q.score,
    stem: q.stem,
    options: q.options,
    key: q.answerKey,
    answer: q.answer,
    analysis: q.analysis,
    parts: q.parts,
    card: q.card.essayChars ? { essayChars: q.card.essayChars } : {},
  };
}
