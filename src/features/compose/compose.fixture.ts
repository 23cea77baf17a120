import {
  buildQuestion,
  QUESTION_KIND_ORDER,
  type PaperDoc,
  type QuestionCounts,
} from '../../layout';
import type { BankQuestion, PaperDetail } from '../../shared/api';
import { addQuestion, DEFAULT_SETTINGS, emptyPaper, totals } from '../../shared/paper';

/** A paper composed the way the basket composes it (3 单选, 2 填空, 1 解答 by default). */
export function buildDoc(
  counts: QuestionCounts = { single: 3, blank: 2, solve: 1 },
  id = 'paper-1',
): PaperDoc {
  let no = 0;
  let doc = emptyPaper(id, { ...DEFAULT_SETTINGS, title: '八年级数学单元测试' });
  for (const kind of QUESTION_KIND_ORDER) {
    for (let i = 0; i < (counts[kind] ?? 0); i++) doc = addQuestion(doc, buildQuestion(kind, ++no));
  }
  return doc;
}

/** The server's answer for a paper, with overrides. */
export function buildPaperDetail(over: Partial<PaperDetail> = {}): PaperDetail {
  const doc = over.doc ?? buildDoc();
  const t = totals(doc);
  return {
    id: doc.id,
    isBasket: true,
    status: '草稿',
    title: doc.settings.title,
    stageId: 'junior',
    stageName: '初中',
    subjectId: 'junior-math',
    subjectName: '数学',
    textbookId: 'tb-math-8a',
    gradeId: null,
    version: 1,
    revision: 1,
    frozen: false,
    frozenReason: null,
    versions: [{ version: 1, frozenAt: null }],
    doc,
    classes: [],
    questionCount: t.count,
    fullMarks: t.marks,
    canEdit: true,
    createdAt: '2025-09-01T08:00:00.000Z',
    updatedAt: '2025-09-01T08:00:00.000Z',
    ...over,
  };
}

/** A bank question (单选 unless overridden), as 换一题 lists them. */
export function buildBankQuestion(over: Partial<BankQuestion> = {}): BankQuestion {
  return {
    id: 'bank-new',
    subjectId: 'junior-math',
    stageId: 'junior',
    kind: 'single',
    typeId: 1,
    typeName: '单选',
    difficulty: 3,
    difficultyName: '中等',
    year: 2024,
    source: '示例',
    paperType: '模拟',
    score: 3,
    stem: [{ t: 'text', v: '换上的新题题干' }],
    options: ['A', 'B', 'C', 'D'].map((label) => ({ label, content: [{ t: 'text', v: label }] })),
    answerKey: 'B',
    answer: [{ t: 'text', v: 'B' }],
    analysis: [],
    parts: [],
    card: {},
    chapters: [],
    knowledge: [{ id: 'k1', name: '一次函数', weight: 1 }],
    originId: null,
    mine: false,
    usedCount: 0,
    ...over,
  };
}
