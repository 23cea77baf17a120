import type { RectMm } from '../units';
import type { CardElementDraft } from './card.types';
import { BLOCK_GAP } from './card.constants';

/** A block that is never split: placed whole at the top-left (x, y) of a column of width w. */
export interface FixedBlock {
  type: 'fixed';
  height: number;
  /** Keep on the same column as the next block (section headers). */
  keepWithNext?: boolean;
  place(x: number, y: number, w: number): CardElementDraft[];
}

/** Where one part of a split block goes and which slices [from, to) it holds. */
export interface PartPlacement {
  column: number;
  x: number;
  y: number;
  w: number;
  from: number;
  to: number;
}

/**
 * A block made of equal slices (essay rows, box height): kept whole when it fits in a column,
 * split into parts only when taller than a whole column. Each part is lead (first part) or
 * contLead (later parts), then its slices, then tail.
 */
export interface SplitBlock {
  type: 'split';
  lead: number;
  contLead: number;
  slice: number;
  slices: number;
  tail: number;
  /** Builds the elements of all parts at once (the part count is known then), one list per part. */
  place(parts: PartPlacement[]): CardElementDraft[][];
}

/** A unit of the card's column flow. */
export type Block = FixedBlock | SplitBlock;

/** The columns a flow runs through: column k's top and bottom; k = 0 is page 1's first column. */
export interface FlowColumns {
  rect(k: number): RectMm;
  top(k: number): number;
}

/** The elements placed in each column used (index = column number across pages). */
export type FlowResult = CardElementDraft[][];

/** Slices a split block needs at least in a column to start there. */
const MIN_SLICES = 3;

const blockHeight = (b: Block): number =>
  b.type === 'fixed' ? b.height : b.lead + b.slices * b.slice + b.tail;

/** Least height a block needs to start in a column (whole if not splittable). */
const startNeed = (b: Block, fresh: number): number =>
  b.type === 'fixed' || blockHeight(b) <= fresh
    ? blockHeight(b)
    : b.lead + Math.min(b.slices, MIN_SLICES) * b.slice + b.tail;

/** Flows blocks down columns in order, moving to the next column (or page) when one is full. */
export function flowBlocks(blocks: Block[], cols: FlowColumns): FlowResult {
  const out: FlowResult = [[]];
  let k = 0;
  let y = cols.top(0);
  const bottom = (): number => cols.rect(k).y + cols.rect(k).h;
  const fresh = (): number => cols.rect(k + 1).y + cols.rect(k + 1).h - cols.top(k + 1);
  const advance = (): void => {
    k += 1;
    y = cols.top(k);
    out[k] = [];
  };
  blocks.forEach((block, i) => {
    const next = blocks[i + 1];
    let need = startNeed(block, fresh());
    if (block.type === 'fixed' && block.keepWithNext && next)
      need += BLOCK_GAP + startNeed(next, fresh());
    const atTop = y <= cols.top(k) + 1e-6;
    if (y + need > bottom() + 1e-6 && (!atTop || need <= fresh() + 1e-6)) advance();
    const col = cols.rect(k);
    if (block.type === 'fixed') {
      out[k]!.push(...block.place(col.x, y, col.w));
      y += block.height + BLOCK_GAP;
      return;
    }
    const parts: PartPlacement[] = [];
    let from = 0;
    while (from < block.slices) {
      const lead = parts.length === 0 ? block.lead : block.contLead;
      const room = Math.floor((bottom() - y - lead - block.tail + 1e-6) / block.slice);
      const to = Math.min(block.slices, from + Math.max(1, room));
      parts.push({ column: k, x: cols.rect(k).x, y, w: cols.rect(k).w, from, to });
      y += lead + (to - from) * block.slice + block.tail + BLOCK_GAP;
      from = to;
      if (from < block.slices) advance();
    }
    block.place(parts).forEach((els, j) => out[parts[j]!.column]!.push(...els));
  });
  return out;
}
