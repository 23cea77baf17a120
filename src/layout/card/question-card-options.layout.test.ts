import { describe, expect, it } from 'vitest';
import type { PaperDoc, QuestionCardOptions } from '../paper';
import { buildPaper } from '../testing/paper.factory';
import type { CardElementOf } from './card-element.types';
import { cardLayoutProblems } from './card-check';
import { layoutCard } from './card.layout';

/** The doc as /paperset saves it and the print service reads it back: JSON, one card changed. */
function saved(paper: PaperDoc, id: string, card: QuestionCardOptions): PaperDoc {
  const copy = JSON.parse(JSON.stringify(paper)) as PaperDoc;
  for (const q of copy.sections.flatMap((s) => s.questions)) if (q.id === id) q.card = card;
  return copy;
}

const boxes = (paper: PaperDoc) =>
  layoutCard(paper)
    .pages.flatMap((p) => p.elements)
    .filter((e): e is CardElementOf<'subjective-box'> => e.kind === 'subjective-box');

describe('per-question card options set in /paperset reach the printed layout', () => {
  it('a saved boxHeight sizes that box and moves the boxes below it by the difference', () => {
    const paper = saved(buildPaper({ counts: { solve: 2 } }), 'q2', { boxHeight: 30 });
    const [before1, before2] = boxes(paper);
    const changed = saved(paper, 'q1', { boxHeight: 40 });
    expect(layoutCard(changed).pages).toHaveLength(1);
    expect(layoutCard(paper).pages).toHaveLength(1);
    const [after1, after2] = boxes(changed);
    expect(cardLayoutProblems(layoutCard(changed), changed)).toEqual([]);
    expect(after1!.id).toBe(before1!.id);
    expect(after1!.rect.h).toBeGreaterThanOrEqual(40);
    expect(after1!.rect.h).toBeLessThan(45);
    expect(before1!.rect.h).toBeGreaterThanOrEqual(70);
    expect(after2!.rect.y - before2!.rect.y).toBeCloseTo(after1!.rect.h - before1!.rect.h, 6);
    expect(after2!.rect.h).toBe(before2!.rect.h);
  });

  it('a saved essayChars sets the 作文格 count and its count marks', () => {
    const paper = buildPaper({ counts: { single: 5, essay: 1 } });
    const essay = (doc: PaperDoc) =>
      layoutCard(doc)
        .pages.flatMap((p) => p.elements)
        .filter((e): e is CardElementOf<'essay-grid'> => e.kind === 'essay-grid');
    const parts = essay(saved(paper, 'q6', { essayChars: 1000 }));
    const cols = parts[0]!.cols;
    const cells = parts.reduce((n, p) => n + p.rows * p.cols, 0);
    expect(cells).toBeGreaterThanOrEqual(1000);
    expect(cells).toBeLessThan(1000 + cols);
    expect(parts.flatMap((p) => p.marks.map((m) => m.count)).at(-1)).toBe(1000);
    expect(essay(paper).reduce((n, p) => n + p.rows * p.cols, 0)).toBeLessThan(600 + cols);
  });

  it('a saved 选做 group prints one shared box after a choice row', () => {
    const paper = buildPaper({ counts: { solve: 3 } });
    const grouped = saved(saved(paper, 'q2', { optionalGroup: 'g1' }), 'q3', {
      optionalGroup: 'g1',
    });
    const card = layoutCard(grouped);
    expect(cardLayoutProblems(card, grouped)).toEqual([]);
    expect(boxes(grouped).map((b) => b.questions.map((q) => q.no))).toEqual([[1], [2, 3]]);
    const choice = card.pages.flatMap((p) => p.elements).find((e) => e.kind === 'optional-choice');
    expect(choice?.rect.y).toBeLessThan(boxes(grouped)[1]!.rect.y);
  });
});
