import { randomInt } from 'node:crypto';

const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
const RANDOM_SPACE = 2 ** 30;

/** This process's last id: its millisecond and its 30-bit tail (the per-process counter). */
let last = { time: -1, tail: 0 };

function base32(value: number, chars: number): string {
  let out = '';
  let v = value;
  for (let i = 0; i < chars; i++) {
    out = ALPHABET[v % 32] + out;
    v = Math.floor(v / 32);
  }
  return out;
}

/**
 * A new id made in application code (never by a dialect's default): 16 characters of
 * lowercase Crockford base32, time-ordered (50-bit milliseconds) plus a 30-bit tail. The first id
 * of a new millisecond draws its tail at random; every other id this process makes counts on from
 * the last one (carrying into the millisecond when the tail runs out), so a process never makes
 * the same id twice, however many rows share one `now`, and its ids sort in the order made.
 */
export function newId(now: number = Date.now()): string {
  if (now > last.time) last = { time: now, tail: randomInt(RANDOM_SPACE) };
  else if (last.tail + 1 < RANDOM_SPACE) last = { time: last.time, tail: last.tail + 1 };
  else last = { time: last.time + 1, tail: 0 };
  return base32(last.time, 10) + base32(last.tail, 6);
}

/** The current time as an ISO 8601 string (how every timestamp is stored, on both dialects). */
export const nowIso = (now: number = Date.now()): string => new Date(now).toISOString();
