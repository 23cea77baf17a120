import type { BlockAccess } from './marking-access';
import { markingSignals } from './marking-signals';
import { forgetBlocks } from './setup.repository';

/** What a change touches: a paper's marking setup, one teacher's standing, or a whole school. */
export type AccessScope = { paperId: string } | { userId: string } | { orgId: string };

interface Entry {
  at: number;
  userId: string;
  value: Promise<BlockAccess>;
  /** The paper and school of the answer, once it is known. */
  of?: { paperId: string; orgId: string };
}

/** How long an answer is believed when no change is heard (a lost signal costs at most this). */
const TTL_MS = 5000;
const LIMIT = 5000;
const cache = new Map<string, Entry>();

/** Whether a change of `scope` may alter an entry (one still loading may have read the old state). */
const touches = (e: Entry, s: AccessScope): boolean => {
  if (!e.of) return true;
  if ('userId' in s) return e.userId === s.userId;
  if ('paperId' in s) return e.of.paperId === s.paperId;
  return e.of.orgId === s.orgId;
};

function drop(scope: AccessScope | null): void {
  if (!scope) cache.clear();
  else for (const [k, e] of cache) if (touches(e, scope)) cache.delete(k);
  forgetBlocks(scope && 'paperId' in scope ? scope.paperId : undefined);
}

/** The scope a signal carries; null (forget everything) when it cannot be read. */
function scopeOf(payload: string): AccessScope | null {
  try {
    const s = JSON.parse(payload) as Record<string, unknown>;
    for (const k of ['paperId', 'userId', 'orgId'] as const)
      if (typeof s[k] === 'string') return { [k]: s[k] } as AccessScope;
  } catch {
    // Not ours: forget everything.
  }
  return null;
}

/**
 * A user's access to a block, kept 5 s per user and block (the hand-out path asks on every call).
 * A change of 阅卷设置, markers, a block's end, or a teacher's membership, roles or classes is
 * forgotten at once here and, through markingSignals ('access'; Redis pub/sub with REDIS_URL), in
 * every other API process; were that message lost, the 5 s expiry still holds.
 */
export function cachedBlockAccess(
  userId: string,
  blockId: string,
  load: () => Promise<BlockAccess>,
): Promise<BlockAccess> {
  const key = `${userId}:${blockId}`;
  const now = Date.now();
  const hit = cache.get(key);
  if (hit && now - hit.at < TTL_MS) return hit.value;
  if (cache.size > LIMIT) cache.clear();
  const entry: Entry = { at: now, userId, value: load() };
  cache.set(key, entry);
  void entry.value.then(
    (a) => {
      entry.of = { paperId: a.paper.id, orgId: a.paper.orgId };
    },
    () => {
      if (cache.get(key) === entry) cache.delete(key);
    },
  );
  return entry.value;
}

/** Forgets cached access a change touches, in this process at once and in every other one. */
export function forgetMarkingAccess(scope: AccessScope): void {
  drop(scope);
  markingSignals.emit('access', JSON.stringify(scope));
}

markingSignals.on('access', (payload) => drop(scopeOf(payload)));
