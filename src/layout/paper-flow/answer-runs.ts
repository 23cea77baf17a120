import { isObjective, type PaperQuestion, type RichText } from '../paper';

/** The printed key of an objective question: option letters, or √ / × for 判断. */
export const keyText = (q: PaperQuestion): string =>
  q.kind === 'judge' ? (q.key === 'T' ? '√' : q.key === 'F' ? '×' : q.key) : q.key;

const plainText = (runs: RichText): string =>
  runs
    .map((r) => (r.t === 'text' ? r.v : ' '))
    .join('')
    .replace(/（/g, '(')
    .replace(/）/g, ')');

/** Whether a whole-question answer already lists every part by its label ("(1)… (2)…"). */
const listsParts = (answer: RichText, labels: string[]): boolean => {
  const text = plainText(answer);
  return labels.every((l) => text.includes(plainText([{ t: 'text', v: l.trim() }])));
};

/**
 * A question's answer, each part once: the key (objective) or the standard answer; the parts'
 * own answers follow only when that answer does not already list them.
 */
export const answerRuns = (q: PaperQuestion): RichText => {
  const main: RichText = isObjective(q.kind) && q.key ? [{ t: 'text', v: keyText(q) }] : q.answer;
  const parts = q.parts.filter((p) => p.answer.length > 0);
  if (
    parts.length === 0 ||
    listsParts(
      main,
      parts.map((p) => p.label),
    )
  )
    return main;
  return [
    ...main,
    ...parts.flatMap((p, i): RichText => [
      { t: 'text', v: `${i || main.length ? '　' : ''}${p.label}` },
      ...p.answer,
    ]),
  ];
};
