import { describe, expect, it } from 'vitest';
import { decodePageCode, encodePageCode, PAGE_CODE_PREFIX, type PageCode } from './page-code';

const buildPageCode = (overrides: Partial<PageCode> = {}): PageCode => ({
  paperId: 'p7k2x9',
  paperVersion: 3,
  layoutVersion: 1,
  page: 2,
  ...overrides,
});

describe('page code', () => {
  const cases: PageCode[] = [
    buildPageCode(),
    buildPageCode({ examNo: '202401150123' }),
    buildPageCode({
      paperId: 'z'.repeat(32),
      paperVersion: 123456,
      page: 40,
      examNo: 'a1'.repeat(16),
    }),
    buildPageCode({ paperId: '0', paperVersion: 1, page: 1 }),
  ];

  it.each(cases)('round-trips %o', (code) => {
    const text = encodePageCode(code);
    expect(text.startsWith(`${PAGE_CODE_PREFIX}.`)).toBe(true);
    expect(text).toMatch(/^[0-9A-Z.]+$/);
    expect(decodePageCode(text)).toEqual(code);
  });

  it('stays short enough for a small QR (alphanumeric, ≤ 90 characters)', () => {
    const longest = encodePageCode(
      buildPageCode({
        paperId: 'z'.repeat(32),
        paperVersion: 36 ** 7 - 1,
        page: 999,
        examNo: '9'.repeat(32),
      }),
    );
    expect(longest.length).toBeLessThanOrEqual(90);
  });

  it.each([
    '',
    'hello world',
    'https://example.com/?q=1',
    '6901234567892',
    'ZY1',
    'ZY1.P7K2X9.3.1.2.',
    'ZY2.P7K2X9.3.1.2..0000',
    'ZY1.P7K2X9.3.1.0..0000',
  ])('gives null for the foreign text %j', (text) => {
    expect(decodePageCode(text)).toBeNull();
  });

  it('gives null when the checksum or any field was altered', () => {
    const text = encodePageCode(buildPageCode({ examNo: '12345678' }));
    const last = text.at(-1)!;
    expect(decodePageCode(text.slice(0, -1) + (last === '0' ? '1' : '0'))).toBeNull();
    expect(decodePageCode(text.replace('.3.', '.4.'))).toBeNull();
    expect(decodePageCode(text.replace('12345678', '12345679'))).toBeNull();
  });

  it('rejects ids outside [0-9a-z]{1,32} when encoding', () => {
    expect(() => encodePageCode(buildPageCode({ paperId: 'Has-Dash' }))).toThrow(RangeError);
    expect(() => encodePageCode(buildPageCode({ examNo: 'x'.repeat(33) }))).toThrow(RangeError);
    expect(() => encodePageCode(buildPageCode({ page: 0 }))).toThrow(RangeError);
  });
});
