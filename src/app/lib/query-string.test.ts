import { describe, expect, it } from 'vitest';
import { getQueryParam, toQueryString, toSearchParams, withoutEmpty } from './query-string';

describe('query string helpers', () => {
  it('leave out null and undefined but keep empty strings, zero and false', () => {
    expect(withoutEmpty({ a: null, b: undefined, c: '', d: 0, e: false })).toEqual({
      c: '',
      d: 0,
      e: false,
    });
    expect(toSearchParams({ a: null, b: undefined, c: '', d: 0, e: false }).toString()).toBe(
      'c=&d=0&e=false',
    );
  });

  it('repeat keys for arrays and skip null items', () => {
    expect(toSearchParams({ id: [1, null, 3] }).toString()).toBe('id=1&id=3');
  });

  it('build a query string with ? only when there is something', () => {
    expect(toQueryString({ orgId: 'o 1', pid: null })).toBe('?orgId=o+1');
    expect(toQueryString({ pid: null })).toBe('');
  });

  it('read a parameter of a search string, null when absent', () => {
    expect(getQueryParam('nav', '?nav=2&x=1')).toBe('2');
    expect(getQueryParam('paperId', '?nav=2')).toBeNull();
  });

  it('read the current location by default', () => {
    window.history.replaceState(null, '', '/edit?paperId=p7');
    expect(getQueryParam('paperId')).toBe('p7');
  });
});
