/** Original sample questions (数学; 物理 and 英语 in sample-questions.more.ts), compact notation. */
import type { QuestionKind } from '../../src/layout';

/** One question in short form: options as strings, parts as [stem, answer, score]. */
export interface SampleQuestion {
  kind: QuestionKind;
  score?: number;
  stem: string;
  options?: string[];
  key?: string;
  answer?: string;
  analysis?: string;
  parts?: [string, string, number][];
}

const single = (stem: string, options: string[], key: string, analysis = ''): SampleQuestion => ({
  kind: 'single',
  score: 5,
  stem,
  options,
  key,
  analysis,
});

/** 高一数学期中: 8 单选, 3 多选, 5 判断, 4 填空, 5 解答 = 25 questions, 150 marks. */
export const MATH: SampleQuestion[] = [
  single(
    '已知集合$A=\\{x\\mid x^2-3x+2=0\\}$，$B=\\{1,2,3\\}$，则$A\\cap B=$（　　）',
    ['$\\{1\\}$', '$\\{2\\}$', '$\\{1,2\\}$', '$\\{1,2,3\\}$'],
    'C',
    '解方程$x^2-3x+2=0$得$x=1$或$x=2$，所以$A=\\{1,2\\}$，$A\\cap B=\\{1,2\\}$。',
  ),
  single(
    '命题“$\\forall x\\in\\mathbf{R}$，$x^2+1>0$”的否定是（　　）',
    [
      '$\\exists x\\in\\mathbf{R}$，$x^2+1\\le 0$',
      '$\\forall x\\in\\mathbf{R}$，$x^2+1\\le 0$',
      '$\\exists x\\in\\mathbf{R}$，$x^2+1>0$',
      '$\\forall x\\in\\mathbf{R}$，$x^2+1<0$',
    ],
    'A',
    '全称量词命题的否定是存在量词命题，并否定结论。',
  ),
  single(
    '函数$f(x)=\\dfrac{\\sqrt{x+1}}{x-2}$的定义域是（　　）',
    ['$[-1,+\\infty)$', '$[-1,2)\\cup(2,+\\infty)$', '$(-1,2)$', '$(2,+\\infty)$'],
    'B',
    '由$x+1\\ge 0$且$x-2\\ne 0$，得$x\\ge -1$且$x\\ne 2$。',
  ),
  single(
    '若$a>b>0$，则下列不等式一定成立的是（　　）',
    ['$\\dfrac{1}{a}>\\dfrac{1}{b}$', '$a^2<b^2$', '$\\sqrt{a}>\\sqrt{b}$', '$a+b<2\\sqrt{ab}$'],
    'C',
    '函数$y=\\sqrt{x}$在$[0,+\\infty)$上单调递增，故$\\sqrt{a}>\\sqrt{b}$。',
  ),
  single(
    '已知$\\sin\\alpha=\\dfrac{3}{5}$，且$\\alpha$为第二象限角，则$\\tan\\alpha=$（　　）',
    ['$-\\dfrac{3}{4}$', '$\\dfrac{3}{4}$', '$-\\dfrac{4}{3}$', '$\\dfrac{4}{3}$'],
    'A',
    '$\\alpha$在第二象限，$\\cos\\alpha=-\\dfrac{4}{5}$，所以$\\tan\\alpha=-\\dfrac{3}{4}$。',
  ),
  single(
    '函数$y=2^x$与$y=\\log_2 x$的图象关于（　　）对称',
    ['$x$轴', '$y$轴', '直线$y=x$', '原点'],
    'C',
    '两函数互为反函数，图象关于直线$y=x$对称。',
  ),
  single(
    '某校高一年级有学生1200人，为了解学生每天的睡眠时间，用分层抽样的方法从中抽取60人，其中男生32人，则该年级女生人数约为（　　）',
    ['520', '540', '560', '580'],
    'C',
    '样本中女生28人，$1200\\times\\dfrac{28}{60}=560$。',
  ),
  single(
    '已知函数$f(x)=x^3+ax^2+3x-9$在$x=-3$处取得极值，则$a=$（　　）',
    ['2', '3', '4', '5'],
    'D',
    "$f'(x)=3x^2+2ax+3$，由$f'(-3)=30-6a=0$得$a=5$。",
  ),
  {
    kind: 'multi',
    score: 6,
    stem: '下列函数中，既是奇函数又在$(0,+\\infty)$上单调递增的是（　　）',
    options: ['$y=x^3$', '$y=\\dfrac{1}{x}$', '$y=x|x|$', '$y=\\sin x$'],
    key: 'AC',
    analysis: '$y=\\dfrac{1}{x}$在$(0,+\\infty)$上递减；$y=\\sin x$在$(0,+\\infty)$上不单调。',
  },
  {
    kind: 'multi',
    score: 6,
    stem: '已知向量$\\vec{a}=(1,2)$，$\\vec{b}=(-2,1)$，则（　　）',
    options: [
      '$\\vec{a}\\perp\\vec{b}$',
      '$|\\vec{a}|=|\\vec{b}|$',
      '$\\vec{a}+\\vec{b}=(-1,3)$',
      '$\\vec{a}\\parallel\\vec{b}$',
    ],
    key: 'ABC',
    analysis: '$\\vec{a}\\cdot\\vec{b}=-2+2=0$，故$\\vec{a}\\perp\\vec{b}$，两向量不平行。',
  },
  {
    kind: 'multi',
    score: 6,
    stem: '关于函数$f(x)=\\sin\\left(2x+\\dfrac{\\pi}{3}\\right)$，下列说法正确的是（　　）',
    options: [
      '最小正周期为$\\pi$',
      '图象关于直线$x=\\dfrac{\\pi}{12}$对称',
      '在$\\left[0,\\dfrac{\\pi}{4}\\right]$上单调递增',
      '图象关于点$\\left(\\dfrac{\\pi}{3},0\\right)$对称',
    ],
    key: 'ABD',
    analysis:
      '$T=\\dfrac{2\\pi}{2}=\\pi$；$x=\\dfrac{\\pi}{12}$时$2x+\\dfrac{\\pi}{3}=\\dfrac{\\pi}{2}$，取得最大值；$x\\in\\left[0,\\dfrac{\\pi}{4}\\right]$时$2x+\\dfrac{\\pi}{3}\\in\\left[\\dfrac{\\pi}{3},\\dfrac{5\\pi}{6}\\right]$，不单调；$f\\left(\\dfrac{\\pi}{3}\\right)=\\sin\\pi=0$。',
  },
  { kind: 'judge', score: 2, stem: '空集是任何集合的子集。（　　）', key: 'T' },
  { kind: 'judge', score: 2, stem: '函数$y=x^2$在$\\mathbf{R}$上是增函数。（　　）', key: 'F' },
  { kind: 'judge', score: 2, stem: '若实数$a,b$满足$ab=0$，则$a=0$或$b=0$。（　　）', key: 'T' },
  { kind: 'judge', score: 2, stem: '$\\log_2 8=3$。（　　）', key: 'T' },
  { kind: 'judge', score: 2, stem: '三角形的内角和为$360^\\circ$。（　　）', key: 'F' },
  { kind: 'blank', score: 5, stem: '计算：$\\lg 4+\\lg 25=$__。', answer: '2' },
  {
    kind: 'blank',
    score: 5,
    stem: '已知等差数列$\\{a_n\\}$中，$a_1=2$，$a_5=10$，则公差$d=$__。',
    answer: '2',
    analysis: '$a_5=a_1+4d$，所以$d=2$。',
  },
  {
    kind: 'blank',
    score: 5,
    stem: '函数$f(x)=x^2-4x+3$在区间$[0,3]$上的最小值为__。',
    answer: '$-1$',
  },
  {
    kind: 'blank',
    score: 5,
    stem: '若$x>0$，则$x+\\dfrac{4}{x}$的最小值为__，此时$x=$__。',
    answer: '4；2',
    analysis:
      '由基本不等式$x+\\dfrac{4}{x}\\ge 2\\sqrt{x\\cdot\\dfrac{4}{x}}=4$，当且仅当$x=2$时取等号。',
  },
  {
    kind: 'solve',
    stem: '已知函数$f(x)=2\\sin x\\cos x+2\\sqrt{3}\\cos^2 x-\\sqrt{3}$。',
    parts: [
      [
        '求$f(x)$的最小正周期；',
        '$f(x)=\\sin 2x+\\sqrt{3}\\cos 2x=2\\sin\\left(2x+\\dfrac{\\pi}{3}\\right)$，最小正周期$T=\\pi$。',
        6,
      ],
      [
        '求$f(x)$在区间$\\left[0,\\dfrac{\\pi}{2}\\right]$上的最大值和最小值。',
        '$2x+\\dfrac{\\pi}{3}\\in\\left[\\dfrac{\\pi}{3},\\dfrac{4\\pi}{3}\\right]$，当$x=\\dfrac{\\pi}{12}$时最大值为$2$，当$x=\\dfrac{\\pi}{2}$时最小值为$-\\sqrt{3}$。',
        6,
      ],
    ],
  },
  {
    kind: 'solve',
    stem: '已知数列$\\{a_n\\}$满足$a_1=1$，$a_{n+1}=2a_n+1$。',
    parts: [
      [
        '证明：数列$\\{a_n+1\\}$是等比数列；',
        '$a_{n+1}+1=2(a_n+1)$，且$a_1+1=2\\ne 0$，所以$\\{a_n+1\\}$是首项为2、公比为2的等比数列。',
        6,
      ],
      ['求数列$\\{a_n\\}$的前$n$项和$S_n$。', '$a_n=2^n-1$，$S_n=2^{n+1}-2-n$。', 6],
    ],
  },
  {
    kind: 'solve',
    stem: '某商店销售一种商品，每件进价40元。当售价为每件60元时，每月可售出300件；售价每上涨1元，每月少售出10件。设每件售价为$x$元（$x\\ge 60$），月利润为$y$元。',
    parts: [
      [
        '写出$y$关于$x$的函数解析式；',
        '$y=(x-40)[300-10(x-60)]=-10x^2+1300x-36000$（$60\\le x\\le 90$）。',
        5,
      ],
      [
        '售价定为多少元时，月利润最大？最大利润是多少？',
        '$y=-10(x-65)^2+6250$，售价定为65元时，月利润最大，为6250元。',
        7,
      ],
    ],
  },
  {
    kind: 'solve',
    stem: '在$\\triangle ABC$中，角$A,B,C$的对边分别为$a,b,c$，且$b^2+c^2-a^2=bc$。',
    parts: [
      [
        '求角$A$；',
        '$\\cos A=\\dfrac{b^2+c^2-a^2}{2bc}=\\dfrac{1}{2}$，所以$A=\\dfrac{\\pi}{3}$。',
        5,
      ],
      [
        '若$a=\\sqrt{7}$，$b=2$，求$\\triangle ABC$的面积。',
        '由$7=4+c^2-2c$得$c=3$，面积$S=\\dfrac{1}{2}bc\\sin A=\\dfrac{3\\sqrt{3}}{2}$。',
        7,
      ],
    ],
  },
  {
    kind: 'solve',
    stem: '已知函数$f(x)=\\ln x-ax$（$a\\in\\mathbf{R}$）。',
    parts: [
      [
        '当$a=1$时，求曲线$y=f(x)$在点$(1,f(1))$处的切线方程；',
        "$f(1)=-1$，$f'(1)=0$，切线方程为$y=-1$。",
        4,
      ],
      [
        '讨论$f(x)$的单调性；',
        "$f'(x)=\\dfrac{1}{x}-a$。当$a\\le 0$时，$f(x)$在$(0,+\\infty)$上单调递增；当$a>0$时，在$\\left(0,\\dfrac{1}{a}\\right)$上递增，在$\\left(\\dfrac{1}{a},+\\infty\\right)$上递减。",
        5,
      ],
      [
        '若$f(x)\\le 0$恒成立，求$a$的取值范围。',
        '$a\\ge\\dfrac{\\ln x}{x}$恒成立，$\\dfrac{\\ln x}{x}$的最大值为$\\dfrac{1}{e}$，所以$a\\ge\\dfrac{1}{e}$。',
        5,
      ],
    ],
  },
];
