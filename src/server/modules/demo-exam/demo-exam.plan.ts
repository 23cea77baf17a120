import { prng } from '../seed/chinese-names';

/**
 * What each demo student did in the exam, decided once from a seed so every start makes the same
 * exam: an ability per student (classes differ on purpose), the bubbles filled, each answer box's
 * share of the marks (or left blank), and who was 缺考.
 */

/** The demo exam: its title and the classes who sat it, each with its level and 缺考 seats. */
export const DEMO_EXAM = {
  title: '初二数学第一学期期中测试',
  single: 10,
  solve: 3,
  classes: [
    { name: '初二(1)班', mean: 0.74, spread: 0.16, absent: [17] },
    { name: '初二(2)班', mean: 0.63, spread: 0.2, absent: [9, 31] },
    { name: '初二(3)班', mean: 0.55, spread: 0.22, absent: [25] },
  ],
} as const;

/** A seeded pseudo-random source: the demo seed's (mulberry32), so every install draws alike. */
export const seeded = prng;

/** One answer box: the share of the marks the answer earns (0–1), or left blank. */
export interface BoxPlan {
  blank: boolean;
  share: number;
}

/** A student's exam: 缺考, the option chosen per objective question, and each answer box. */
export interface StudentPlan {
  absent: boolean;
  /** Question id → the option filled. */
  choices: Record<string, string>;
  /** Question id → what was written. */
  boxes: Record<string, BoxPlan>;
}

/** An objective question of the paper: its id, options and key. */
export interface PlannedObjective {
  id: string;
  options: string[];
  key: string;
}

const clamp = (x: number) => Math.max(0.02, Math.min(0.99, x));

/**
 * Decides one student's paper from the class's level and the seat. The student's ability comes
 * from the seat alone (the same in every paper); `paper` (0 for the exam) varies the answers.
 */
export function planStudent(
  cls: { mean: number; spread: number; absent: readonly number[] },
  classNo: number,
  seat: number,
  objective: PlannedObjective[],
  subjective: string[],
  paper = 0,
): StudentPlan {
  const first = seeded(classNo * 1000 + seat);
  // Sum of three uniforms: roughly normal around the class mean.
  const ability = clamp(cls.mean + (first() + first() + first() - 1.5) * cls.spread * 2);
  const rand = paper === 0 ? first : seeded(paper * 100_000 + classNo * 1000 + seat);
  const choices: Record<string, string> = {};
  for (const q of objective) {
    const right = rand() < 0.15 + ability * 0.85;
    const wrong = q.options.filter((o) => o !== q.key);
    choices[q.id] = right || wrong.length === 0 ? q.key : wrong[Math.floor(rand() * wrong.length)]!;
  }
  const boxes: Record<string, BoxPlan> = {};
  for (const [i, id] of subjective.entries()) {
    // Later questions are harder.
    const share = Math.max(0, Math.min(1, ability - i * 0.12 + (rand() - 0.5) * 0.3));
    boxes[id] = { blank: share < 0.15 && rand() < 0.6, share: share < 0.08 ? 0 : share };
  }
  return { absent: cls.absent.includes(seat), choices, boxes };
}

/** The score a marker gives a field of `full` marks for a box (steps of 1). */
export const fieldScore = (box: BoxPlan | undefined, full: number): number =>
  !box || box.blank ? 0 : Math.min(full, Math.round(box.share * full));
