/** The school's clock is China Standard Time (UTC+8, no daylight saving). */
const OFFSET = 8 * 3600_000;
const DAY = 24 * 3600_000;

/** Midnight (UTC+8) of the day holding `now`, as an ISO string. */
export function dayStart(now: number): string {
  return new Date(Math.floor((now + OFFSET) / DAY) * DAY - OFFSET).toISOString();
}

/** Monday midnight (UTC+8) of the week holding `now`, as an ISO string. */
export function weekStart(now: number): string {
  const day = Math.floor((now + OFFSET) / DAY);
  // 1970-01-01 was a Thursday: day 0 has weekday 4 (Monday = 1).
  const weekday = (day + 3) % 7; // 0 = Monday
  return new Date((day - weekday) * DAY - OFFSET).toISOString();
}

/** The term holding `now` (UTC+8): from 1 August or 1 February, to tomorrow; as YYYY-MM-DD. */
export function termOf(now: number): { from: string; to: string } {
  const local = new Date(now + OFFSET);
  const y = local.getUTCFullYear();
  const m = local.getUTCMonth() + 1;
  const from = m >= 8 ? `${y}-08-01` : m === 1 ? `${y - 1}-08-01` : `${y}-02-01`;
  const to = new Date(Math.floor((now + OFFSET) / DAY) * DAY + DAY).toISOString().slice(0, 10);
  return { from, to };
}

/** Midnight (UTC+8) of a YYYY-MM-DD day, as an ISO string. */
export const dayAt = (date: string): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) - OFFSET).toISOString();
