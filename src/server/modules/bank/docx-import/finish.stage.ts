import { isObjective, type QuestionKind, type RichText } from '../../../../layout';
import {
  JUDGE_OPTIONS,
  contentProblems,
  isEmptyRich,
  keyAnswer,
  type ImportedQuestion,
} from '../../../../shared/api';
import { flat, joinLines, replaceText } from './line';
import { DEFAULT_SCORES, JUDGE_ANSWER, JUDGE_TRUE } from './markers';
import type { Draft } from './questions.stage';

/** Underscores as blanks (6 is the default width). */
const blanks = (rt: RichText): RichText =>
  replaceText(rt, /_{3,}/, (m) => [
    m[0].length === 6 ? { t: 'blank' } : { t: 'blank', len: Math.min(m[0].length, 30) },
  ]);
/** Empty brackets （  ） as blanks, for 填空 written that way. */
const bracketBlanks = (rt: RichText): RichText =>
  replaceText(rt, /[（(][\s\u3000]*[)）]/, () => [{ t: 'blank' }]);

const letters = (answer: RichText): string | null => {
  const m = /^([A-H](?:[\s,，、]*[A-H])*)(?![A-Za-z])/.exec(flat(answer).trim());
  return m ? [...new Set((m[1] ?? '').replace(/[^A-H]/g, ''))].sort().join('') : null;
};

/** The kind of a draft: its 大题's, else what its content looks like. */
function kindOf(d: Draft, key: string | null): QuestionKind {
  if (d.section?.kind) return d.section.kind;
  if (d.options.length >= 2) return key && key.length >= 2 ? 'multi' : 'single';
  if (JUDGE_ANSWER.test(flat(d.answer).trim())) return 'judge';
  if (flat(d.stem).includes('___') || d.stem.some((r) => r.t === 'blank')) return 'blank';
  return 'solve';
}

/** Evenly shared part scores in halves, the last part taking the rest. */
const share = (score: number, n: number): number[] => {
  const each = Math.floor((score / n) * 2) / 2;
  return Array.from({ length: n }, (_, i) => (i < n - 1 ? each : score - each * (n - 1)));
};

/**
 * Settles a draft into an import question: kind (from the 大题 or the content), answer key,
 * blanks, score (stem, 大题, parts, or the kind's default), essay squares, and the problems
 * (Chinese, numbered by `index`) the teacher should look at before saving.
 */
export function finishDraft(d: Draft, index: number): ImportedQuestion & { defaultScore: boolean } {
  const problems: string[] = [];
  const at = `第${index}题`;
  let key = letters(d.answer);
  let kind = kindOf(d, key);
  if (kind === 'single' && key && key.length > 1) {
    kind = 'multi';
    problems.push(`${at}答案有多个选项，已按多选题处理`);
  }
  let stem = blanks(d.stem);
  let parts = d.parts.map((p) => ({ ...p, stem: blanks(p.stem) }));
  if (kind === 'blank' && !stem.some((r) => r.t === 'blank')) stem = bracketBlanks(stem);
  if (isObjective(kind) && parts.length) {
    stem = joinLines(
      stem,
      ...parts.map((p) => [{ t: 'text' as const, v: `${p.label} ` }, ...p.stem]),
    );
    parts = [];
  }
  let options = d.options;
  let answer = d.answer;
  if (kind === 'judge') {
    const said = flat(d.answer).trim();
    key = JUDGE_ANSWER.test(said) ? (JUDGE_TRUE.test(said) ? 'T' : 'F') : null;
    options = JUDGE_OPTIONS;
    if (said && !key) problems.push(`${at}的答案应为“对”或“错”`);
  } else if (isObjective(kind)) {
    if (options.length < 2) problems.push(`${at}未识别到选项`);
    if (d.optionTrouble) problems.push(`${at}的选项标签重复或不连续，请核对`);
    if (d.answer.length && !key) problems.push(`${at}未能从答案中识别正确选项`);
  } else if (options.length) {
    stem = joinLines(
      stem,
      ...options.map((o) => [{ t: 'text' as const, v: `${o.label}. ` }, ...o.content]),
    );
    options = [];
  }
  if (isObjective(kind) && key) answer = keyAnswer(kind, key);
  if (isEmptyRich(d.answer)) problems.push(`${at}未找到答案`);
  if (isEmptyRich(stem)) problems.push(`${at}未识别到题干`);

  const partSum = parts.every((p) => p.score !== undefined)
    ? parts.reduce((a, p) => a + (p.score ?? 0), 0)
    : 0;
  const given = d.score ?? d.section?.score ?? (partSum || undefined);
  const score = given ?? DEFAULT_SCORES[kind];
  if (parts.length && parts.every((p) => p.score === undefined)) {
    const shares = share(score, parts.length);
    parts = parts.map((p, i) => ({ ...p, score: shares[i] ?? 0 }));
    problems.push(`${at}的小题未标分值，已平均分配，请核对`);
  }
  const essay = /不少于\s*(\d+)\s*字/.exec(flat(stem));
  const essayChars = Math.min(
    2000,
    Math.max(100, Math.ceil((Number(essay?.[1] ?? 600) * 1.25) / 100) * 100),
  );
  if (d.formulas.some((exact) => !exact))
    problems.push(`${at}含公式，未能完全识别，请在预览中补全`);
  else if (d.formulas.length) problems.push(`${at}含 Word 公式，已转为 TeX，请在预览中核对`);

  const q: ImportedQuestion = {
    index,
    kind,
    stem,
    options,
    answerKey: isObjective(kind) ? (key ?? '') : '',
    answer,
    analysis: d.analysis,
    score,
    parts: parts.map((p) => ({
      label: p.label,
      score: p.score ?? 0,
      stem: p.stem,
      answer: p.answer,
    })),
    card: kind === 'essay' ? { essayChars } : {},
    problems,
  };
  const said = (re: RegExp) => problems.some((x) => re.test(x));
  const covered = (p: string) =>
    (p === '请填写题干' && said(/未识别到题干/)) ||
    (p === '选择题至少需要两个选项' && said(/未识别到选项/)) ||
    (/^请选择正确/.test(p) && said(/未找到答案|未能从答案|应为“对”或“错”/));
  const more = contentProblems(q)
    .filter((p) => !covered(p))
    .map((p) => `${at}：${p}`);
  return { ...q, problems: [...problems, ...more], defaultScore: given === undefined };
}
