/** A stored file waiting to be split. */
export interface WaitingFile {
  orgId: string;
  batchId: string;
  size: number;
}

/** Bytes served per key; a key that comes back starts level with those waiting, not ahead. */
class Served {
  private readonly bytes = new Map<string, number>();

  /** Forgets keys no longer waiting and levels newcomers with the least served of the others. */
  level(waiting: Set<string>): void {
    for (const k of [...this.bytes.keys()]) if (!waiting.has(k)) this.bytes.delete(k);
    const floor = this.bytes.size ? Math.min(...this.bytes.values()) : 0;
    for (const k of waiting) if (!this.bytes.has(k)) this.bytes.set(k, floor);
  }

  of(key: string): number {
    return this.bytes.get(key) ?? 0;
  }

  add(key: string, n: number): void {
    this.bytes.set(key, this.of(key) + n);
  }
}

/**
 * Fair turns for splitting, by bytes: the school that has had the fewest bytes split goes next,
 * and within it the batch that has had the fewest (its oldest file first). One school's 2,000-page
 * file is followed by another school's photos, not by the same school's next big file.
 */
export class SplitTurns {
  private readonly orgs = new Served();
  private readonly batches = new Served();

  /** The file to split next among those waiting (given oldest first); undefined when none waits. */
  pick<F extends WaitingFile>(waiting: readonly F[]): F | undefined {
    this.orgs.level(new Set(waiting.map((f) => f.orgId)));
    this.batches.level(new Set(waiting.map((f) => f.batchId)));
    let best: F | undefined;
    const rank = (f: F) => [this.orgs.of(f.orgId), this.batches.of(f.batchId)] as const;
    for (const f of waiting) {
      if (!best) best = f;
      const [o, b] = rank(f);
      const [bo, bb] = rank(best);
      if (o < bo || (o === bo && b < bb)) best = f;
    }
    if (best) {
      this.orgs.add(best.orgId, best.size);
      this.batches.add(best.batchId, best.size);
    }
    return best;
  }
}
