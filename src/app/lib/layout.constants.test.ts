import { describe, expect, it } from 'vitest';
import { LAYOUT, POPOVER_WIDTH, remBase } from './layout.constants';

describe('layout constants', () => {
  it('base font is the width divided by 10, the width capped at 540', () => {
    expect(remBase(375)).toBe(37.5);
    expect(remBase(540)).toBe(54);
    expect(remBase(1920)).toBe(54);
  });

  it('keeps the spec values', () => {
    expect(LAYOUT.resizeDebounceMs).toBe(300);
    expect(POPOVER_WIDTH).toEqual({ basket: 368, mobileQr: 190 });
  });
});
