import { describe, expect, it } from 'vitest';
import { SCAN_PAPER_CODES } from '../../layout';
import { resolveDpi } from './dpi';
import { scanOutputSize } from './scan-size';

describe('scanOutputSize', () => {
  it('resizes A4, 16k and B5 to the spec sizes when adaptive is off', () => {
    expect(scanOutputSize(SCAN_PAPER_CODES.A4, false, 2490, 3510)).toEqual({
      width: 2480,
      height: 3507,
      resized: true,
    });
    expect(scanOutputSize(SCAN_PAPER_CODES['16k'], false, 2200, 3100)).toEqual({
      width: 2184,
      height: 3072,
      resized: true,
    });
    expect(scanOutputSize(SCAN_PAPER_CODES.B5, false, 2100, 3000)).toEqual({
      width: 2079,
      height: 2954,
      resized: true,
    });
  });

  it('keeps A3, B4 and every adaptive scan as scanned', () => {
    expect(scanOutputSize(SCAN_PAPER_CODES.A3, false, 4961, 3508)).toEqual({
      width: 4961,
      height: 3508,
      resized: false,
    });
    expect(scanOutputSize(SCAN_PAPER_CODES.B4, false, 2953, 4169)).toEqual({
      width: 2953,
      height: 4169,
      resized: false,
    });
    expect(scanOutputSize(SCAN_PAPER_CODES.A4, true, 2490, 3510)).toEqual({
      width: 2490,
      height: 3510,
      resized: false,
    });
  });

  it('turns the fixed size for a landscape image and reports an unchanged size', () => {
    expect(scanOutputSize(SCAN_PAPER_CODES.A4, false, 3600, 2500)).toEqual({
      width: 3507,
      height: 2480,
      resized: true,
    });
    expect(scanOutputSize(SCAN_PAPER_CODES.A4, false, 2480, 3507).resized).toBe(false);
  });
});

describe('resolveDpi', () => {
  it('trusts a plausible density and infers one from an A4 or A3 pixel size otherwise', () => {
    expect(resolveDpi(2480, 3508, 300)).toBe(300);
    expect(resolveDpi(2480, 3508, 72)).toBe(300);
    expect(resolveDpi(3307, 2339, undefined)).toBe(200);
  });
});
