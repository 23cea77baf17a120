import katex from 'katex';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { QuestionKind } from '../../../../layout';
import { QUESTION_KIND_ORDER } from '../../../../layout';
import { findSeedProblems, questionRuns } from './seed.integrity';
import { loadSeedBank, seedImagePath } from './seed.loader';
import { seedQuestionSchema } from './seed.schema';
import type { SeedQuestion, SeedQuestionInput } from './seed.schema';

const bank = loadSeedBank();
const runsOf = (q: SeedQuestion) => questionRuns(q);
const bySubject = (code: string) => bank.questions.filter((q) => q.subject === `junior.${code}`);

/** Kinds each subject must offer: 作文 only in English, 双选 not asked of English. */
const REQUIRED_KINDS: Record<string, QuestionKind[]> = {
  math: QUESTION_KIND_ORDER.filter((k) => k !== 'essay'),
  physics: QUESTION_KIND_ORDER.filter((k) => k !== 'essay'),
  english: QUESTION_KIND_ORDER.filter((k) => k !== 'double'),
};

function buildSeedQuestion(overrides: Partial<SeedQuestionInput> = {}): SeedQuestionInput {
  return {
    key: 'math-9999',
    subject: 'junior.math',
    kind: 'single',
    difficulty: 2,
    year: 2024,
    source: '原创·单元练习',
    paperType: '月考',
    chapter: 'math.ch1.s1',
    knowledge: ['kp.math.pythagoras.theorem'],
    score: 3,
    stem: [{ t: 'text', v: '下列各数中最大的是（　　）' }],
    options: ['1', '2', '3', '4'].map((v, i) => ({
      label: 'ABCD'[i] ?? '',
      content: [{ t: 'text', v }],
    })),
    answerKey: 'D',
    answer: [{ t: 'text', v: 'D' }],
    analysis: [{ t: 'text', v: '4 最大。' }],
    ...overrides,
  };
}

describe('seed bank files', () => {
  it('pass the schemas and every cross-check (keys, chapters, 知识点 map, images)', () => {
    expect(findSeedProblems(bank)).toEqual([]);
  });

  it('hold at least 240 questions, at least 80 per subject', () => {
    expect(bank.questions.length).toBeGreaterThanOrEqual(240);
    for (const code of Object.keys(REQUIRED_KINDS)) {
      expect(bySubject(code).length, code).toBeGreaterThanOrEqual(80);
    }
  });

  it('offer every kind each subject calls for, and 作文 only in English', () => {
    for (const [code, kinds] of Object.entries(REQUIRED_KINDS)) {
      const present = new Set(bySubject(code).map((q) => q.kind));
      expect([...present].sort(), code).toEqual(expect.arrayContaining(kinds));
    }
    const essays = bank.questions.filter((q) => q.kind === 'essay');
    expect(essays.every((q) => q.subject === 'junior.english')).toBe(true);
  });

  it('have at least 40 questions with TeX and 10 with images', () => {
    const withRun = (t: string) => bank.questions.filter((q) => runsOf(q).some((r) => r.t === t));
    expect(withRun('tex').length).toBeGreaterThanOrEqual(40);
    expect(withRun('img').length).toBeGreaterThanOrEqual(10);
  });

  it('render every TeX run with KaTeX, Chinese only inside \\text{}', () => {
    for (const q of bank.questions) {
      for (const run of runsOf(q)) {
        if (run.t !== 'tex') continue;
        expect(() => katex.renderToString(run.v, { throwOnError: true }), q.key).not.toThrow();
        expect(run.v.replace(/\\text\{[^}]*\}/g, ''), q.key).not.toMatch(/\p{Script=Han}/u);
      }
    }
  });

  it('size every image run with the PNG aspect ratio (within 2 %)', async () => {
    const runs = bank.questions.flatMap((q) => runsOf(q).filter((r) => r.t === 'img'));
    for (const run of runs) {
      const path = seedImagePath(run.src);
      expect(path, run.src).not.toBeNull();
      const { width = 0, height = 0 } = await sharp(path ?? '').metadata();
      expect(Math.abs(run.h / run.w / (height / width) - 1), run.src).toBeLessThan(0.02);
    }
  });

  it('give 初中 its five core subjects and each bank subject a full book and 知识点 tree', () => {
    expect(bank.catalog.stages.map((s) => s.name)).toEqual(['小学', '初中', '高中']);
    const junior = bank.catalog.stages.find((s) => s.key === 'junior')?.subjects ?? [];
    expect(junior.map((s) => s.name)).toEqual(
      expect.arrayContaining(['语文', '数学', '英语', '物理', '化学']),
    );
    for (const code of Object.keys(REQUIRED_KINDS)) {
      const subject = junior.find((s) => s.code === code);
      const books = subject?.editions.flatMap((e) => e.textbooks) ?? [];
      expect(books.length, code).toBe(1);
      const chapters = books.flatMap((b) => b.chapters);
      expect(chapters.length, code).toBeGreaterThanOrEqual(5);
      expect(chapters.flatMap((c) => c.sections).length, code).toBeGreaterThanOrEqual(15);
      const leaves = subject?.knowledge.flatMap((k) => k.children) ?? [];
      expect(leaves.length, code).toBeGreaterThanOrEqual(20);
    }
  });
});

