import { DEFAULT_ANALYSIS_SETTINGS, type AnalysisSettings } from './settings';

/** Every figure the product shows, by key. */
export type MetricKey =
  | 'participants'
  | 'absent'
  | 'mean'
  | 'max'
  | 'min'
  | 'sd'
  | 'median'
  | 'excellentRate'
  | 'goodRate'
  | 'passRate'
  | 'lowRate'
  | 'overAverage'
  | 'classRank'
  | 'gradeRank'
  | 'groupRank'
  | 'bands'
  | 'box'
  | 'scoreRate'
  | 'difficulty'
  | 'discrimination'
  | 'alpha'
  | 'critical'
  | 'progress'
  | 'knowledgeRate'
  | 'kindRate'
  | 'options'
  | 'z'
  | 't';

/** What is shown next to a figure: its name, formula and convention, in Chinese. */
export interface MetricDefinition {
  name: string;
  formula: string;
  convention: string;
}

const pct = (x: number): string => `${Math.round(x * 1000) / 10}%`;
const def = (name: string, formula: string, convention = ''): MetricDefinition => ({
  name,
  formula,
  convention,
});
const ABSENT = '缺考学生不计入。';

/** The definitions with a school's lines, band width and buffer written in. */
export const metricDefinitions = (
  s: AnalysisSettings = DEFAULT_ANALYSIS_SETTINGS,
): Record<MetricKey, MetricDefinition> => {
  const { excellent, good, pass, low } = s.lines;
  const rate = (name: string, cond: string, extra = '') =>
    def(`${name}率`, `${name}率 = ${cond} 的人数 ÷ 参考人数`, `${extra}${ABSENT}`);
  return {
    participants: def('参考人数', '参考人数 = 有成绩的学生人数', '缺考学生另计，不算参考。'),
    absent: def(
      '缺考',
      '缺考 = 未参加考试的学生人数',
      '缺考学生单独列出，不计入平均分、排名和各项比率。',
    ),
    mean: def('平均分', '平均分 = 参考学生总分之和 ÷ 参考人数', ABSENT),
    max: def('最高分', '最高分 = 参考学生总分的最大值', ABSENT),
    min: def('最低分', '最低分 = 参考学生总分的最小值', ABSENT),
    sd: def(
      '标准差',
      '标准差 = √( Σ(总分 − 平均分)² ÷ 参考人数 )',
      `总体标准差（除以人数 n，不是 n − 1）。${ABSENT}`,
    ),
    median: def(
      '中位数',
      '中位数 = 总分从低到高排列后居中的一个数；人数为偶数时取中间两个数的平均',
      ABSENT,
    ),
    excellentRate: rate('优秀', `总分 ≥ 满分 × ${pct(excellent)}`),
    goodRate: rate('良好', `总分 ≥ 满分 × ${pct(good)}`, '良好率含优秀学生。'),
    passRate: rate('及格', `总分 ≥ 满分 × ${pct(pass)}`, '及格率含良好和优秀学生。'),
    lowRate: rate('低分', `总分 < 满分 × ${pct(low)}`),
    overAverage: def(
      '超均率',
      '超均率 = (本班平均分 − 年级平均分) ÷ 年级平均分',
      '正数表示高于年级平均，负数表示低于年级平均。',
    ),
    classRank: def(
      '班级排名',
      '班级排名 = 本班总分比他高的人数 + 1',
      `同分同名次，下一名次顺延（如 1、2、2、4）。总分精确到 0.01 分比较。${ABSENT}`,
    ),
    gradeRank: def(
      '年级排名',
      '年级排名 = 全年级总分比他高的人数 + 1',
      `同分同名次，下一名次顺延（如 1、2、2、4）。${ABSENT}`,
    ),
    groupRank: def(
      '班级名次',
      '班级名次 = 平均分比本班高的班级数 + 1',
      '平均分相同的班级名次相同。',
    ),
    bands: def(
      '分数段',
      `分数段每 ${s.bandWidth} 分一段，人数比例 = 段内人数 ÷ 参考人数；累计人数 = 本段及以上各段人数之和`,
      `每段含下限、不含上限，写作 [80, 90)；最高一段含满分。${ABSENT}`,
    ),
    box: def(
      '箱线图',
      '箱线图五个数：最低分、下四分位数 Q1、中位数、上四分位数 Q3、最高分',
      `四分位数按线性插值计算（与 Excel QUARTILE.INC 相同）：位置 = (n − 1) × p。${ABSENT}`,
    ),
    scoreRate: def('得分率', '得分率 = 平均分 ÷ 满分', ABSENT),
    difficulty: def(
      '难度',
      '难度 P = 该题平均分 ÷ 该题满分（即得分率）',
      '本产品的难度取得分率，数值越大题目越容易（P ≥ 0.7 容易，0.4～0.7 中等，< 0.4 较难）；有些模板用 1 − P，与此相反。',
    ),
    discrimination: def(
      '区分度',
      '区分度 D = (总分前 27% 学生该题平均分 − 总分后 27% 学生该题平均分) ÷ 该题满分',
      '高分组、低分组各取 参考人数 × 27%（四舍五入，至少 1 人）。D ≥ 0.4 很好，0.30～0.39 良好，0.20～0.29 尚可，< 0.20 较差。少于 2 人不计算。',
    ),
    alpha: def(
      '信度（克龙巴赫 α 系数）',
      'α = k ÷ (k − 1) × (1 − 各题得分方差之和 ÷ 总分方差)，k 为题数',
      `α 越接近 1 试卷内部一致性越好，一般 ≥ 0.7 可接受。少于 2 题、2 人或总分无差异时不计算。${ABSENT}`,
    ),
    critical: def(
      '临界生',
      `临界生：分数线 − ${s.criticalBuffer} 分 ≤ 总分 < 分数线`,
      `按优秀、良好、及格三条线分别列出，差距 = 分数线 − 总分。`,
    ),
    progress: def(
      '进退步',
      '进退步 = 上次考试名次 − 本次名次',
      '正数为进步的名次数，负数为退步；任一次缺考则不计算。',
    ),
    knowledgeRate: def(
      '知识点得分率',
      '知识点得分率 = Σ(各题得分 × 该题此知识点权重) ÷ Σ(各题满分 × 权重 × 参考人数)',
      `一道题有多个知识点时按权重分摊（每题权重之和为 1）。${ABSENT}`,
    ),
    kindRate: def(
      '题型得分率',
      '题型得分率 = 该题型各题得分之和 ÷ (该题型满分之和 × 参考人数)',
      ABSENT,
    ),
    options: def(
      '选项分布',
      '选项人数比例 = 选此答案的人数 ÷ 参考人数',
      `未作答单独计数；多选题按完整答案统计，另按每个选项被选的次数统计。${ABSENT}`,
    ),
    z: def('Z 分数', 'Z = (总分 − 年级平均分) ÷ 年级标准差', '标准差为 0 时不计算。'),
    t: def('T 分数', 'T = 50 + 10 × Z', '年级平均水平为 50 分。'),
  };
};
