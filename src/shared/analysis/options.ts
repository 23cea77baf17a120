import type { AnalysisQuestion, StudentResult } from './analysis.types';

/** The students who gave one answer to an objective question. */
export interface AnswerCount {
  /** The options marked, letters sorted ("AC"); "" = 未作答. */
  answer: string;
  count: number;
  share: number | null;
  right: boolean;
  studentIds: string[];
}

/** How often one option was marked (a multi-select answer counts for each letter in it). */
export interface OptionCount {
  option: string;
  count: number;
  share: number | null;
  /** Part of the right answer. */
  right: boolean;
}

/** 选项分布 of an objective question over a group of participants. */
export interface OptionDistribution {
  questionId: string;
  label: string;
  key: string;
  /** Each distinct answer, in option order, 未作答 last. */
  answers: AnswerCount[];
  options: OptionCount[];
  /** Participants whose answer was not read (no answer data): in no share's numerator. */
  unread: number;
}

/** An answer as sorted unique upper-case letters ("ca" → "AC"). */
export const normaliseAnswer = (answer: string): string =>
  [...new Set(answer.toUpperCase().replace(/[^A-Z]/g, ''))].sort().join('');

/**
 * The option distribution of objective item `index`: shares over all participants (未作答
 * included), the right answer marked, and who gave each answer.
 */
export const optionDistribution = (
  q: AnalysisQuestion,
  index: number,
  participants: readonly StudentResult[],
): OptionDistribution => {
  const key = normaliseAnswer(q.key ?? '');
  const n = participants.length;
  const share = (c: number): number | null => (n === 0 ? null : c / n);
  const groups = new Map<string, string[]>();
  let unread = 0;
  for (const s of participants) {
    const raw = s.answers?.[index];
    if (raw === null || raw === undefined) {
      unread++;
      continue;
    }
    const a = normaliseAnswer(raw);
    groups.set(a, [...(groups.get(a) ?? []), s.id]);
  }
  const answers = [...groups]
    .sort(([a], [b]) => (a === '' ? 1 : b === '' ? -1 : a.localeCompare(b)))
    .map(([answer, ids]) => ({
      answer,
      count: ids.length,
      share: share(ids.length),
      right: answer !== '' && answer === key,
      studentIds: ids,
    }));
  const labels = [...new Set([...(q.options ?? []), ...key])].sort();
  const options = labels.map((option) => {
    const count = answers.reduce((c, a) => c + (a.answer.includes(option) ? a.count : 0), 0);
    return { option, count, share: share(count), right: key.includes(option) };
  });
  return { questionId: q.id, label: q.label, key, answers, options, unread };
};
