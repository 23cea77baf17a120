/** Z 分数 (X − mean) / SD; null when absent, or when SD is 0 or unknown (everyone equal). */
export const zScore = (x: number | null, mean: number | null, sd: number | null): number | null =>
  x === null || mean === null || sd === null || sd === 0 ? null : (x - mean) / sd;

/** T 分数 50 + 10·Z. */
export const tScore = (z: number | null): number | null => (z === null ? null : 50 + 10 * z);
