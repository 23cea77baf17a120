import type { RehearseSettings } from '../../../shared/api/rehearse';

/** The 错题重练 settings as the form edits them (the line in percent, the schedule as text). */
export interface SettingsValues {
  linePercent: number | null;
  clearAfter: number | null;
  schedule: string;
  similar: number;
  difficulty: number;
}

/** Difficulty choices of similar questions (0: the wrong question's own). */
export const DIFFICULTIES = [
  { value: 0, label: '难度同原题' },
  ...['容易', '较易', '中等', '较难', '困难'].map((l, i) => ({ value: i + 1, label: l })),
];

/** Validation messages of the settings form. */
export const SETTINGS_MESSAGES = {
  lineRequired: '请填写错题线',
  lineRange: '错题线须在 1% 到 100% 之间',
  clearRequired: '请填写答对几次后移出',
  clearRange: '答对次数须在 1 到 10 之间',
  scheduleFormat: '请用逗号分隔天数，如 1, 2, 4, 7, 15, 30',
  scheduleCount: '复习间隔最多 12 次',
  scheduleRange: '每次间隔须在 1 到 365 天之间',
  scheduleIncreasing: '复习间隔须逐次增加',
} as const;

/** The schedule typed as text: days separated by commas (, ，、 or spaces), or null if not numbers. */
export function parseSchedule(text: string): number[] | null {
  const parts = text.split(/[,，、\s]+/).filter(Boolean);
  if (!parts.length || parts.some((p) => !/^\d+$/.test(p))) return null;
  return parts.map(Number);
}

/** A message for a schedule that cannot be saved, or true. */
export function checkSchedule(text: string): string | true {
  const days = parseSchedule(text);
  if (!days) return SETTINGS_MESSAGES.scheduleFormat;
  if (days.length > 12) return SETTINGS_MESSAGES.scheduleCount;
  if (days.some((d) => d < 1 || d > 365)) return SETTINGS_MESSAGES.scheduleRange;
  if (days.some((d, i) => i > 0 && d <= days[i - 1]!)) return SETTINGS_MESSAGES.scheduleIncreasing;
  return true;
}

/** Form values of saved settings. */
export const toValues = (s: RehearseSettings): SettingsValues => ({
  linePercent: Math.round(s.wrongLine * 100),
  clearAfter: s.clearAfter,
  schedule: s.schedule.join(', '),
  similar: s.similar,
  difficulty: s.difficulty ?? 0,
});

/** Settings to save from valid form values. */
export const toSettings = (v: SettingsValues): RehearseSettings => ({
  wrongLine: (v.linePercent ?? 100) / 100,
  clearAfter: v.clearAfter ?? 1,
  schedule: parseSchedule(v.schedule) ?? [],
  similar: v.similar,
  difficulty: v.difficulty || null,
});
