import { rectR } from '../geometry';
import { OBJECTIVE_GROUP_SIZE, type PaperQuestion, type PaperSection } from '../paper';
import type { Bubble, ObjectiveGroupElement, ObjectiveItem } from './card-element.types';
import { optionBubbleId } from './card-ids';
import { BUBBLE_H, BUBBLE_W, GROUP_GAP, NUMBER_W, OPTION_PITCH, ROW_PITCH } from './card.constants';
import type { Block } from './flow';
import { sectionHeaderBlock } from './section.layout';

/** Option labels of a question: its own, else T/F for 判断 and A–D for the rest. */
export function optionLabels(q: PaperQuestion): string[] {
  if (q.options.length > 0) return q.options.map((o) => o.label);
  return q.kind === 'judge' ? ['T', 'F'] : ['A', 'B', 'C', 'D'];
}

/** Width of an objective group whose questions have up to `options` options. */
export const groupWidth = (options: number): number => NUMBER_W + options * OPTION_PITCH;

/** One objective group at (x, y): a row per question, number then option bubbles. */
function layoutGroup(
  questions: PaperQuestion[],
  x: number,
  y: number,
  options: number,
): Omit<ObjectiveGroupElement, 'id'> {
  const items = questions.map((q, row): ObjectiveItem => {
    const ry = y + row * ROW_PITCH;
    const bubbles = optionLabels(q).map((label, j): Bubble => ({
      id: optionBubbleId(q.id, label),
      rect: rectR(
        x + NUMBER_W + j * OPTION_PITCH + (OPTION_PITCH - BUBBLE_W) / 2,
        ry + (ROW_PITCH - BUBBLE_H) / 2,
        BUBBLE_W,
        BUBBLE_H,
      ),
      value: label,
      label,
    }));
    return {
      questionId: q.id,
      no: q.no,
      questionKind: q.kind,
      multiple: q.kind === 'multi' || q.kind === 'double',
      noRect: rectR(x, ry, NUMBER_W - 1.5, ROW_PITCH),
      bubbles,
    };
  });
  const rect = rectR(x, y, groupWidth(options), questions.length * ROW_PITCH);
  return { kind: 'objective-group', rect, questions: items };
}

/** Splits a list into chunks of a size. */
const chunk = <T>(list: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, i) =>
    list.slice(i * size, i * size + size),
  );

/** A group drafted for packing: its questions, width and option count. */
interface GroupSpec {
  questions: PaperQuestion[];
  options: number;
  w: number;
}

/** Packs groups greedily into rows no wider than the column. */
function packRows(groups: GroupSpec[], colW: number): GroupSpec[][] {
  const rows: GroupSpec[][] = [];
  let used = Infinity;
  for (const g of groups) {
    if (used + GROUP_GAP + g.w > colW + 1e-6) {
      rows.push([]);
      used = -GROUP_GAP;
    }
    rows.at(-1)!.push(g);
    used += GROUP_GAP + g.w;
  }
  return rows;
}

/**
 * Blocks of consecutive objective sections: one header naming them, then their groups of 5
 * packed side by side across the column (each group holds questions of one section only).
 */
export function objectiveBlocks(sections: PaperSection[], colW: number): Block[] {
  const groups = sections.flatMap((section) => {
    const options = Math.max(...section.questions.map((q) => optionLabels(q).length));
    return chunk(section.questions, OBJECTIVE_GROUP_SIZE).map((questions): GroupSpec => ({
      questions,
      options,
      w: groupWidth(options),
    }));
  });
  if (groups.length === 0) return [];
  const rows = packRows(groups, colW).map((row): Block => ({
    type: 'fixed',
    height: Math.max(...row.map((g) => g.questions.length)) * ROW_PITCH,
    place: (x, y) => {
      let gx = x;
      return row.map((g) => {
        const el = layoutGroup(g.questions, gx, y, g.options);
        gx += g.w + GROUP_GAP;
        return el;
      });
    },
  }));
  return [sectionHeaderBlock(sections, colW), ...rows];
}
