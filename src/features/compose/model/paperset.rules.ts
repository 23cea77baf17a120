import { SHEETS, type PaperDoc, type PaperSettings, type PaperSize } from '../../../layout';
import { paperSettings } from '../../../shared/paper';

/** A field of the 试卷设置 form. */
export type SettingsField =
  | 'title'
  | 'subtitle'
  | 'examMinutes'
  | 'size'
  | 'sealLine'
  | 'notice'
  | 'answerPlacement'
  | 'studentId'
  | 'idDigits'
  | 'multiPartialShare';

/** Chinese messages by field. */
export type SettingsErrors = Partial<Record<SettingsField, string>>;

const CARD_FIELDS = new Set<SettingsField>(['studentId', 'idDigits', 'multiPartialShare']);

/** Messages for rules whose schema text is not meant for users. */
const FIELD_MESSAGES: SettingsErrors = {
  examMinutes: '考试时长为 0～600 分钟的整数',
  multiPartialShare: '部分得分比例为 0～100%',
  size: '请选择纸张',
  answerPlacement: '请选择答案位置',
  studentId: '请选择学生识别方式',
};

const isChinese = (text: string) => /[\u4e00-\u9fff]/.test(text);

/** The 密封线 is drawn only on the two-column sizes (A3, 8K). */
export const sealLineAllowed = (size: PaperSize): boolean => SHEETS[size].columns === 2;

/** Settings with one field changed (密封线 turned off where the size has none). */
export function withField(
  settings: PaperSettings,
  field: SettingsField,
  value: unknown,
): PaperSettings {
  const next = CARD_FIELDS.has(field)
    ? ({ ...settings, card: { ...settings.card, [field]: value } } as PaperSettings)
    : ({ ...settings, [field]: value } as PaperSettings);
  return sealLineAllowed(next.size) ? next : { ...next, sealLine: false };
}

/** What is wrong with settings, by field (empty when they can be saved as a draft). */
export function settingsErrors(settings: PaperSettings): SettingsErrors {
  const parsed = paperSettings.safeParse(settings);
  const errors: SettingsErrors = {};
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const field = issue.path.at(-1) as SettingsField;
    errors[field] ??= isChinese(issue.message)
      ? issue.message
      : (FIELD_MESSAGES[field] ?? '请检查此项');
  }
  return errors;
}

/** What stops the paper from being saved: the draft rules, a title and at least one question. */
export function saveErrors(doc: PaperDoc): SettingsErrors & { questions?: string } {
  const errors: SettingsErrors & { questions?: string } = settingsErrors(doc.settings);
  if (!doc.settings.title.trim()) errors.title ??= '请填写试卷标题';
  if (!doc.sections.some((s) => s.questions.length)) errors.questions = '试卷中还没有试题';
  return errors;
}
