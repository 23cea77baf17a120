import type { QuestionKind } from '../../../../layout';

/** 大题 header: 一、选择题（每小题3分，共18分）. */
export const SECTION = /^([一二三四五六七八九十]{1,3})\s*[、.．]\s*(\S.*)$/;
/** Question number 1. 1． 1、 (not 1.5). */
export const NUMBER_DOT = /^(\d{1,3})\s*[.．、](?!\d)\s*/;
/** Question or part number （1） (1). */
export const NUMBER_PAREN = /^[（(]\s*(\d{1,2})\s*[)）]\s*/;
/** 答案： 【答案】 参考答案： */
export const ANSWER = /^(?:【\s*(?:参考)?答案\s*】|(?:参考)?答案\s*[:：])\s*/;
/** 解析： 【解析】 and the other 解析 headings teachers use. */
export const ANALYSIS =
  /^(?:【\s*(?:解析|分析|详解|点睛|点评|解答|思路)\s*】|(?:解析|分析|详解|点评)\s*[:：])\s*/;
/** 【答案】 【解析】 答案： 解析： inside a line (not at its start): the line is split there. */
export const INNER_MARK =
  /【\s*(?:参考)?答案\s*】|【\s*(?:解析|分析|详解|点睛|点评|解答|思路)\s*】|(?<=\s)(?:答案|解析)\s*[:：]/g;
/** 第Ⅰ卷（选择题） 第二部分: a part of the paper, not a question. */
export const PAPER_PART = /^第\s*[一二三四ⅠⅡⅢⅣIV]+\s*(?:卷|部分)/;
/** A line that opens the answers at the end of the paper (卷尾答案). */
export const KEY_SECTION = /^(?:参考)?答案(?:(?:与|及|和)(?:解析|提示|评分标准))?\s*[:：]?$/;
/** （3分） （本题8分） （本小题满分10分） in a stem. */
export const SCORE = /[（(]\s*(?:本小?题)?\s*(?:满分)?\s*(\d+(?:\.\d+)?)\s*分\s*[)）]/;
/** 每小题3分 in a header. */
export const PER_SCORE = /每(?:小)?题\s*(\d+(?:\.\d+)?)\s*分/;
/** An option line starts with A. A． A、 */
export const OPTION_START = /^[A-H]\s*[.．、]/;
/** Option labels within a line (start or after whitespace). */
export const OPTION_AT = /(^|[\s\u3000])([A-H])\s*[.．、]/g;
/** A 判断 answer. */
export const JUDGE_ANSWER = /^(对|错|正确|错误|√|×|✓|✗|✔|✘|T|F)[。.]?$/;
/** Letters of a judge answer meaning 正确. */
export const JUDGE_TRUE = /^(对|正确|√|✓|✔|T)/;

const KIND_WORDS: [RegExp, QuestionKind][] = [
  [/多选|多项选择|不定项/, 'multi'],
  [/双选/, 'double'],
  [/单选|单项选择|选择/, 'single'],
  [/判断|是非/, 'judge'],
  [/填空/, 'blank'],
  [/作文|写作/, 'essay'],
  [/应用/, 'apply'],
  [/解答|计算|证明|简答|综合|实验|探究|阅读|论述|材料/, 'solve'],
];

/** The kind a 大题 header names, if any. */
export const kindOfHeader = (title: string): QuestionKind | undefined =>
  KIND_WORDS.find(([re]) => re.test(title))?.[1];

/** Default 分值 by kind when the document gives none. */
export const DEFAULT_SCORES: Record<QuestionKind, number> = {
  single: 3,
  double: 4,
  multi: 4,
  judge: 2,
  blank: 3,
  solve: 10,
  apply: 10,
  essay: 40,
};