describe('seedQuestionSchema', () => {
  const issues = (overrides: Partial<SeedQuestionInput>) =>
    seedQuestionSchema.safeParse(buildSeedQuestion(overrides)).error?.issues.map((i) => i.message);

  it('accepts a sound question and splits unweighted 知识点 equally', () => {
    const q = seedQuestionSchema.parse(
      buildSeedQuestion({ knowledge: ['kp.math.real.sqrt', 'kp.math.real.cbrt'] }),
    );
    expect(q.knowledge).toEqual([
      { key: 'kp.math.real.sqrt', weight: 0.5 },
      { key: 'kp.math.real.cbrt', weight: 0.5 },
    ]);
  });

  it('holds answer keys to the kind: one for 单选, two for 双选, two or more for 多选', () => {
    expect(issues({ answerKey: 'AB' })).toEqual(['答案个数与题型不符']);
    expect(issues({ kind: 'double', answerKey: 'A' })).toEqual(['答案个数与题型不符']);
    expect(issues({ kind: 'multi', answerKey: 'A' })).toEqual(['答案个数与题型不符']);
    expect(issues({ kind: 'multi', answerKey: 'ABD' })).toBeUndefined();
    expect(issues({ answerKey: 'E' })).toEqual(['答案不是有效的选项标签']);
  });

  it('rejects parts whose scores do not add up to the score', () => {
    const part = { label: '(1)', score: 2, stem: [{ t: 'text' as const, v: '求值' }] };
    const parts = [{ ...part, answer: [{ t: 'text' as const, v: '1' }] }];
    expect(issues({ kind: 'solve', options: [], answerKey: '', score: 5, parts })).toEqual([
      '小问分值之和不等于总分',
    ]);
  });

  it('requires a blank run in 填空 and an essay grid in 作文', () => {
    const subjective = { options: [], answerKey: '' };
    expect(issues({ ...subjective, kind: 'blank' })).toEqual(['填空题的题干须含空']);
    expect(issues({ ...subjective, kind: 'essay' })).toEqual(['作文须给出格子数 essayChars']);
  });
});

describe('seedImagePath', () => {
  it('finds seed images by file or seed: name and refuses anything else', () => {
    expect(seedImagePath('seed:p-lever.png')).toMatch(/images\/p-lever\.png$/);
    expect(seedImagePath('p-lever.png')).toBe(seedImagePath('seed:p-lever.png'));
    expect(seedImagePath('../catalog.json')).toBeNull();
    expect(seedImagePath('missing.png')).toBeNull();
  });
});
