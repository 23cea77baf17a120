import {
  isObjective,
  paperQuestions,
  type PaperDoc,
  type PaperQuestion,
  type PaperSection,
} from '../paper';
import { essayBlock } from './essay.layout';
import type { Block } from './flow';
import { objectiveBlocks } from './objective.layout';
import { sectionHeaderBlock } from './section.layout';
import { subjectiveBlock } from './subjective.layout';

/** Questions of each 选做 group (card.optionalGroup), in number order. */
function optionalGroups(paper: PaperDoc): Map<string, PaperQuestion[]> {
  const groups = new Map<string, PaperQuestion[]>();
  for (const q of paperQuestions(paper)) {
    const g = q.card.optionalGroup;
    if (g === undefined || isObjective(q.kind)) continue;
    groups.set(g, [...(groups.get(g) ?? []), q]);
  }
  return groups;
}

/** The block answering one subjective question; a 选做 group's box comes at its first member. */
function questionBlock(
  q: PaperQuestion,
  colW: number,
  groups: Map<string, PaperQuestion[]>,
): Block | null {
  const g = q.card.optionalGroup;
  const members = g === undefined ? undefined : groups.get(g);
  if (g !== undefined && members) return members[0] === q ? subjectiveBlock(members, g) : null;
  return q.kind === 'essay' ? essayBlock(q, colW) : subjectiveBlock([q]);
}

/** Splits sections into runs: consecutive objective sections together, each other alone. */
function sectionRuns(paper: PaperDoc): PaperSection[][] {
  const runs: PaperSection[][] = [];
  for (const s of paper.sections.filter((x) => x.questions.length > 0)) {
    const last = runs.at(-1);
    if (last && isObjective(s.kind) && isObjective(last[0]!.kind)) last.push(s);
    else runs.push([s]);
  }
  return runs;
}

/** Turns a paper into the blocks of its answer card, in section and question order. */
export function paperBlocks(paper: PaperDoc, colW: number): Block[] {
  const groups = optionalGroups(paper);
  return sectionRuns(paper).flatMap((run): Block[] => {
    if (isObjective(run[0]!.kind)) return objectiveBlocks(run, colW);
    const answers = run[0]!.questions
      .map((q) => questionBlock(q, colW, groups))
      .filter((b): b is Block => b !== null);
    return answers.length > 0 ? [sectionHeaderBlock(run, colW), ...answers] : [];
  });
}
