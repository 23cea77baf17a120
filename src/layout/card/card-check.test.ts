import { describe, expect, it } from 'vitest';
import { rect } from '../units';
import { buildPaper } from '../testing/paper.factory';
import { cardLayoutProblems } from './card-check';
import { layoutCard } from './card.layout';
import type { CardLayout } from './card.types';

const buildCard = (): CardLayout => layoutCard(buildPaper({ counts: { single: 10, solve: 2 } }));

describe('cardLayoutProblems', () => {
  it('finds nothing wrong in a fresh layout', () => {
    expect(cardLayoutProblems(buildCard())).toEqual([]);
  });

  it('reports elements near the edge or a fiducial, overlaps and duplicate ids', () => {
    const card = buildCard();
    const els = card.pages[0]!.elements;
    const group = els.find((e) => e.kind === 'objective-group')!;
    const box = els.find((e) => e.kind === 'subjective-box')!;
    box.rect = { ...group.rect };
    const cue = els.find((e) => e.kind === 'orientation-cue')!;
    cue.rect = rect(14, 8, 8, 3);
    const title = els.find((e) => e.kind === 'text' && e.role === 'title')!;
    title.rect = rect(100, 2, 10, 5);
    title.id = box.id;
    const problems = cardLayoutProblems(card).join('\n');
    expect(problems).toContain(`${group.id} overlaps ${box.id}`);
    expect(problems).toContain('p1-cue is too close to p1-fiducial-tl');
    expect(problems).toContain(`${box.id} is within 5 mm of the sheet edge`);
    expect(problems).toContain(`duplicate ids: ${box.id}`);
  });

  it('reports overlapping bubbles, missing marks and unanswered questions', () => {
    const paper = buildPaper({ counts: { single: 10, solve: 2 } });
    const card = layoutCard(paper);
    const page = card.pages[0]!;
    const groups = page.elements.filter((e) => e.kind === 'objective-group');
    const [a, b] = groups[0]!.questions[0]!.bubbles;
    b!.rect = { ...a!.rect };
    page.elements = page.elements.filter((e) => e.kind !== 'orientation-cue' && e !== groups[1]);
    const problems = cardLayoutProblems(card, paper).join('\n');
    expect(problems).toContain(`${a!.id} overlaps ${b!.id}`);
    expect(problems).toContain('one orientation cue expected');
    expect(problems).toContain('question 6 is answered in 0 places');
  });
});
