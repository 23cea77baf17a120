import { z } from 'zod';

/** Years of schooling 1–12 and their names; a grade's classes are named `${short}(n)班`. */
export const GRADE_LEVELS = [
  '一年级',
  '二年级',
  '三年级',
  '四年级',
  '五年级',
  '六年级',
  '初一',
  '初二',
  '初三',
  '高一',
  '高二',
  '高三',
] as const;
/** The levels each 学段 teaches (inclusive). */
export const STAGE_LEVELS: Record<string, { first: number; last: number }> = {
  primary: { first: 1, last: 6 },
  junior: { first: 7, last: 9 },
  senior: { first: 10, last: 12 },
};
/** Name of a level (1-based), e.g. 8 → 初二. */
export const levelName = (level: number): string => GRADE_LEVELS[level - 1] ?? `${level}年级`;

/** The 四率 lines (% of full marks), 分数段 width and 临界 buffer (points) of a subject. */
export const analysisSettings = z
  .object({
    excellent: z.number().min(1).max(100),
    good: z.number().min(1).max(100),
    pass: z.number().min(1).max(100),
    low: z.number().min(0).max(100),
    bandWidth: z.number().min(1, '分数段宽度至少 1 分').max(50, '分数段宽度不超过 50 分'),
    criticalBuffer: z.number().min(0).max(30, '临界分差不超过 30 分'),
  })
  .refine((v) => v.excellent > v.good && v.good > v.pass && v.pass > v.low, {
    message: '四率线应满足：优秀 > 良好 > 及格 > 低分',
  });
/** Analysis settings of a subject. */
export type AnalysisSettings = z.infer<typeof analysisSettings>;
/** Defaults: 85 / 70 / 60 / 40 %, bands of 10 points, 临界 5 points below each line. */
export const DEFAULT_ANALYSIS_SETTINGS: AnalysisSettings = {
  excellent: 85,
  good: 70,
  pass: 60,
  low: 40,
  bandWidth: 10,
  criticalBuffer: 5,
};

const classRow = z.object({
  id: z.string(),
  name: z.string(),
  students: z.number().int(),
  retired: z.boolean(),
});
/** A grade (学年) with its classes. */
export const gradeRow = z.object({
  id: z.string(),
  name: z.string(),
  level: z.number().int(),
  cohort: z.number().int(),
  retired: z.boolean(),
  classes: z.array(classRow),
});
/** A grade with its classes. */
export type GradeRow = z.infer<typeof gradeRow>;

/** 学校设置 as /team/details shows it. */
export const schoolSettings = z.object({
  org: z.object({ id: z.string(), name: z.string(), logo: z.string() }),
  canEdit: z.boolean(),
  stages: z.array(z.object({ id: z.string(), name: z.string() })),
  stageIds: z.array(z.string()),
  subjects: z.array(
    z.object({ id: z.string(), name: z.string(), stageId: z.string(), inUse: z.boolean() }),
  ),
  grades: z.array(gradeRow),
  analysis: z.array(
    z.object({
      subjectId: z.string(),
      subjectName: z.string(),
      settings: analysisSettings,
      isDefault: z.boolean(),
    }),
  ),
  rollovers: z.array(
    z.object({ id: z.string(), doneAt: z.string(), doneBy: z.string(), summary: z.string() }),
  ),
});
/** 学校设置. */
export type SchoolSettings = z.infer<typeof schoolSettings>;

/** PUT /school/{orgId}/profile. */
export const schoolProfileBody = z.object({
  name: z.string().trim().min(1, '请输入学校名称').max(40, '学校名称不能超过 40 个字'),
  stageIds: z.array(z.string()).min(1, '请至少选择一个学段'),
  subjectIds: z.array(z.string()).min(1, '请至少选择一个学科'),
});

/** POST /account/schools: a new school whose creator is the caller. */
export const createSchoolBody = z.object({
  name: z.string().trim().min(1, '请输入学校名称').max(40, '学校名称不能超过 40 个字'),
  stageIds: z.array(z.string()).min(1, '请至少选择一个学段'),
});

/** POST /school/{orgId}/grades. */
export const addGradeBody = z.object({
  level: z.number().int().min(1).max(12),
  cohort: z.number().int().min(2000).max(2100),
  classCount: z.number().int().min(0).max(40, '一个年级最多 40 个班'),
});

/** PUT /school/{orgId}/classes/{id} (a grade or a class). */
export const renameBody = z.object({
  name: z.string().trim().min(1, '请输入名称').max(30, '名称不能超过 30 个字'),
});

/** What the end-of-year rollover will do (and, once done, did). */
export const rolloverPlan = z.object({
  promote: z.array(
    z.object({
      gradeId: z.string(),
      from: z.string(),
      to: z.string(),
      classes: z.array(z.object({ from: z.string(), to: z.string() })),
    }),
  ),
  graduate: z.array(
    z.object({
      gradeId: z.string(),
      name: z.string(),
      classes: z.number().int(),
      students: z.number().int(),
    }),
  ),
  create: z.array(
    z.object({
      stageId: z.string(),
      name: z.string(),
      level: z.number().int(),
      cohort: z.number().int(),
      classCount: z.number().int(),
    }),
  ),
});
/** A rollover plan. */
export type RolloverPlan = z.infer<typeof rolloverPlan>;

/** POST /school/{orgId}/rollover: classes of each new first grade, by stage id. */
export const rolloverBody = z.object({
  classCounts: z.record(z.string(), z.number().int().min(0).max(40)),
});

/** 男 or 女 (or not given). */
export const GENDERS = ['男', '女'] as const;

/** A student of the roster. */
export const studentRow = z.object({
  id: z.string(),
  name: z.string(),
  examNo: z.string(),
  gender: z.string().nullable(),
  classId: z.string(),
  className: z.string(),
});
/** A student of the roster. */
export type StudentRow = z.infer<typeof studentRow>;

/** POST and PUT of a student. */
export const studentBody = z.object({
  name: z.string().trim().min(1, '请输入学生姓名').max(20, '姓名不能超过 20 个字'),
  examNo: z
    .string()
    .trim()
    .regex(/^\d{4,12}$/, '考号应为 4～12 位数字'),
  gender: z.enum(GENDERS).nullable(),
  classId: z.string().min(1, '请选择班级'),
});

/** GET /school/{orgId}/students. */
export const studentQuery = z.object({
  classId: z.string().optional(),
  keyword: z.string().optional(),
});

/** A row of a roster file, as typed (all text). */
export const rosterInput = z.object({
  name: z.string(),
  className: z.string(),
  examNo: z.string(),
  gender: z.string(),
});
/** A row of a roster file. */
export type RosterInput = z.infer<typeof rosterInput>;

/** A checked roster row: its number in the file, problems, and what importing it will do. */
export const rosterRow = rosterInput.extend({
  row: z.number().int(),
  problems: z.array(z.string()),
  action: z.enum(['新增', '更新', '不变']),
});
/** A checked roster row. */
export type RosterRow = z.infer<typeof rosterRow>;

/** The import preview: every row with its problems; nothing is saved. */
export const rosterPreview = z.object({
  rows: z.array(rosterRow),
  problems: z.number().int(),
});
/** The import preview. */
export type RosterPreview = z.infer<typeof rosterPreview>;

/** POST /school/{orgId}/roster/import: the (corrected) rows; saved all or nothing. */
export const rosterImportBody = z.object({
  rows: z
    .array(rosterInput.extend({ row: z.number().int() }))
    .min(1, '没有可导入的学生')
    .max(5000),
});
