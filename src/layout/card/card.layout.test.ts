import { describe, expect, it } from 'vitest';
import { bottomOf } from '../geometry';
import { paperQuestions, type StudentIdMode } from '../paper';
import { PAPER_SIZES, SHEETS } from '../paper-sizes';
import { buildPaper, buildQuestion, LARGE_COUNTS } from '../testing/paper.factory';
import { cardLayoutProblems } from './card-check';
import { layoutCard } from './card.layout';
import { CARD_LAYOUT_VERSION } from './card.types';
import { elementBubbles } from './element-bubbles';
import { essayCellRect } from './essay.layout';

const MODES: StudentIdMode[] = ['barcode', 'bubbles', 'both'];
const PAPERS = { standard: buildPaper(), large: buildPaper({ counts: LARGE_COUNTS }) };

describe('layoutCard invariants', () => {
  for (const size of PAPER_SIZES)
    for (const studentId of MODES)
      for (const [name, paper] of Object.entries(PAPERS))
        it(`${size} ${studentId} ${name}: sound geometry, every question answered once`, () => {
          const card = layoutCard(paper, { size, studentId });
          expect(cardLayoutProblems(card, paper)).toEqual([]);
          expect(card.sheet).toEqual({ width: SHEETS[size].width, height: SHEETS[size].height });
          for (const page of card.pages) expect(page.columns).toHaveLength(SHEETS[size].columns);
        });
});

describe('layoutCard with the widest 考号 grid', () => {
  for (const size of PAPER_SIZES)
    it(`${size}: 12 digits beside the barcode and notice still fit`, () => {
      const paper = buildPaper({ settings: { size, card: { idDigits: 12, studentId: 'both' } } });
      expect(cardLayoutProblems(layoutCard(paper), paper)).toEqual([]);
    });
});

describe('layoutCard pages', () => {
  it('numbers pages from 1, fronts odd and backs even, no empty page', () => {
    for (const size of PAPER_SIZES) {
      const card = layoutCard(PAPERS.large, { size });
      expect(card.pages.length).toBeGreaterThan(1);
      card.pages.forEach((page, i) => {
        expect(page.index).toBe(i + 1);
        expect(page.side).toBe(i % 2 === 0 ? 'front' : 'back');
        const answers = page.elements.filter((e) =>
          ['objective-group', 'subjective-box', 'essay-grid'].includes(e.kind),
        );
        expect(answers.length).toBeGreaterThan(0);
      });
    }
  });

  it('uses ceil(columns used / columns per page) pages', () => {
    for (const size of PAPER_SIZES) {
      const card = layoutCard(PAPERS.large, { size });
      const last = card.pages.at(-1)!;
      const used = last.columns.filter((c) =>
        last.elements.some(
          (e) => e.kind !== 'text' && e.rect.x >= c.x && e.rect.x < c.x + c.w && e.rect.y >= c.y,
        ),
      ).length;
      const n = SHEETS[size].columns;
      const columnsUsed = (card.pages.length - 1) * n + used;
      expect(used).toBeGreaterThan(0);
      expect(card.pages.length).toBe(Math.ceil(columnsUsed / n));
    }
  });

  it('puts a small paper on one sheet of A3 and more sheets on A4', () => {
    const small = buildPaper({ counts: { single: 12, blank: 4, solve: 2 } });
    expect(layoutCard(small, { size: 'A3' }).pages).toHaveLength(1);
    expect(layoutCard(PAPERS.large, { size: 'A4' }).pages.length).toBeGreaterThan(
      layoutCard(PAPERS.large, { size: 'A3' }).pages.length,
    );
  });

  it('carries title and student block on page 1 only, marks on every page', () => {
    const card = layoutCard(PAPERS.large, { studentId: 'both' });
    const kinds = (i: number) => card.pages[i]!.elements.map((e) => e.kind);
    for (const k of ['student-info', 'id-bubbles', 'barcode-area', 'absent-mark'] as const) {
      expect(kinds(0)).toContain(k);
      expect(kinds(1)).not.toContain(k);
    }
    expect(card.pages[0]!.elements.some((e) => e.kind === 'text' && e.role === 'subtitle')).toBe(
      true,
    );
  });
});

