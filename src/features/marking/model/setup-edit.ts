import type { BlockInput, MarkingSetup } from '../../../shared/api/marking';

/** The blocks of a setup as the editor changes them. */
export const editableBlocks = (s: MarkingSetup): BlockInput[] =>
  s.blocks.map((b) => ({
    id: b.id,
    name: b.name,
    fields: b.fields,
    step: b.step,
    points: b.points,
    mode: b.mode,
    tolerance: b.tolerance,
    combine: b.combine,
    leaderId: b.leaderId,
    markers: b.markers.map((m) => ({ userId: m.userId, quota: m.quota })),
  }));

const nameOf = (fields: BlockInput['fields']): string => {
  const nos = [...new Set(fields.map((f) => f.no))];
  if (nos.length > 1) return `第${nos[0]}–${nos.at(-1)}题`;
  return fields.length === 1 && fields[0]!.part > 0 ? fields[0]!.label : `第${nos[0]}题`;
};

/** Merges block i with the one after it (marked on one screen, one field per question). */
export function mergeNext(blocks: readonly BlockInput[], i: number): BlockInput[] {
  const a = blocks[i];
  const b = blocks[i + 1];
  if (!a || !b) return [...blocks];
  const fields = [...a.fields, ...b.fields];
  const markers = [
    ...a.markers,
    ...b.markers.filter((m) => !a.markers.some((x) => x.userId === m.userId)),
  ];
  const merged: BlockInput = { ...a, id: undefined, name: nameOf(fields), fields, markers };
  return [...blocks.slice(0, i), merged, ...blocks.slice(i + 2)];
}

/** Splits block i into one block per field (a question by its parts, a merged block back). */
export function splitBlock(blocks: readonly BlockInput[], i: number): BlockInput[] {
  const a = blocks[i];
  if (!a || a.fields.length < 2) return [...blocks];
  const parts = a.fields.map((f): BlockInput => ({
    ...a,
    id: undefined,
    name: nameOf([f]),
    fields: [f],
    points: a.points.filter((p) => a.fields[p.field] === f).map((p) => ({ ...p, field: 0 })),
  }));
  return [...blocks.slice(0, i), ...parts, ...blocks.slice(i + 1)];
}
