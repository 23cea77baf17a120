import { z } from 'zod';

/** 四率 lines as fractions of full marks: 优秀, 良好, 及格 (score ≥ line) and 低分 (score < line). */
export interface RateLines {
  excellent: number;
  good: number;
  pass: number;
  low: number;
}

/** Band widths a school may choose for 分数段. */
export const BAND_WIDTHS = [5, 10, 20] as const;
/** A band width of 分数段, in points. */
export type BandWidth = (typeof BAND_WIDTHS)[number];

/** A school's analysis settings for one subject. */
export interface AnalysisSettings {
  lines: RateLines;
  bandWidth: BandWidth;
  /** 临界生: line − buffer ≤ score < line, in points. */
  criticalBuffer: number;
}

/** The defaults: 85 / 70 / 60 / below 40 % of full marks, bands of 10 points, a 5-point buffer. */
export const DEFAULT_ANALYSIS_SETTINGS: AnalysisSettings = {
  lines: { excellent: 0.85, good: 0.7, pass: 0.6, low: 0.4 },
  bandWidth: 10,
  criticalBuffer: 5,
};

const share = z.number().gt(0, '分数线须大于 0').lt(1, '分数线须小于满分');

/** The settings as a school edits them (validated on the server and in the form). */
export const analysisSettingsSchema = z.object({
  lines: z
    .object({ excellent: share, good: share, pass: share, low: share })
    .refine((l) => l.excellent > l.good && l.good > l.pass && l.pass > l.low, {
      message: '分数线须满足：优秀 > 良好 > 及格 > 低分',
    }),
  bandWidth: z.literal(BAND_WIDTHS, '分数段宽度只能是 5、10 或 20 分'),
  criticalBuffer: z.number().gt(0, '临界分差须大于 0').max(50, '临界分差不超过 50 分'),
});
