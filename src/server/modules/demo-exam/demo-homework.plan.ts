import type { TreeNode } from '../../../shared/api/bank';
import type { DemoActor } from './demo-exam.api';
import { bankQuestions, type PaperRecipe } from './demo-exam.compose';
import { seeded } from './demo-exam.plan';

/**
 * The demo term of homework: after the exam, one short 初二数学 paper per chapter of the book
 * (a chapter with more 解答 and single choices gives two), each a few single choices and one 解答
 * of that chapter not in the exam nor in another homework, for the exam's classes.
 */
export const DEMO_HOMEWORK = {
  papers: 6,
  /** Single choices per homework: at most, and at least (a chapter with fewer gives none). */
  single: 4,
  minSingle: 3,
} as const;

const NUMBERS = ['一', '二', '三'];

/** The homework, in term order: title and bank questions, none of `used` (the exam's) nor repeated. */
export async function planHomework(
  teacher: DemoActor,
  used: readonly string[],
): Promise<PaperRecipe[]> {
  const tree = await teacher.get<TreeNode[]>('/teacher/bank/tree?subjectId=junior-math');
  const taken = new Set(used);
  const out: PaperRecipe[] = [];
  for (const chapter of tree) {
    const fresh = async (kind: string) =>
      (await bankQuestions(teacher, kind, 50, chapter.id)).filter((id) => !taken.has(id));
    const singles = await fresh('single');
    const solves = await fresh('solve');
    const n = Math.min(
      solves.length,
      Math.floor(singles.length / DEMO_HOMEWORK.minSingle),
      DEMO_HOMEWORK.papers - out.length,
    );
    const name = chapter.name.replace(/^第.+?章\s*/, '');
    for (let k = 0; k < n; k++) {
      const per = Math.min(DEMO_HOMEWORK.single, Math.floor(singles.length / n));
      const ids = [...singles.slice(k * per, (k + 1) * per), solves[k]!];
      for (const id of ids) taken.add(id);
      const title = `初二数学作业：${name}${n > 1 ? `（${NUMBERS[k] ?? k + 1}）` : ''}`;
      out.push({ title, pick: () => Promise.resolve(ids) });
    }
  }
  return out;
}

/** The seats (from 1) of a class who did not hand the `paper`-th homework in: one or two. */
export function missingSeats(paper: number, classNo: number, students: number): number[] {
  const rand = seeded(paper * 7919 + classNo * 31);
  const n = rand() < 0.4 ? 2 : 1;
  const seats = new Set<number>();
  while (seats.size < Math.min(n, students - 1)) seats.add(1 + Math.floor(rand() * students));
  return [...seats];
}
