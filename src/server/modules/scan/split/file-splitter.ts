import { WorkerPool } from '../../../workers/pool';
import { WorkerTimeoutError } from '../../../workers/run-once';
import type { SplitOutput } from './split-file';

/** Splits a stored scan file's bytes into pages (see splitScanFile), off the event loop. */
export type FileSplitter = (bytes: Buffer) => Promise<SplitOutput>;

/** Longest a file may take to split (a 3,000-page scanner PDF takes seconds). */
const SPLIT_TIMEOUT_MS = 5 * 60_000;

let pool: WorkerPool<Uint8Array, SplitOutput> | undefined;

/** The bytes as an ArrayBuffer of their own, so they can be transferred to a worker. */
export const ownBuffer = (b: Buffer): Uint8Array =>
  b.byteOffset === 0 && b.byteLength === b.buffer.byteLength
    ? new Uint8Array(b.buffer, 0, b.byteLength)
    : new Uint8Array(b);

/**
 * The default splitter: one worker thread of its own (made on first use, idle threads do not hold
 * the process), so splitting a big file never waits behind recognition or holds it up.
 */
export const splitInWorker: FileSplitter = async (bytes) => {
  pool ??= new WorkerPool<Uint8Array, SplitOutput>(
    new URL('../../../workers/split.worker.ts', import.meta.url),
    1,
    { unref: true },
  );
  const own = ownBuffer(bytes);
  try {
    return await pool.run(own, [own.buffer as ArrayBuffer], { timeoutMs: SPLIT_TIMEOUT_MS });
  } catch (err) {
    const reason =
      err instanceof WorkerTimeoutError
        ? '文件拆分超时，请在扫描软件中分成几个较小的文件后上传'
        : '无法读取该文件，请在扫描软件中重新导出后上传';
    return { pages: 1, blobs: null, reason };
  }
};
