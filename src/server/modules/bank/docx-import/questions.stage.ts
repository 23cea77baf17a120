import type { QuestionKind, RichText } from '../../../../layout';
import { appendLine, flat, joinLines, OBJ, slice, trim } from './line';
import type { DocLine } from './html-lines.stage';
import {
  ANALYSIS,
  ANSWER,
  KEY_SECTION,
  kindOfHeader,
  NUMBER_DOT,
  NUMBER_PAREN,
  OPTION_AT,
  OPTION_START,
  PAPER_PART,
  PER_SCORE,
  SCORE,
  SECTION,
} from './markers';

/** A question as found, before its kind, key and score are settled. */
export interface Draft {
  /** The number written in the document. */
  no: number;
  section?: { kind?: QuestionKind; score?: number };
  stem: RichText;
  options: { label: string; content: RichText }[];
  optionTrouble: boolean;
  answer: RichText;
  analysis: RichText;
  parts: { label: string; score?: number; stem: RichText; answer: RichText }[];
  score?: number;
  /** Exactness of each Word equation in it. */
  formulas: boolean[];
  target: 'stem' | 'options' | 'part' | 'answer' | 'analysis';
}

/** What the question stage found: drafts in document order and document-level notes. */
export interface Found {
  drafts: Draft[];
  warnings: string[];
}

/** Takes a （3分） score out of a line. */
function takeScore(runs: RichText): { runs: RichText; score?: number } {
  const text = flat(runs);
  const m = SCORE.exec(text);
  if (!m) return { runs };
  return {
    runs: trim([...slice(runs, 0, m.index), ...slice(runs, m.index + m[0].length)]),
    score: Number(m[1]),
  };
}

/** Splits a line of options (A. … B. … on one line or one each) into labelled contents. */
function splitOptions(runs: RichText): { label: string; content: RichText }[] {
  const text = flat(runs);
  const marks = [...text.matchAll(OPTION_AT)].map((m) => ({
    label: m[2] ?? '',
    at: (m.index ?? 0) + (m[1]?.length ?? 0),
    end: (m.index ?? 0) + m[0].length,
  }));
  return marks.map((m, i) => ({
    label: m.label,
    content: trim(slice(runs, m.end, marks[i + 1]?.at ?? Infinity)),
  }));
}

/** Options written on the question's own line after its stem ("… （ ） A. 2 B. 3"). */
function inlineOptions(runs: RichText): { stem: RichText; options: Draft['options'] } {
  const marks = [...flat(runs).matchAll(OPTION_AT)];
  const a = marks.findIndex((m) => m[2] === 'A');
  if (a < 0 || marks[a + 1]?.[2] !== 'B') return { stem: runs, options: [] };
  const at = (marks[a]?.index ?? 0) + (marks[a]?.[1]?.length ?? 0);
  return { stem: trim(slice(runs, 0, at)), options: splitOptions(slice(runs, at)) };
}

/** Adds a line to where the draft is being written (in place: a long question stays linear). */
const append = (d: Draft, runs: RichText) => {
  if (d.target === 'answer') appendLine(d.answer, runs);
  else if (d.target === 'analysis') appendLine(d.analysis, runs);
  else if (d.target === 'part') {
    const part = d.parts[d.parts.length - 1];
    if (part) appendLine(part.stem, runs);
  } else if (d.target === 'options') {
    const last = d.options[d.options.length - 1];
    if (last) appendLine(last.content, runs);
  } else appendLine(d.stem, runs);
};

