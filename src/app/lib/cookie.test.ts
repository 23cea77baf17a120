import { afterEach, describe, expect, it, vi } from 'vitest';
import { deleteCookie, getCookie, setCookie } from './cookie';

describe('cookie helper', () => {
  afterEach(() => {
    deleteCookie('theme');
    deleteCookie('名字');
    vi.restoreAllMocks();
  });

  it('sets, gets and deletes a cookie', () => {
    setCookie('theme', 'dark=blue', 7);
    expect(getCookie('theme')).toBe('dark=blue');
    deleteCookie('theme');
    expect(getCookie('theme')).toBeNull();
  });

  it('encodes names and values', () => {
    setCookie('名字', '王 老师;1', 1);
    expect(getCookie('名字')).toBe('王 老师;1');
  });

  it('writes the expiry in days', () => {
    const writes: string[] = [];
    const doc = { cookie: '' } as Document;
    Object.defineProperty(doc, 'cookie', {
      get: () => '',
      set: (value: string) => writes.push(value),
    });
    vi.spyOn(Date, 'now').mockReturnValue(Date.UTC(2024, 0, 1));
    setCookie('a', 'b', 2, doc);
    expect(writes[0]).toBe('a=b; expires=Wed, 03 Jan 2024 00:00:00 GMT; path=/');
  });

  it('returns null for a missing cookie', () => {
    expect(getCookie('absent')).toBeNull();
  });
});
