import { describe, expect, it } from 'vitest';
import type { StudentIdMode } from '../paper';
import { buildPaper, LARGE_COUNTS } from '../testing/paper.factory';
import { cardLayoutProblems } from './card-check';
import { layoutCard } from './card.layout';
import { cardColumnChoices } from './page-marks.layout';

describe('answer columns of a card', () => {
  it('offers one column on portrait sizes, two on 8K and two or three on A3', () => {
    expect(cardColumnChoices('A4')).toEqual([1]);
    expect(cardColumnChoices('16K')).toEqual([1]);
    expect(cardColumnChoices('A3')).toEqual([2, 3]);
    expect(cardColumnChoices('8K')).toEqual([2]);
  });

  for (const size of ['A3'] as const)
    for (const studentId of ['barcode', 'bubbles', 'both'] as StudentIdMode[])
      it(`${size} in three columns (${studentId}): sound geometry, fewer pages`, () => {
        const paper = buildPaper({
          counts: LARGE_COUNTS,
          settings: { size, card: { studentId, columns: 3 } },
        });
        const three = layoutCard(paper);
        expect(cardLayoutProblems(three, paper)).toEqual([]);
        for (const page of three.pages) expect(page.columns).toHaveLength(3);
        expect(three.pages.length).toBeLessThanOrEqual(
          layoutCard(paper, { columns: 2 }).pages.length,
        );
      });

  it('ignores a column count the size does not offer', () => {
    const paper = buildPaper({ settings: { size: 'A4', card: { columns: 3 } } });
    expect(layoutCard(paper).pages[0]!.columns).toHaveLength(1);
  });
});
