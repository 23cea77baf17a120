/**
 * Synthetic grade for the analysis bench: `classes` × `size` students, `items` items (first quarter
 * 单选 of 3 marks, then 填空 and 解答), each item on one or two of 12 知识点, 1% 缺考. Seeded.
 */
import type { AnalysisQuestion, ExamResults, StudentResult } from '../src/shared/analysis';

const random = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

const POINTS = Array.from({ length: 12 }, (_, i) => ({ id: `k${i}`, name: `知识点${i + 1}` }));
const SURNAMES = '张王李赵刘陈杨黄周吴徐孙胡朱高林何郭马罗';
const GIVEN = ['镕', '堃', '喆', '子涵', '雨桐', '浩然', '一诺', '思远', '欣怡', '俊熙'];

/** A grade's results on one paper. */
export function buildGradeExam(classes = 12, size = 50, items = 40, seed = 7): ExamResults {
  const r = random(seed);
  const objective = Math.floor(items / 4);
  const questions: AnalysisQuestion[] = Array.from({ length: items }, (_, i) => {
    const isObjective = i < objective;
    const k = POINTS[i % POINTS.length]!;
    const k2 = POINTS[(i * 5 + 3) % POINTS.length]!;
    return {
      id: `q${i + 1}`,
      label: String(i + 1),
      full: isObjective ? 3 : 2 + (i % 5) * 2,
      kind: isObjective ? '单选' : i < items / 2 ? '填空' : '解答',
      objective: isObjective,
      key: isObjective ? 'ABCD'[i % 4] : undefined,
      options: isObjective ? ['A', 'B', 'C', 'D'] : undefined,
      knowledge:
        i % 3 === 0
          ? [
              { ...k, weight: 0.5 },
              { ...k2, weight: 0.5 },
            ]
          : [{ ...k, weight: 1 }],
    };
  });
  const students: StudentResult[] = [];
  for (let c = 0; c < classes; c++)
    for (let s = 0; s < size; s++) {
      const theta = (r() + r() + r() - 1.5) * 1.6 + (c % 3) * 0.1;
      const answers: (string | null)[] = [];
      const scores = questions.map((q) => {
        const p = 1 / (1 + Math.exp(-1.7 * (theta + 0.3)));
        if (q.objective) {
          const right = r() < p;
          answers.push(right ? q.key! : 'ABCD'[Math.floor(r() * 4)]!);
          return right ? q.full : 0;
        }
        answers.push(null);
        return Math.round(q.full * Math.min(1, Math.max(0, p + (r() - 0.5) * 0.4)) * 2) / 2;
      });
      const n = c * size + s;
      students.push({
        id: `s${n}`,
        name: `${SURNAMES[n % SURNAMES.length]}${GIVEN[(n * 7) % GIVEN.length]}`,
        examNo: `2025${String(c + 1).padStart(2, '0')}${String(s + 1).padStart(2, '0')}`,
        classId: `c${c + 1}`,
        className: `高一(${c + 1})班`,
        absent: r() < 0.01,
        scores,
        answers,
      });
    }
  return { questions, students };
}
