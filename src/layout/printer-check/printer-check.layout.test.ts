import { describe, expect, it } from 'vitest';
import { contains, expand, intersects, rectR } from '../geometry';
import { buildPaper } from '../testing/paper.factory';
import { layoutCard } from '../card/card.layout';
import { layoutPrinterCheck, PRINTER_CHECK_INSTRUCTION } from './printer-check.layout';

const check = layoutPrinterCheck('A4');
const byKind = <K extends string>(kind: K) => check.elements.filter((e) => e.kind === kind);

describe('layoutPrinterCheck', () => {
  it('has a 100 × 100 mm square with its corners, centred on the crosshair', () => {
    const [square] = byKind('square');
    expect(square?.kind).toBe('square');
    if (square?.kind !== 'square') return;
    expect(square.rect.w).toBe(100);
    expect(square.rect.h).toBe(100);
    const [tl, tr, br, bl] = square.corners;
    expect(tr.x - tl.x).toBe(100);
    expect(bl.y - tl.y).toBe(100);
    expect(br).toEqual({ x: tr.x, y: bl.y });
    const [cross] = byKind('crosshair');
    expect(cross?.kind === 'crosshair' && cross.centre).toEqual({ x: 105, y: 148.5 });
    expect(cross && contains(square.rect, cross.rect)).toBe(true);
  });

  it('puts the fiducials and the orientation cue exactly where an A4 card has them', () => {
    const card = layoutCard(buildPaper({ settings: { size: 'A4' } }));
    const cardFiducials = card.pages[0]!.elements.filter((e) => e.kind === 'fiducial');
    expect(byKind('fiducial')).toEqual(cardFiducials);
    expect(cardFiducials).toHaveLength(4);
    expect(byKind('orientation-cue')).toEqual(
      card.pages[0]!.elements.filter((e) => e.kind === 'orientation-cue'),
    );
  });

  it('draws two rulers with a tick every mm, long and labelled every 10 mm', () => {
    const rulers = byKind('ruler');
    expect(rulers.map((r) => r.kind === 'ruler' && r.axis)).toEqual(['x', 'y']);
    for (const r of rulers) {
      if (r.kind !== 'ruler') continue;
      expect(r.ticks).toHaveLength(r.length + 1);
      r.ticks.forEach((t, i) => {
        expect(t.at).toBe(i);
        expect(t.label !== undefined).toBe(i % 10 === 0);
        expect(t.length).toBe(i % 10 === 0 ? 5 : i % 5 === 0 ? 3.5 : 2);
      });
      expect(r.length).toBeGreaterThanOrEqual(150);
    }
  });

  it('tells the teacher to print at actual size, and keeps every element apart and inside', () => {
    expect(
      check.elements.some(
        (e) =>
          e.kind === 'text' && e.content.replace(/\n/g, '').includes(PRINTER_CHECK_INSTRUCTION),
      ),
    ).toBe(true);
    const inside = rectR(5, 5, check.sheet.width - 10, check.sheet.height - 10);
    const fiducials = byKind('fiducial');
    const others = check.elements.filter((e) => e.kind !== 'crosshair');
    for (const e of check.elements) {
      expect(contains(inside, e.rect)).toBe(true);
      for (const f of fiducials)
        if (f !== e) expect(intersects(expand(f.rect, 5), e.rect)).toBe(false);
    }
    for (let i = 0; i < others.length; i++)
      for (let j = i + 1; j < others.length; j++)
        expect(intersects(others[i]!.rect, others[j]!.rect)).toBe(false);
  });
});
