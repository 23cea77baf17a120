import { SignalBus } from '../../lib/signal-bus';

/** A verified access token: its session and when it expires. */
interface Entry {
  userId: string;
  sessionId: string;
  expiresAt: number;
  /** When it was read from the database (Date.now()). */
  at: number;
}

/** How long a verified token is believed without asking the database again. */
const TTL_MS = 5000;
const LIMIT = 10_000;
const cache = new Map<string, Entry>();

/**
 * Access tokens verified in the last 5 s, by token hash: every API request checks its token, and
 * on the marking hot path that lookup was one query in three. Any revocation (sign-out, password
 * change, refresh-token reuse) clears it at once in this process and, with REDIS_URL, in every
 * other API process through Redis pub/sub (accessSignals); were that message lost, another process
 * would still see the revocation within 5 s. Expiry is still checked on every use.
 */
export function cachedAccess(hash: string, now: number): Entry | undefined {
  const hit = cache.get(hash);
  if (!hit) return undefined;
  if (Date.now() - hit.at >= TTL_MS || hit.expiresAt <= now) {
    cache.delete(hash);
    return undefined;
  }
  return hit;
}

/** Keeps a verified token. */
export function keepAccess(hash: string, e: Omit<Entry, 'at'>): void {
  if (cache.size >= LIMIT) cache.clear();
  cache.set(hash, { ...e, at: Date.now() });
}

/**
 * Revocations between API processes: server.ts switches it to the Redis bus when REDIS_URL is set,
 * so a sign-out on instance A clears instance B's cache too.
 */
export const accessSignals = new SignalBus();
accessSignals.on('access-revoked', () => cache.clear());

/** Forgets every verified token, here at once and in every other API process (after any revocation). */
export const forgetAccessTokens = (): void => {
  cache.clear();
  accessSignals.emit('access-revoked');
};
