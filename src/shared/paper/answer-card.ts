import { z } from 'zod';
import {
  PAPER_SIZES,
  QUESTION_KINDS,
  type PaperDoc,
  type PaperQuestion,
  type PaperSection,
} from '../../layout';

const NUMERALS = '一二三四五六七八九十';
/** Option labels A, B, C … */
export const OPTION_LETTERS = 'ABCDEFGH';

/** An objective section of a stand-alone card: how many questions, options, scores and keys. */
export const cardObjective = z.object({
  kind: z.enum(['single', 'multi', 'judge']),
  count: z.number().int().min(1, '题数至少 1').max(100, '一个大题最多 100 题'),
  options: z.number().int().min(2).max(8),
  score: z.number().min(0).max(100),
  /** Keys in question order ("A", "AC", "T"); empty where not yet given. */
  keys: z.array(z.string().regex(/^[A-HTF]*$/, '答案只能是选项字母')),
});
/** A subjective section: boxes (填空/解答) or an essay grid, optionally 选做 (choose one). */
export const cardSubjective = z.object({
  kind: z.enum(['blank', 'solve', 'essay']),
  count: z.number().int().min(1).max(50),
  score: z.number().min(0).max(150),
  boxHeight: z.number().min(15).max(250).optional(),
  essayChars: z.number().int().min(100).max(2000).optional(),
  /** The section's questions are 选做题: the student answers one and bubbles its number. */
  optional: z.boolean(),
});
/** The maker's input of /answerCard. */
export const cardSpec = z.object({
  title: z.string().trim().min(1, '请输入答题卡标题').max(60, '标题不能超过 60 个字'),
  subjectId: z.string().min(1, '请选择学科'),
  size: z.enum(PAPER_SIZES),
  columns: z.number().int().min(1).max(3).optional(),
  studentId: z.enum(['barcode', 'bubbles', 'both']),
  idDigits: z.number().int().min(4).max(12),
  multiPartialShare: z.number().min(0).max(1),
  sections: z
    .array(
      z.discriminatedUnion('type', [
        cardObjective.extend({ type: z.literal('objective') }),
        cardSubjective.extend({ type: z.literal('subjective') }),
      ]),
    )
    .min(1, '请至少添加一个大题'),
});
/** The maker's input of /answerCard. */
export type CardSpec = z.infer<typeof cardSpec>;
/** A section of the maker. */
export type CardSpecSection = CardSpec['sections'][number];

/** Option labels of an objective section. */
export const sectionLabels = (s: { kind: string; options: number }): string[] =>
  s.kind === 'judge' ? ['T', 'F'] : OPTION_LETTERS.slice(0, s.options).split('');

/**
 * Reads typed keys: "ABCDA BCDAB" one letter a question for single and judge (对/错, √/× and
 * T/F accepted), or groups split by spaces or commas for multiple choice ("AB,CD ACD").
 */
export function parseKeys(text: string, kind: CardObjectiveKind): string[] {
  const t = text
    .toUpperCase()
    .replace(/[对√]/g, 'T')
    .replace(/[错×X]/g, 'F');
  if (kind === 'multi')
    return t
      .split(/[\s,，;；、]+/)
      .filter(Boolean)
      .map((k) => [...new Set(k.replace(/[^A-H]/g, ''))].sort().join(''));
  return t.replace(/[^A-HTF]/g, '').split('');
}
type CardObjectiveKind = z.infer<typeof cardObjective>['kind'];

/** Problems that keep a card from being saved (missing or impossible keys), by question number. */
export function specProblems(spec: CardSpec): string[] {
  const out: string[] = [];
  let no = 0;
  for (const s of spec.sections) {
    if (s.type !== 'objective') {
      no += s.count;
      continue;
    }
    const labels = sectionLabels(s);
    for (let i = 0; i < s.count; i++) {
      no += 1;
      const key = s.keys[i] ?? '';
      if (!key) out.push(`第 ${no} 题还没有答案`);
      else if ([...key].some((k) => !labels.includes(k))) out.push(`第 ${no} 题的答案不在选项中`);
      else if (s.kind !== 'multi' && key.length > 1) out.push(`第 ${no} 题是单选，只能有一个答案`);
    }
  }
  return out;
}

/** The paper of a stand-alone card: numbered questions without stems, keys and card options. */
export function specToDoc(spec: CardSpec, id: string, version = 1): PaperDoc {
  let no = 0;
  const sections = spec.sections.map((s, si): PaperSection => {
    const kind = s.kind;
    const questions = Array.from({ length: s.count }, (_, i): PaperQuestion => {
      no += 1;
      const key = s.type === 'objective' ? (s.keys[i] ?? '') : '';
      return {
        id: `q${no}`,
        questionId: `card-${no}`,
        no,
        kind,
        score: s.score,
        stem: [],
        options:
          s.type === 'objective' ? sectionLabels(s).map((label) => ({ label, content: [] })) : [],
        key,
        answer: key ? [{ t: 'text', v: key }] : [],
        analysis: [],
        parts: [],
        card:
          s.type === 'subjective'
            ? {
                ...(s.boxHeight !== undefined && kind !== 'essay'
                  ? { boxHeight: s.boxHeight }
                  : {}),
                ...(kind === 'essay' ? { essayChars: s.essayChars ?? 800 } : {}),
                ...(s.optional && kind !== 'essay' ? { optionalGroup: `选做${si + 1}` } : {}),
              }
            : {},
      };
    });
    const total = questions.reduce((a, q) => a + q.score, 0);
    const name =
      s.type === 'subjective' && s.optional
        ? `选做题（${questions.length}选1）`
        : QUESTION_KINDS[kind].section;
    return {
      id: `s${si + 1}`,
      kind,
      title: `${NUMERALS[si] ?? si + 1}、${name}（共${questions.length}题，共${total}分）`.slice(
        0,
        30,
      ),
      questions,
    };
  });
  return {
    id,
    version,
    settings: {
      title: spec.title.trim(),
      subtitle: '',
      examMinutes: 0,
      size: spec.size,
      sealLine: false,
      notice: '',
      answerPlacement: 'end',
      card: {
        studentId: spec.studentId,
        idDigits: spec.idDigits,
        multiPartialShare: spec.multiPartialShare,
        ...(spec.columns ? { columns: spec.columns } : {}),
      },
    },
    sections,
  };
}
