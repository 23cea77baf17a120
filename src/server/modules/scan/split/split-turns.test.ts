import { describe, expect, it } from 'vitest';
import { SplitTurns } from './split-turns';

describe('split turns', () => {
  it('takes turns between schools and batches by bytes, oldest file first', () => {
    const turns = new SplitTurns();
    const waiting = [
      { id: 'big1', orgId: 'a', batchId: 'a1', size: 500_000 },
      { id: 'big2', orgId: 'a', batchId: 'a1', size: 500_000 },
      { id: 'small', orgId: 'a', batchId: 'a2', size: 1_000 },
      { id: 'photo1', orgId: 'b', batchId: 'b1', size: 2_000 },
      { id: 'photo2', orgId: 'b', batchId: 'b1', size: 2_000 },
    ];
    const order: string[] = [];
    for (;;) {
      const f = turns.pick(waiting);
      if (!f) break;
      order.push(f.id);
      waiting.splice(waiting.indexOf(f), 1);
    }
    expect(order).toEqual(['big1', 'photo1', 'photo2', 'small', 'big2']);
  });
});
