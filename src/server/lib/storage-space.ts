import { statfs } from 'node:fs/promises';

/** How long after a write failed for want of space /api/health keeps reporting it. */
const REMEMBER_MS = 5 * 60 * 1000;
let lastFullAt = -Infinity;

/**
 * Tells whether an error says the disk (or the database's) is full: ENOSPC or EDQUOT from the
 * file system, SQLITE_FULL, or PostgreSQL's disk_full (53100). Remembers when it last happened.
 */
export function isStorageFull(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  const full = code === 'ENOSPC' || code === 'EDQUOT' || code === 'SQLITE_FULL' || code === '53100';
  if (full) lastFullAt = Date.now();
  return full;
}

/** Free space under a directory and whether the store is short of it (now or a moment ago). */
export async function storageState(dir: string, minFreeBytes: number) {
  const s = await statfs(dir).catch(() => null);
  const freeBytes = s ? s.bavail * s.bsize : 0;
  const recentlyFull = Date.now() - lastFullAt < REMEMBER_MS;
  return { freeBytes, full: recentlyFull || freeBytes < minFreeBytes };
}
