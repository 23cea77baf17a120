/**
 * CPU time of the main thread (from /proc on Linux) against the rest of the process (recognition
 * workers, libvips and libuv threads come and go, so they are counted together as the remainder).
 */
import { existsSync, readFileSync } from 'node:fs';

/** CPU milliseconds by thread kind. */
export type ThreadCpu = Record<string, number>;

const TASKS = '/proc/self/task';

const cpuMs = (tid: string): number => {
  const fields = readFileSync(`${TASKS}/${tid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

const MAIN = '主线程（HTTP、数据库、队列）';
const OTHERS = '其余线程（识别工作线程、libvips、libuv）';

/** CPU ms so far: the main thread (from /proc) and every other thread (process total minus main). */
export function threadCpu(): ThreadCpu {
  const { user, system } = process.cpuUsage();
  const total = (user + system) / 1000;
  if (!existsSync(TASKS)) return { [OTHERS]: total };
  const main = cpuMs(String(process.pid));
  return { [MAIN]: main, [OTHERS]: total - main };
}

/** CPU ms per page by thread kind between two readings. */
export const perPage = (before: ThreadCpu, after: ThreadCpu, pages: number): ThreadCpu =>
  Object.fromEntries(Object.entries(after).map(([k, v]) => [k, (v - (before[k] ?? 0)) / pages]));
