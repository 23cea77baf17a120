import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BlockAccess } from './marking-access';
import { cachedBlockAccess, forgetMarkingAccess } from './marking-access-cache';
import { markingSignals } from './marking-signals';

/** Three teachers on three blocks: two papers of school o1, one of school o2 (ids unique per test). */
function world(tag: string) {
  const loads: string[] = [];
  const seats = [
    { userId: `${tag}u1`, blockId: `${tag}b1`, paperId: `${tag}p1`, orgId: `${tag}o1` },
    { userId: `${tag}u2`, blockId: `${tag}b2`, paperId: `${tag}p2`, orgId: `${tag}o1` },
    { userId: `${tag}u3`, blockId: `${tag}b3`, paperId: `${tag}p3`, orgId: `${tag}o2` },
  ];
  /** Asks every seat's access; answers which were loaded from the "database" this time. */
  const askAll = async () => {
    loads.length = 0;
    for (const s of seats)
      await cachedBlockAccess(s.userId, s.blockId, async () => {
        loads.push(s.userId.slice(tag.length));
        return { paper: { id: s.paperId, orgId: s.orgId } } as unknown as BlockAccess;
      });
    return [...loads];
  };
  return { askAll, tag };
}

describe('the marking permission cache', () => {
  afterEach(() => vi.useRealTimers());

  it('keeps answers 5 s; a change drops only what it touches, here and when heard from another process', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { askAll, tag } = world('a');
    expect(await askAll()).toEqual(['u1', 'u2', 'u3']);
    expect(await askAll()).toEqual([]);
    // Another API process saved 阅卷设置 of p1 (the message arrives through the bus).
    markingSignals.emit('access', JSON.stringify({ paperId: `${tag}p1` }));
    expect(await askAll()).toEqual(['u1']);
    // This process changed u2's roles.
    forgetMarkingAccess({ userId: `${tag}u2` });
    expect(await askAll()).toEqual(['u2']);
    // A school's classes changed: both its teachers' answers go, the other school's stay.
    markingSignals.emit('access', JSON.stringify({ orgId: `${tag}o1` }));
    expect(await askAll()).toEqual(['u1', 'u2']);
    // A message that cannot be read forgets everything.
    markingSignals.emit('access', 'garbage');
    expect(await askAll()).toEqual(['u1', 'u2', 'u3']);
    // A lost message: the answers still expire after 5 s.
    vi.setSystemTime(Date.now() + 4999);
    expect(await askAll()).toEqual([]);
    vi.setSystemTime(Date.now() + 2);
    expect(await askAll()).toEqual(['u1', 'u2', 'u3']);
  });

  it('keeps no refusal, and drops an answer still loading when a change comes', async () => {
    let calls = 0;
    const refused = () =>
      cachedBlockAccess('bu1', 'bb1', async () => {
        calls += 1;
        throw new Error('题块不存在');
      });
    await expect(refused()).rejects.toThrow('题块不存在');
    await expect(refused()).rejects.toThrow('题块不存在');
    expect(calls).toBe(2);
    let release: (a: BlockAccess) => void = () => undefined;
    const pending = cachedBlockAccess(
      'bu2',
      'bb2',
      () =>
        new Promise<BlockAccess>((r) => {
          release = r;
        }),
    );
    forgetMarkingAccess({ paperId: 'some other paper' });
    let reloaded = false;
    const fresh = { paper: { id: 'bp2', orgId: 'bo' } } as unknown as BlockAccess;
    await cachedBlockAccess('bu2', 'bb2', async () => {
      reloaded = true;
      return fresh;
    });
    release(fresh);
    await pending;
    expect(reloaded).toBe(true);
  });
});
