/** Progress and cancellation of a long print (a grade's cards or labels). */
export interface ChunkControl {
  /** Cancels between chunks. */
  signal?: AbortSignal;
  /** Called after each chunk with items done and the total. */
  onProgress?: (done: number, total: number) => void;
  /** Items per chunk (default 20). */
  chunkSize?: number;
}

/** Lets other work run between chunks (setImmediate in Node, a zero timeout in browsers). */
export const yieldTurn = (): Promise<void> =>
  new Promise((resume) => {
    const immediate = (globalThis as { setImmediate?: (fn: () => void) => void }).setImmediate;
    if (immediate) immediate(resume);
    else setTimeout(resume, 0);
  });

/**
 * Runs `work(i)` for i in [0, total) in chunks, reporting progress and yielding between chunks;
 * answers false when cancelled (nothing more is drawn after the chunk that saw the signal).
 */
export async function runInChunks(
  total: number,
  work: (index: number) => void,
  control: ChunkControl = {},
): Promise<boolean> {
  const size = Math.max(1, control.chunkSize ?? 20);
  const pausing = control.signal !== undefined || control.onProgress !== undefined;
  for (let start = 0; start < total; start += size) {
    if (control.signal?.aborted) return false;
    const end = Math.min(total, start + size);
    for (let i = start; i < end; i++) work(i);
    control.onProgress?.(end, total);
    if (pausing && end < total) await yieldTurn();
  }
  return !control.signal?.aborted;
}