/** Finds numbered questions, their options, answers, 解析, parts and scores in the lines. */
export function findQuestions(lines: DocLine[]): Found {
  const drafts: Draft[] = [];
  const warnings: string[] = [];
  const keys = new Map<number, { answer: RichText; analysis: RichText }>();
  let section: Draft['section'];
  let style: 'dot' | 'paren' | 'list' | null = null;
  let current: Draft | null = null;
  let keyNo: number | null = null;
  let keyTarget: 'answer' | 'analysis' = 'answer';
  let skipped = 0;
  let between = 0;

  const open = (no: number, runs: RichText) => {
    if (current && no !== current.no + 1 && drafts.length)
      warnings.push(`题号不连续：第${current.no}题之后是第${no}题`);
    const { runs: text, score } = takeScore(runs);
    const { stem, options } = inlineOptions(text);
    current = {
      no,
      section,
      stem,
      options,
      optionTrouble: false,
      answer: [],
      analysis: [],
      parts: [],
      formulas: [],
      target: options.length ? 'options' : 'stem',
      ...(score ? { score } : {}),
    };
    drafts.push(current);
  };

  for (const line of lines) {
    const runs = trim(line.runs);
    const text = flat(runs);
    if (!text.replace(new RegExp(OBJ, 'g'), 'x').trim()) continue;
    if (PAPER_PART.test(text)) {
      current = null;
      continue;
    }
    if (KEY_SECTION.test(text)) {
      current = null;
      keyNo = -1;
      continue;
    }
    if (keyNo !== null) {
      const n = NUMBER_DOT.exec(text);
      const an = ANALYSIS.exec(text);
      if (n) {
        keyNo = Number(n[1]);
        keyTarget = 'answer';
        keys.set(keyNo, { answer: slice(runs, n[0].length), analysis: [] });
      } else if (an && keys.has(keyNo)) {
        keyTarget = 'analysis';
        const k = keys.get(keyNo);
        if (k) appendLine(k.analysis, slice(runs, an[0].length));
      } else {
        const k = keys.get(keyNo);
        if (k) appendLine(k[keyTarget], runs);
      }
      continue;
    }
    const header = SECTION.exec(text);
    if (header) {
      const title = header[2] ?? '';
      const kind = kindOfHeader(title);
      const per = PER_SCORE.exec(title);
      section = { ...(kind ? { kind } : {}), ...(per ? { score: Number(per[1]) } : {}) };
      if (!kind) warnings.push(`大题“${title}”未能判断题型，已按各题内容判断`);
      current = null;
      continue;
    }
    const d = current as Draft | null;
    const dot = NUMBER_DOT.exec(text);
    const paren = NUMBER_PAREN.exec(text);
    // A number starts a question only when it goes up: steps "1." "2." inside a later
    // question's answer stay text.
    const follows = (no: number) => !d || no > d.no;
    if (
      line.list &&
      line.list.depth === 0 &&
      (style === null || style === 'list') &&
      follows(line.list.n)
    ) {
      style = 'list';
      open(line.list.n, runs);
    } else if (dot && (style === null || style === 'dot') && follows(Number(dot[1]))) {
      style = 'dot';
      open(Number(dot[1]), slice(runs, dot[0].length));
    } else if (
      paren &&
      (style === 'paren' || (style === null && !d)) &&
      follows(Number(paren[1]))
    ) {
      style = 'paren';
      open(Number(paren[1]), slice(runs, paren[0].length));
    } else if (!d) {
      if (drafts.length) between++;
      else skipped++;
    } else if (ANSWER.test(text)) {
      d.target = 'answer';
      append(d, slice(runs, (ANSWER.exec(text)?.[0] ?? '').length));
    } else if (ANALYSIS.test(text)) {
      d.target = 'analysis';
      append(d, slice(runs, (ANALYSIS.exec(text)?.[0] ?? '').length));
    } else if ((d.target === 'stem' || d.target === 'options') && OPTION_START.test(text)) {
      d.target = 'options';
      for (const o of splitOptions(runs)) {
        if (d.options.some((x) => x.label === o.label)) d.optionTrouble = true;
        d.options.push(o);
      }
    } else if (
      (paren || (line.list && line.list.depth > 0)) &&
      (d.target === 'stem' || d.target === 'part')
    ) {
      d.target = 'part';
      const body = paren ? slice(runs, paren[0].length) : runs;
      const { runs: stem, score } = takeScore(body);
      d.parts.push({
        label: `(${d.parts.length + 1})`,
        stem,
        answer: [],
        ...(score ? { score } : {}),
      });
    } else append(d, runs);
    if (current) (current as Draft).formulas.push(...line.formulas);
  }

  for (const [no, k] of keys) {
    const d = drafts.find((x) => x.no === no && !x.answer.length);
    if (!d) {
      warnings.push(`文末答案第${no}题没有对应的题目`);
      continue;
    }
    d.answer = trim(k.answer);
    d.analysis = joinLines(d.analysis, trim(k.analysis));
  }
  if (skipped) warnings.push(`已跳过第一题之前的 ${skipped} 段文字（如试卷标题、注意事项）`);
  if (between) warnings.push(`已跳过大题之间的 ${between} 段说明文字`);
  return { drafts, warnings };
}
