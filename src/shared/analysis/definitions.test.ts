import { describe, expect, it } from 'vitest';
import { metricDefinitions } from './definitions';

describe('metric definitions', () => {
  it('gives every metric a Chinese name and formula', () => {
    const defs = Object.values(metricDefinitions());
    expect(defs.length).toBeGreaterThanOrEqual(28);
    for (const d of defs) {
      expect(d.name).toMatch(/[\u4e00-\u9fff]/);
      expect(d.formula.length).toBeGreaterThan(4);
    }
  });

  it('states the conventions the issue requires', () => {
    const d = metricDefinitions();
    expect(d.difficulty.formula).toContain('平均分 ÷ 该题满分');
    expect(d.difficulty.convention).toContain('越容易');
    expect(d.discrimination.formula).toContain('27%');
    expect(d.classRank.convention).toContain('同分同名次');
    expect(d.mean.convention).toContain('缺考学生不计入');
    expect(d.sd.convention).toContain('总体标准差');
  });

  it("writes the school's lines, band width and buffer into the texts", () => {
    const d = metricDefinitions({
      lines: { excellent: 0.9, good: 0.8, pass: 0.6, low: 0.3 },
      bandWidth: 20,
      criticalBuffer: 3,
    });
    expect(d.excellentRate.formula).toBe('优秀率 = 总分 ≥ 满分 × 90% 的人数 ÷ 参考人数');
    expect(d.lowRate.formula).toContain('< 满分 × 30%');
    expect(d.bands.formula).toContain('每 20 分一段');
    expect(d.critical.formula).toBe('临界生：分数线 − 3 分 ≤ 总分 < 分数线');
  });
});
