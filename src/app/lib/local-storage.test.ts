import { describe, expect, it } from 'vitest';
import { localStore } from './local-storage';

describe('localStore', () => {
  it('saves and gets JSON values', () => {
    localStore.save('grade', { id: 'g1', name: '2024级' });
    expect(localStore.get('grade')).toEqual({ id: 'g1', name: '2024级' });
    expect(localStorage.getItem('grade')).toBe('{"id":"g1","name":"2024级"}');
  });

  it('returns null for missing keys and for values that are not JSON', () => {
    expect(localStore.get('missing')).toBeNull();
    localStorage.setItem('raw', '{oops');
    expect(localStore.get('raw')).toBeNull();
  });

  it('removes one key and clears all', () => {
    localStore.save('a', 1);
    localStore.save('b', 2);
    localStore.remove('a');
    expect(localStore.get('a')).toBeNull();
    expect(localStore.get('b')).toBe(2);
    localStore.clear();
    expect(localStorage.length).toBe(0);
  });
});
