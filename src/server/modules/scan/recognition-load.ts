/**
 * Whether this process's recognition has a backlog: a scan queue holds as many pages in flight as
 * its workers take and found more waiting. Work that can wait (the answer crops for marking) yields
 * to it, so on a burst of uploads the objective results, 页码 and 考号 come at the workers' full
 * speed and the crops follow; at a scanner's pace the workers are rarely all busy and nothing waits.
 * Process-wide on purpose: the queues of one process share its cores. Pages recognised by other
 * processes (`npm run worker` with REDIS_URL) never count here.
 */
class RecognitionLoad {
  private readonly backlogged = new Set<object>();
  private readonly listeners = new Set<() => void>();

  /** Whether some queue of this process has a backlog. */
  get busy(): boolean {
    return this.backlogged.size > 0;
  }

  /** A queue says whether it has a backlog; the last one to clear wakes the listeners. */
  report(queue: object, backlog: boolean): void {
    if (backlog) {
      this.backlogged.add(queue);
      return;
    }
    if (!this.backlogged.delete(queue) || this.busy) return;
    for (const fn of this.listeners) fn();
  }

  /** Calls `fn` whenever the backlog clears; answers the unsubscribe. */
  onFree(fn: () => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }
}

/** This process's recognition load (see RecognitionLoad). */
export const recognitionLoad = new RecognitionLoad();