describe('layoutCard content', () => {
  it('groups objective questions by 5 of one kind, packing groups side by side', () => {
    const card = layoutCard(PAPERS.standard);
    const groups = card.pages
      .flatMap((p) => p.elements)
      .filter((e) => e.kind === 'objective-group');
    expect(groups.map((g) => g.questions.length)).toEqual([5, 5, 3, 5]);
    for (const g of groups) expect(new Set(g.questions.map((q) => q.questionKind)).size).toBe(1);
    expect(new Set(groups.map((g) => g.rect.y)).size).toBe(1);
    const judge = groups.at(-1)!.questions[0]!;
    expect(judge.bubbles.map((b) => b.value)).toEqual(['T', 'F']);
    expect(groups[2]!.questions[0]!.multiple).toBe(true);
  });

  it('sizes the 考号 grid by idDigits (clamped to 4–12) and omits it for barcode cards', () => {
    const grid = (idDigits: number, studentId: StudentIdMode = 'bubbles') =>
      layoutCard(
        buildPaper({ settings: { card: { idDigits, studentId } } }),
      ).pages[0]!.elements.find((e) => e.kind === 'id-bubbles');
    expect(grid(8)?.kind === 'id-bubbles' && grid(8)?.columns.length).toBe(8);
    expect(grid(20)?.kind === 'id-bubbles' && grid(20)?.digits).toBe(12);
    expect(grid(2)?.kind === 'id-bubbles' && grid(2)?.digits).toBe(4);
    expect(grid(8, 'barcode')).toBeUndefined();
    const g = grid(6)!;
    expect(
      elementBubbles(g)
        .map((b) => b.value)
        .slice(0, 10),
    ).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
  });

  it('honours boxHeight, sizes boxes by score, gives 填空 one line per blank', () => {
    const paper = buildPaper({ counts: { blank: 2, solve: 2 } });
    const [blanks, solves] = paper.sections;
    solves!.questions[1] = buildQuestion('solve', 4, { score: 20, card: { boxHeight: 40 } });
    const boxes = layoutCard(paper)
      .pages.flatMap((p) => p.elements)
      .filter((e) => e.kind === 'subjective-box');
    expect(boxes.map((b) => b.lines.length)).toEqual([2, 1, 0, 0]);
    expect(boxes[2]!.rect.h).toBeGreaterThan(boxes[1]!.rect.h);
    expect(boxes[3]!.rect.h).toBeGreaterThanOrEqual(40);
    expect(boxes[3]!.rect.h).toBeLessThan(46);
    expect(blanks!.questions).toHaveLength(2);
  });

  it('lays out a 600-square essay grid by default with a mark every 100, split across columns', () => {
    const card = layoutCard(PAPERS.standard);
    const parts = card.pages.flatMap((p) => p.elements).filter((e) => e.kind === 'essay-grid');
    expect(parts.length).toBeGreaterThan(1);
    const cells = parts.reduce((n, p) => n + p.rows * p.cols, 0);
    expect(cells).toBeGreaterThanOrEqual(600);
    expect(parts.flatMap((p) => p.marks.map((m) => m.count))).toEqual([
      100, 200, 300, 400, 500, 600,
    ]);
    parts.forEach((p, i) => expect(p.part).toEqual({ index: i + 1, count: parts.length }));
    expect(parts[1]!.firstCell).toBe(parts[0]!.rows * parts[0]!.cols);
    for (const p of parts) {
      expect(bottomOf(p.grid)).toBeLessThanOrEqual(bottomOf(p.rect));
      const last = essayCellRect(p, p.rows * p.cols - 1);
      expect(bottomOf(last)).toBeCloseTo(bottomOf(p.grid), 6);
      expect(last.x + last.w).toBeCloseTo(p.grid.x + p.grid.w, 6);
    }
  });

  it('shares one box and a choice row among the questions of a 选做 group', () => {
    const paper = buildPaper({ counts: { single: 5, solve: 4 } });
    const solves = paper.sections[1]!.questions;
    solves[2]!.card = { optionalGroup: 'x' };
    solves[3]!.card = { optionalGroup: 'x' };
    const card = layoutCard(paper);
    expect(cardLayoutProblems(card, paper)).toEqual([]);
    const els = card.pages.flatMap((p) => p.elements);
    const choice = els.find((e) => e.kind === 'optional-choice')!;
    expect(choice.kind === 'optional-choice' && choice.bubbles.map((b) => b.value)).toEqual([
      'q8',
      'q9',
    ]);
    const shared = els.find((e) => e.kind === 'subjective-box' && e.optionalGroup === 'x')!;
    expect(shared.kind === 'subjective-box' && shared.questions.map((q) => q.no)).toEqual([8, 9]);
    expect(paperQuestions(paper)).toHaveLength(9);
  });

  it('splits a box only when it is taller than a whole column', () => {
    const paper = buildPaper({ counts: { solve: 2 } });
    paper.sections[0]!.questions[1] = buildQuestion('solve', 2, { card: { boxHeight: 400 } });
    const boxes = layoutCard(paper)
      .pages.flatMap((p) => p.elements)
      .filter((e) => e.kind === 'subjective-box');
    expect(boxes[0]!.part).toEqual({ index: 1, count: 1 });
    expect(boxes.slice(1).map((b) => b.part.count)).toEqual(
      boxes.slice(1).map(() => boxes.length - 1),
    );
    expect(boxes.length).toBeGreaterThan(2);
    expect(boxes.at(-1)!.label).toBe('2.（续）');
  });

  it('is deterministic and versioned', () => {
    const a = layoutCard(PAPERS.large, { size: 'A3' });
    const b = layoutCard(buildPaper({ counts: LARGE_COUNTS }), { size: 'A3' });
    expect(a).toEqual(b);
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    expect(a.version).toBe(CARD_LAYOUT_VERSION);
    expect(a.pages[1]!.elements.find((e) => e.kind === 'page-code')).toMatchObject({
      code: { paperId: 'p7k2x9', paperVersion: 1, layoutVersion: CARD_LAYOUT_VERSION, page: 2 },
    });
  });
});
