import { writeFileSync } from 'node:fs';
import type { LogEvent } from 'kysely';

/**
 * A diagnostic for benchmarks: with DB_QUERY_STATS=<file>, every query's time is summed by SQL text
 * and the table (total ms, count, mean) is written to that file (with the pid appended) when the process exits.
 */
export function queryStatsLogger(): ((e: LogEvent) => void) | undefined {
  const file = process.env.DB_QUERY_STATS;
  if (!file) return undefined;
  const stats = new Map<string, { ms: number; n: number }>();
  process.once('exit', () => {
    const rows = [...stats.entries()].sort((a, b) => b[1].ms - a[1].ms);
    const text = rows
      .map(([q, s]) => `${s.ms.toFixed(0)} ms\t${s.n}\t${(s.ms / s.n).toFixed(3)}\t${q}`)
      .join('\n');
    writeFileSync(`${file}.${process.pid}`, `total ms\tcount\tmean ms\tsql\n${text}\n`);
  });
  return (e) => {
    const s = stats.get(e.query.sql) ?? { ms: 0, n: 0 };
    s.ms += e.queryDurationMillis;
    s.n += 1;
    stats.set(e.query.sql, s);
  };
}
