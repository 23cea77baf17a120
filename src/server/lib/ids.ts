import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';

/**
 * A new id made in application code (never by a dialect's default): 16 characters of
 * lowercase Crockford base32, time-ordered (48-bit milliseconds) plus 32 random bits.
 */
export function newId(now: number = Date.now()): string {
  let out = '';
  let t = now;
  for (let i = 0; i < 10; i++) {
    out = ALPHABET[t % 32] + out;
    t = Math.floor(t / 32);
  }
  const r = randomBytes(4).readUInt32BE(0);
  let rnd = '';
  let v = r;
  for (let i = 0; i < 6; i++) {
    rnd += ALPHABET[v % 32];
    v = Math.floor(v / 32);
  }
  return out + rnd;
}

/** The current time as an ISO 8601 string (how every timestamp is stored, on both dialects). */
export const nowIso = (now: number = Date.now()): string => new Date(now).toISOString();
