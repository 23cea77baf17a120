import { describe, expect, it } from 'vitest';
import { newId } from './ids';

describe('newId', () => {
  it('never repeats within a process, even for 200,000 rows made at one millisecond', () => {
    const now = Date.parse('2026-03-01T08:00:00Z');
    const ids = Array.from({ length: 200_000 }, () => newId(now));
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids.slice(0, 1000)) expect(id).toMatch(/^[0-9a-hjkmnp-tv-z]{16}$/);
  });

  it('sorts in the order the ids were made', () => {
    const ids = [newId(1000), newId(1000), newId(1000), newId(2000), newId(2000), newId()];
    expect([...ids].sort()).toEqual(ids);
  });

  it('keeps counting when a clock steps back', () => {
    const later = newId(5_000_000);
    const earlier = newId(4_000_000);
    expect(earlier > later).toBe(true);
  });
});
