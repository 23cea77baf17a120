import { z } from 'zod';

/** What a 校本资料 upload may be, and its largest size. */
export const MATERIAL_LIMITS = {
  bytes: 20 * 1024 * 1024,
  types: 'PDF、Word（.doc/.docx）和图片（PNG、JPG、GIF、WebP）',
  accept: '.pdf,.doc,.docx,.png,.jpg,.jpeg,.gif,.webp',
} as const;

/** How a material is previewed in the page. */
export const PREVIEW_KINDS = ['pdf', 'image', 'word', 'paper', 'none'] as const;

/** A 校本资料 item. */
export const material = z.object({
  id: z.string(),
  title: z.string(),
  kind: z.enum(['file', 'paper']),
  preview: z.enum(PREVIEW_KINDS),
  fileName: z.string(),
  mime: z.string(),
  size: z.number().int(),
  subjectId: z.string(),
  subjectName: z.string(),
  gradeLevel: z.number().int().nullable(),
  textbookId: z.string().nullable(),
  chapterId: z.string().nullable(),
  chapterName: z.string().nullable(),
  paperId: z.string().nullable(),
  uploader: z.string(),
  canDelete: z.boolean(),
  createdAt: z.string(),
});
/** A 校本资料 item. */
export type Material = z.infer<typeof material>;

/** GET /materials/{orgId}. */
export const materialQuery = z.object({
  subjectId: z.string().optional(),
  gradeLevel: z.coerce.number().int().optional(),
  textbookId: z.string().optional(),
  chapterId: z.string().optional(),
  keyword: z.string().optional(),
});

/** Where a material is filed. */
export const materialPlace = z.object({
  title: z.string().trim().min(1, '请输入资料名称').max(60, '资料名称不能超过 60 个字'),
  subjectId: z.string().min(1, '请选择学科'),
  gradeLevel: z.coerce.number().int().min(1).max(12).nullable().optional(),
  textbookId: z.string().nullable().optional(),
  chapterId: z.string().nullable().optional(),
});

/** POST /materials/{orgId}/papers: share one of my papers as a school paper. */
export const sharePaperBody = z.object({
  paperId: z.string().min(1, '请选择试卷'),
  textbookId: z.string().nullable().optional(),
  chapterId: z.string().nullable().optional(),
});

/** A paper bound to a textbook chapter. */
export const paperBinding = z.object({
  paperId: z.string(),
  title: z.string(),
  textbookId: z.string(),
  chapterId: z.string(),
  chapterName: z.string(),
  boundBy: z.string(),
});
/** A paper bound to a chapter. */
export type PaperBinding = z.infer<typeof paperBinding>;

/** PUT /materials/{orgId}/bindings. */
export const bindBody = z.object({
  paperId: z.string().min(1, '请选择试卷'),
  textbookId: z.string().min(1, '请选择教材'),
  chapterId: z.string().min(1, '请选择章节'),
});

/** An entry of the teaching schedule: the week (its Monday), the class and the paper. */
export const scheduleEntry = z.object({
  id: z.string(),
  week: z.string(),
  classId: z.string(),
  className: z.string(),
  paperId: z.string(),
  title: z.string(),
  mine: z.boolean(),
  note: z.string(),
  createdBy: z.string(),
});
/** An entry of the teaching schedule. */
export type ScheduleEntry = z.infer<typeof scheduleEntry>;

/** POST /materials/{orgId}/schedule. */
export const scheduleBody = z.object({
  classId: z.string().min(1, '请选择班级'),
  week: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '请选择周次'),
  paperId: z.string().min(1, '请选择试卷'),
  note: z.string().max(50, '备注不能超过 50 个字').default(''),
});

/** A paper the user may bind or schedule: theirs, or a school paper. */
export const bindablePaper = z.object({
  id: z.string(),
  title: z.string(),
  mine: z.boolean(),
  subjectName: z.string(),
});
/** A paper the user may bind or schedule. */
export type BindablePaper = z.infer<typeof bindablePaper>;

/** The Monday (YYYY-MM-DD) of the week of a time, in China time (UTC+8). */
export function weekOf(ms: number): string {
  const d = new Date(ms + 8 * 3600 * 1000);
  const day = (d.getUTCDay() + 6) % 7;
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() - day))
    .toISOString()
    .slice(0, 10);
}
