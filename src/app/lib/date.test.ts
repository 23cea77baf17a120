import { describe, expect, it } from 'vitest';
import { formatDate } from './date';

describe('formatDate', () => {
  it('formats dates, epoch ms and strings as YYYY-MM-DD', () => {
    expect(formatDate(new Date(2024, 8, 1, 23, 59))).toBe('2024-09-01');
    expect(formatDate(new Date(2025, 0, 5).getTime())).toBe('2025-01-05');
    expect(formatDate('2023-12-31T10:00:00')).toBe('2023-12-31');
  });
  it('gives an empty string for an invalid date', () => {
    expect(formatDate('not a date')).toBe('');
  });
});
