/** Original sample questions for 物理 and 英语, in the notation of sample-paper.ts. */
import type { SampleQuestion } from './sample-questions';

/** 高二物理月考: with a circuit figure and units in TeX. */
export const PHYSICS: SampleQuestion[] = [
  {
    kind: 'single',
    score: 4,
    stem: '下列物理量中，属于矢量的是（　　）',
    options: ['质量', '时间', '路程', '加速度'],
    key: 'D',
  },
  {
    kind: 'single',
    score: 4,
    stem: '一个物体从静止开始做自由落体运动，取$g=10\\ \\text{m/s}^2$，则物体在第2 s末的速度大小为（　　）',
    options: ['10 m/s', '20 m/s', '30 m/s', '40 m/s'],
    key: 'B',
    analysis: '$v=gt=10\\times 2\\ \\text{m/s}=20\\ \\text{m/s}$。',
  },
  {
    kind: 'single',
    score: 4,
    stem: '如图所示的电路中，电源电动势$E=6\\ \\text{V}$，内阻$r=1\\ \\Omega$，定值电阻$R=5\\ \\Omega$。闭合开关S后，电流表的示数为（　　）\n[img]',
    options: ['0.5 A', '1 A', '1.2 A', '6 A'],
    key: 'B',
    analysis: '由闭合电路欧姆定律$I=\\dfrac{E}{R+r}=\\dfrac{6}{5+1}\\ \\text{A}=1\\ \\text{A}$。',
  },
  {
    kind: 'multi',
    score: 6,
    stem: '关于电磁感应现象，下列说法正确的是（　　）',
    options: [
      '穿过闭合回路的磁通量发生变化时，回路中一定产生感应电流',
      '感应电流的磁场总是阻碍引起感应电流的磁通量的变化',
      '闭合回路的一部分导体在磁场中运动，回路中一定产生感应电流',
      '感应电动势的大小与穿过回路的磁通量的变化率成正比',
    ],
    key: 'ABD',
  },
  {
    kind: 'blank',
    score: 6,
    stem: '质量为$2\\ \\text{kg}$的物体在水平拉力$F=10\\ \\text{N}$的作用下，沿光滑水平面由静止开始运动，则物体的加速度大小为__$\\text{m/s}^2$，3 s内的位移为__m。',
    answer: '5；22.5',
  },
  {
    kind: 'solve',
    stem: '一辆汽车以$v_0=20\\ \\text{m/s}$的速度在平直公路上匀速行驶，司机发现前方有障碍物后立即刹车，刹车时加速度大小为$a=5\\ \\text{m/s}^2$。',
    parts: [
      ['求汽车刹车后经多长时间停下；', '$t=\\dfrac{v_0}{a}=4\\ \\text{s}$。', 5],
      ['求汽车刹车后6 s内的位移大小。', '4 s时已停下，$x=\\dfrac{v_0^2}{2a}=40\\ \\text{m}$。', 7],
    ],
  },
];

/** 高一英语期中: grammar choices, a reading passage, word forms and a short email. */
export const ENGLISH: SampleQuestion[] = [
  {
    kind: 'single',
    score: 2,
    stem: "—Would you mind my opening the window? —__. It's too hot in here.",
    options: ['Yes, I do', 'Of course not', "No, you can't", 'Yes, go ahead'],
    key: 'B',
  },
  {
    kind: 'single',
    score: 2,
    stem: 'The book __ I bought yesterday is very interesting.',
    options: ['what', 'who', 'which', 'whose'],
    key: 'C',
  },
  {
    kind: 'single',
    score: 2,
    stem: 'By the time we got to the cinema, the film __ for ten minutes.',
    options: ['has begun', 'had begun', 'has been on', 'had been on'],
    key: 'D',
    analysis: '“by the time + 过去时”用过去完成时；与时间段连用须用延续性的be on。',
  },
  {
    kind: 'single',
    score: 2,
    stem: 'Read the passage and choose the best answer.\nEvery spring, hundreds of students in our town spend their weekends planting trees along the river. At first, many people doubted that young volunteers could make any real difference. Ten years later, the river banks are green, birds have returned, and families come to walk there every evening. The volunteers say the most important thing they have learned is that small actions, repeated by many hands, can change a place.\nWhat is the main idea of the passage?',
    options: [
      'Planting trees is hard work for students.',
      'Small actions by many people can change a place.',
      'Birds prefer rivers with green banks.',
      'Families like walking in the evening.',
    ],
    key: 'B',
  },
  {
    kind: 'blank',
    score: 4,
    stem: 'The news was very __ (excite), and everyone was __ (excite) about it.',
    answer: 'exciting; excited',
  },
  {
    kind: 'essay',
    score: 25,
    stem: '书面表达：假定你是李华，你的英国笔友Tom想了解你们学校的社团活动。请给他写一封电子邮件，内容包括：1．社团名称；2．活动内容；3．你的感受。注意：词数80左右。',
    answer: 'Dear Tom, I am glad to tell you about the clubs in our school…',
  },
];
