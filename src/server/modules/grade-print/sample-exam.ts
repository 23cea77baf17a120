import type { AnalysisQuestion, ExamResults, StudentResult } from '../../../shared/analysis';

/** A small deterministic random source (mulberry32), so every test print is the same. */
const random = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

const K = (id: string, name: string, weight = 1) => ({ id, name, weight });
const FN = K('k-fn', '函数的单调性与最值');
const SEQ = K('k-seq', '等差数列与等比数列');
const TRIG = K('k-trig', '三角恒等变换');
const VEC = K('k-vec', '平面向量');
const SET = K('k-set', '集合与常用逻辑用语');
const INEQ = K('k-ineq', '基本不等式');
const half = (a: { id: string; name: string }, b: { id: string; name: string }) => [
  K(a.id, a.name, 0.5),
  K(b.id, b.name, 0.5),
];

const choice = (n: number, key: string, knowledge: AnalysisQuestion['knowledge'], full = 5) => ({
  id: `q${n}`,
  label: String(n),
  full,
  kind: key.length > 1 ? '多选' : '单选',
  objective: true,
  key,
  options: ['A', 'B', 'C', 'D'],
  knowledge,
});
const open = (n: number, kind: string, full: number, knowledge: AnalysisQuestion['knowledge']) => ({
  id: `q${n}`,
  label: String(n),
  full,
  kind,
  objective: false,
  knowledge,
});

/** 19 items, full marks 150: 8 单选, 2 多选, 4 填空, 5 解答. */
export const SAMPLE_QUESTIONS: AnalysisQuestion[] = [
  choice(1, 'B', [SET]),
  choice(2, 'D', [SET]),
  choice(3, 'A', [INEQ]),
  choice(4, 'C', [FN]),
  choice(5, 'B', [TRIG]),
  choice(6, 'A', [VEC]),
  choice(7, 'D', half(FN, INEQ)),
  choice(8, 'C', [SEQ]),
  choice(9, 'AC', half(FN, VEC), 6),
  choice(10, 'BD', [TRIG], 6),
  open(11, '填空', 5, [INEQ]),
  open(12, '填空', 5, [VEC]),
  open(13, '填空', 5, [SEQ]),
  open(14, '填空', 5, half(TRIG, VEC)),
  open(15, '解答', 14, [TRIG]),
  open(16, '解答', 15, [SEQ]),
  open(17, '解答', 15, half(FN, SEQ)),
  open(18, '解答', 17, [FN]),
  open(19, '解答', 17, half(FN, INEQ)),
];

const SURNAMES = '张王李赵刘陈杨黄周吴徐孙胡朱高林何郭马罗梁宋郑谢韩唐冯于董萧';
const GIVEN = [
  '镕',
  '堃',
  '喆',
  '犇',
  '淼',
  '燚',
  '子涵',
  '雨桐',
  '浩然',
  '一诺',
  '思远',
  '欣怡',
  '俊熙',
  '梓萱',
  '宇轩',
  '诗涵',
];
/** Names a printer must fit: a compound surname and a long name. */
const SPECIAL = ['欧阳思远', '阿依古丽·买买提'];

const CLASSES = [
  { id: 'sample-c1', name: '高一(1)班', size: 45, shift: 0.25 },
  { id: 'sample-c2', name: '高一(2)班', size: 44, shift: 0 },
  { id: 'sample-c3', name: '高一(3)班', size: 46, shift: -0.2 },
];

/** One item's score and marked option for a student of ability `theta`. */
const answer = (q: AnalysisQuestion, theta: number, r: () => number): [number, string | null] => {
  const p =
    1 / (1 + Math.exp(-1.7 * (theta - (q.objective ? -0.6 : 0.1) + (q.full > 12 ? 0.4 : 0))));
  if (!q.objective)
    return [Math.round(q.full * Math.min(1, Math.max(0, p + (r() - 0.5) * 0.5)) * 2) / 2, null];
  const key = q.key ?? '';
  if (r() < 0.03) return [0, ''];
  if (r() < p) return [q.full, key];
  if (key.length > 1 && r() < 0.6) return [q.full / 2, key[0]!];
  const wrong = (q.options ?? []).filter((o) => !key.includes(o));
  return [0, wrong[Math.floor(r() * wrong.length)] ?? ''];
};

/**
 * The invented exam of /printgradetest: three classes of 44–46 students, 19 items of 150 marks,
 * 缺考 in each class, ties, rare characters and long names. The same every time (seeded).
 */
export const buildSampleExam = (): ExamResults => {
  const r = random(20250301);
  let n = 0;
  const students: StudentResult[] = CLASSES.flatMap((c, ci) =>
    Array.from({ length: c.size }, (_, i): StudentResult => {
      const name =
        i === 5 && ci < SPECIAL.length
          ? SPECIAL[ci]!
          : `${SURNAMES[n % SURNAMES.length]}${GIVEN[(n * 7 + ci) % GIVEN.length]}`;
      n++;
      const theta = c.shift + (r() + r() + r() - 1.5) * 1.6;
      const marked = SAMPLE_QUESTIONS.map((q) => answer(q, theta, r));
      return {
        id: `${c.id}-s${i + 1}`,
        name,
        examNo: `202501${String(ci + 1).padStart(2, '0')}${String(i + 1).padStart(2, '0')}`,
        classId: c.id,
        className: c.name,
        absent: i === 17 || (ci === 1 && i === 30),
        scores: marked.map(([score]) => score),
        answers: marked.map(([, option]) => option),
      };
    }),
  );
  return { questions: SAMPLE_QUESTIONS, students };
};
