import { describe, expect, it } from 'vitest';
import { buildPaper, LARGE_COUNTS } from '../testing/paper.factory';
import { buildV0, V0_SAMPLE } from './card-v0.fixture';
import { layoutCard } from './card.layout';
import { CARD_LAYOUT_VERSION } from './card.types';
import { InvalidCardLayoutError, restore, tryRestore } from './restore';

const card = layoutCard(buildPaper({ counts: LARGE_COUNTS }), { size: 'A3' });

describe('restore', () => {
  it('returns a v1 layout unchanged after a JSON round trip', () => {
    expect(restore(JSON.parse(JSON.stringify(card)))).toEqual(card);
  });

  it('upgrades a v0 layout (inches, no ids) to the v1 layout it came from', () => {
    const v0 = JSON.parse(JSON.stringify(buildV0(card)));
    expect(v0.pages[0].elements[0].id).toBeUndefined();
    expect(restore(v0)).toEqual(card);
  });

  it('upgrades the hand-written v0 sample to millimetres with derived ids', () => {
    const v1 = restore(V0_SAMPLE);
    expect(v1.version).toBe(CARD_LAYOUT_VERSION);
    expect(v1.sheet.width).toBeCloseTo(210, 2);
    const [page] = v1.pages;
    expect(page!.elements.map((e) => e.id)).toEqual([
      'p1-fiducial-tl',
      'p1-fiducial-tr',
      'p1-fiducial-bl',
      'p1-fiducial-br',
      'p1-cue',
      'p1-code',
      'group-q1',
    ]);
    const fiducial = page!.elements[0]!;
    expect(fiducial.kind === 'fiducial' && fiducial.centre.x).toBeCloseTo(10, 2);
    expect(fiducial.rect.w).toBeCloseTo(5, 2);
    expect('unit' in v1).toBe(false);
  });

  it('rejects what is not a card layout, with the reason', () => {
    expect(() => restore(null)).toThrow(InvalidCardLayoutError);
    expect(() => restore({ ...card, version: CARD_LAYOUT_VERSION + 1 })).toThrow(/版式版本/);
    const broken = JSON.parse(JSON.stringify(card));
    broken.pages[0].elements[0].rect.x = 'left';
    const result = tryRestore(broken);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.reason).toContain('pages.0.elements.0.rect.x');
    expect(
      tryRestore({ kind: 'card', version: 1, pages: [{ elements: [{ kind: 'unknown' }] }] }).ok,
    ).toBe(false);
  });
});
